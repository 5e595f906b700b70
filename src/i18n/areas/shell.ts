// UI texts of the shell area, Turkish and English; keys.ts joins every area into one list.
import type { TranslationEntry } from '../entry';

export const shellKeys = [
  { key: 'nav.aviator', tr: 'Aviator', en: 'Aviator' },
  { key: 'liveChat.open', tr: 'Canlı Destek', en: 'Live Chat' },
  { key: 'liveChat.unavailable', tr: 'Canlı destek şu anda kullanılamıyor.', en: 'Live chat is not available right now.' },
  { key: 'popup.label', tr: 'Duyuru', en: 'Announcement' },
  { key: 'popup.close', tr: 'Kapat', en: 'Close' },
  { key: 'loading.requests', tr: 'Yükleniyor…', en: 'Loading…' },
  { key: 'snowfall.label', tr: 'Kar yağışı (durdurmak için tıklayın)', en: 'Snowfall (click to stop)' },
] as const satisfies readonly TranslationEntry[];
