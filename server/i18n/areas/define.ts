// Each area of the server keeps its player-facing messages in its own file (tr and en side by side),
// so areas can grow their catalogues independently; ../messages.ts merges them into one catalogue.
export interface AreaMessages<K extends string> {
  tr: Record<K, string>;
  en: Record<K, string>;
}

/** English must name exactly the Turkish keys: a missing translation is a type error. */
export function defineMessages<T extends Record<string, string>>(tr: T, en: Record<keyof T, string>): AreaMessages<Extract<keyof T, string>> {
  return { tr, en } as AreaMessages<Extract<keyof T, string>>;
}
