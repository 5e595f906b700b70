// The slot page's texts, Turkish and English.
import { defineTexts } from '../../i18n';

export const slotTexts = defineTexts({
  tr: {
    bet: 'Bahis',
    spin: 'Çevir',
    reels: 'Makaralar',
    freeSpins: 'Bedava çevirme {index}/{count}',
    lines: 'Kazanan çizgiler',
    line: 'Çizgi {n}',
    youWon: 'Kazandınız: {amount}',
    noWin: 'Bu sefer kazanç yok',
    paytable: 'Ödeme tablosu (çizgi bahsinin katı)',
    symbol: 'Sembol',
    wild: 'Joker her sembolün yerine geçer (scatter hariç).',
    scatter: '3, 4 ve 5 scatter her yerde toplam bahsin 2, 10 ve 50 katını öder ve 10 bedava çevirme verir; bedava çevirmelerde kazançlar 2 katıdır.',
    lines20: '20 çizgi, soldan sağa ödenir.',
  },
  en: {
    bet: 'Bet',
    spin: 'Spin',
    reels: 'Reels',
    freeSpins: 'Free spin {index}/{count}',
    lines: 'Winning lines',
    line: 'Line {n}',
    youWon: 'You won {amount}',
    noWin: 'No win this time',
    paytable: 'Paytable (times the line bet)',
    symbol: 'Symbol',
    wild: 'The wild stands in for every symbol but the scatter.',
    scatter: '3, 4 and 5 scatters anywhere pay 2, 10 and 50 times the total bet and award 10 free spins; wins in free spins are doubled.',
    lines20: '20 lines, paid left to right.',
  },
});
