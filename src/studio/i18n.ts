// Texts of the studio's game pages, Turkish and English. The shell's own texts are here; each game keeps
// its texts next to its page (games/<game>/texts.ts) made with defineTexts, so a new game adds a file and
// touches nothing shared. Both languages must carry the same keys (the type checks it).
import type { StudioLang } from '../../machines/studio-shell/studio-shell.machine';

export type { StudioLang };

/** A game's (or the shell's) texts: the same keys in both languages; `{name}` marks a value. */
export function defineTexts<const K extends string>(texts: { tr: Record<K, string>; en: Record<K, string> }) {
  return texts;
}

export type Translate<K extends string> = (key: K, vars?: Record<string, string | number>) => string;

/** The translator of a text table in the page's language. */
export function translator<K extends string>(texts: { tr: Record<K, string>; en: Record<K, string> }, lang: StudioLang): Translate<K> {
  const table = texts[lang];
  return (key, vars = {}) => table[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** The page's language from its URL (`?lang=tr|en`, Turkish unless English is asked for). */
export const langOf = (search: string): StudioLang => (new URLSearchParams(search).get('lang') === 'en' ? 'en' : 'tr');

export const shellTexts = defineTexts({
  tr: {
    loading: 'Yükleniyor...',
    balance: 'Bakiye',
    soundOn: 'Sesi kapat',
    soundOff: 'Sesi aç',
    fairness: 'Adillik',
    info: 'Oyun bilgisi',
    close: 'Kapat',
    seedHash: 'Sunucu tohumu (SHA-256)',
    clientSeed: 'İstemci tohumu',
    nextNonce: 'Sonraki nonce',
    lastNonce: 'Son turun nonce değeri',
    rotate: 'Tohumları yenile',
    revealed: 'Açıklanan sunucu tohumu',
    revealedRounds: '{count} tur bu tohumla oynandı',
    rtp: 'Oyuncuya dönüş oranı (RTP): %{rtp}',
    limits: 'Bahis: en az {min}, en çok {max}',
    noToken: 'Oyun oturumu bulunamadı; oyunu casino sayfasından açın',
    unknownGame: 'Bu oyun bu sayfada oynanamıyor',
    bigWin: 'Büyük kazanç!',
    bet: 'Bahis',
    youWon: 'Kazandınız: {amount}',
    noWin: 'Bu sefer kazanç yok',
  },
  en: {
    loading: 'Loading...',
    balance: 'Balance',
    soundOn: 'Sound off',
    soundOff: 'Sound on',
    fairness: 'Fairness',
    info: 'Game info',
    close: 'Close',
    seedHash: 'Server seed (SHA-256)',
    clientSeed: 'Client seed',
    nextNonce: 'Next nonce',
    lastNonce: "Last round's nonce",
    rotate: 'Rotate seeds',
    revealed: 'Revealed server seed',
    revealedRounds: '{count} rounds were played with this seed',
    rtp: 'Return to player (RTP): {rtp}%',
    limits: 'Bet: from {min} to {max}',
    noToken: 'No game session; open the game from the casino',
    unknownGame: 'This game cannot be played on this page',
    bigWin: 'Big win!',
    bet: 'Bet',
    youWon: 'You won {amount}',
    noWin: 'No win this time',
  },
});

export type ShellTextKey = keyof (typeof shellTexts)['tr'];
