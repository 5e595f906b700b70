// The words of a recalled studio round and the studio games' names (issue 13 point 8), in Turkish and
// English. Kept beside the game history and fairness pages rather than in the app's shared keys: those
// load with the first page, and the first load's JavaScript budget (170 KiB) has no room for texts
// only these two lazily loaded pages use.
import { useSelector } from '@xstate/react';
import { selectLocale } from '../../../machines/app/app.selectors';
import { useAppActor } from '../../app/app-context';

const texts = {
  tr: {
    'studioGame.slot': 'Sultanın Hazinesi (slot)',
    'studioGame.roulette': 'Avrupa Ruleti',
    'studioGame.blackjack': 'Kuzey Blackjack',
    'studioGame.crash': 'Kuzey Roket (crash)',
    'studioGame.tombala': 'Kuzey Tombala',
    'outcome.tombalaGame': 'Oyun {n} · {balls} top çekildi',
    'outcome.tombalaTicket': 'Bilet {n}: {prize}',
    'studioGame.keno': 'Kuzey Keno',
    'studioGame.live-roulette': 'Kuzey Otomatik Rulet',
    'outcome.kenoDraw': 'Çekiliş {n} · toplam {total}',
    'outcome.kenoHits': '{hits} isabet',
    'outcome.spin': 'Çevirme',
    'outcome.freeSpin': 'Bedava çevirme {n}',
    'outcome.multiplier': 'Çarpan ×{value}',
    'outcome.units': '{units} birim',
    'outcome.reels': 'Makaralar',
    'outcome.reel': '{n}. makara',
    'outcome.red': 'Kırmızı',
    'outcome.black': 'Siyah',
    'outcome.green': 'Yeşil',
    'outcome.dealer': 'Krupiye',
    'outcome.hand': '{n}. el',
    'outcome.result.blackjack': 'Blackjack',
    'outcome.result.win': 'Kazandı',
    'outcome.result.push': 'Berabere',
    'outcome.result.lose': 'Kaybetti',
    'outcome.result.bust': 'Battı',
    'outcome.round': 'Tur {n}',
    'outcome.crashedAt': '×{value} noktasında patladı',
    'outcome.running': 'Tur sürüyor',
    'outcome.cashedOut': '×{value} ile çekildi',
  },
  en: {
    'studioGame.slot': 'Sultanın Hazinesi (slot)',
    'studioGame.roulette': 'European Roulette',
    'studioGame.blackjack': 'Kuzey Blackjack',
    'studioGame.crash': 'Kuzey Rocket (crash)',
    'studioGame.tombala': 'Kuzey Tombala',
    'outcome.tombalaGame': 'Game {n} · {balls} balls drawn',
    'outcome.tombalaTicket': 'Ticket {n}: {prize}',
    'studioGame.keno': 'Kuzey Keno',
    'studioGame.live-roulette': 'Kuzey Automated Roulette',
    'outcome.kenoDraw': 'Draw {n} · total {total}',
    'outcome.kenoHits': '{hits} hits',
    'outcome.spin': 'Spin',
    'outcome.freeSpin': 'Free spin {n}',
    'outcome.multiplier': 'Multiplier ×{value}',
    'outcome.units': '{units} units',
    'outcome.reels': 'Reels',
    'outcome.reel': 'Reel {n}',
    'outcome.red': 'Red',
    'outcome.black': 'Black',
    'outcome.green': 'Green',
    'outcome.dealer': 'Dealer',
    'outcome.hand': 'Hand {n}',
    'outcome.result.blackjack': 'Blackjack',
    'outcome.result.win': 'Won',
    'outcome.result.push': 'Push',
    'outcome.result.lose': 'Lost',
    'outcome.result.bust': 'Bust',
    'outcome.round': 'Round {n}',
    'outcome.crashedAt': 'Crashed at ×{value}',
    'outcome.running': 'Round running',
    'outcome.cashedOut': 'Cashed out at ×{value}',
  },
} as const;

export type OutcomeTextKey = keyof (typeof texts)['tr'];
export type OutcomeText = (key: OutcomeTextKey, params?: Record<string, string | number>) => string;

/** The page's language for these texts: the site's, Turkish until it is known. */
export function useOutcomeLocale(): 'tr' | 'en' {
  return useSelector(useAppActor(), selectLocale) === 'en' ? 'en' : 'tr';
}

export function useOutcomeText(): OutcomeText {
  const locale = useOutcomeLocale();
  return (key, params = {}) => texts[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
