// UI texts of the shell area, Turkish and English; keys.ts joins every area into one list.
import type { TranslationEntry } from '../entry';

export const shellKeys = [
  { key: 'nav.aviator', tr: 'Aviator', en: 'Aviator' },
  { key: 'liveChat.open', tr: 'Canlı Destek', en: 'Live Chat' },
  { key: 'liveChat.unavailable', tr: 'Canlı destek şu anda kullanılamıyor.', en: 'Live chat is not available right now.' },
  { key: 'popup.label', tr: 'Duyuru', en: 'Announcement' },
  { key: 'popup.close', tr: 'Kapat', en: 'Close' },
  { key: 'loading.requests', tr: 'Yükleniyor…', en: 'Loading…' },
  { key: 'session.expired', tr: 'Uzun süre işlem yapmadığınız için oturumunuz sona erdi; lütfen yeniden giriş yapın.', en: 'Your session ended because it was idle for too long; please log in again.' },
  { key: 'session.warning.title', tr: 'Oturumunuz sona ermek üzere', en: 'Your session is about to end' },
  { key: 'session.warning.body', tr: 'Bir süredir işlem yapmadınız; oturumunuz {time} saatinde sona erecek.', en: 'You have been inactive for a while; your session ends at {time}.' },
  { key: 'session.warning.stay', tr: 'Oturumda kal', en: 'Stay signed in' },
  { key: 'session.warning.logout', tr: 'Çıkış yap', en: 'Log out' },
  { key: 'snowfall.label', tr: 'Kar yağışı (durdurmak için tıklayın)', en: 'Snowfall (click to stop)' },
] as const satisfies readonly TranslationEntry[];
