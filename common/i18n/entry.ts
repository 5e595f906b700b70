// One UI text: its key and its Turkish and English wording. `{name}` marks a value filled in at run time.
export interface TranslationEntry {
  key: string;
  tr: string;
  en: string;
}
