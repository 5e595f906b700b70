// Boğaz Gecesi's texts, Turkish and English.
import { defineTexts } from '../../i18n';

export const bosphorusTexts = defineTexts({
  tr: {
    spin: 'Çevir',
    skip: 'Geç',
    lower: 'Bahsi azalt',
    raise: 'Bahsi artır',
    bet: 'Bahis',
    win: 'Kazandınız: {amount}',
    noWin: 'Bu sefer kazanç yok',
    awarded: '{count} bedava dönüş kazandınız!',
    freeSpin: 'Bedava dönüş {index}/{total} · x{multiplier}',
    paytable: 'Ödeme tablosu (bahsin katı, yol başına)',
    symbol: 'Sembol',
    rules:
      '243 yol: soldan başlayan yan yana makaralarda aynı sembol (ya da fener) her hücrede ayrı yol sayılır. Fener (wild) 2-4. makaralarda çıkar, ay dışındaki her sembolün yerine geçer. Her yerde 3, 4, 5 ay bahsin 1, 5, 20 katını öder ve 8 bedava dönüş kazandırır. Bedava dönüşlerde çarpan her dönüşte bir artar (x1, x2 ... x5); 3+ ay 5 dönüş daha ekler.',
    moons: 'Ay: 3 / 4 / 5 → {three} / {four} / {five}',
    reels: 'Makaralar',
  },
  en: {
    spin: 'Spin',
    skip: 'Skip',
    lower: 'Lower the bet',
    raise: 'Raise the bet',
    bet: 'Bet',
    win: 'You won {amount}',
    noWin: 'No win this time',
    awarded: 'You won {count} free spins!',
    freeSpin: 'Free spin {index}/{total} · x{multiplier}',
    paytable: 'Paytable (times the bet, per way)',
    symbol: 'Symbol',
    rules:
      '243 ways: the same symbol (or a lantern) on adjacent reels from the left, each matching cell counting as its own way. The lantern (wild) lands on reels 2-4 and stands in for every symbol but the moon. 3, 4, 5 moons anywhere pay 1, 5, 20 times the bet and award 8 free spins. In free spins the multiplier climbs one step every spin (x1, x2 ... x5); 3+ moons add 5 more spins.',
    moons: 'Moon: 3 / 4 / 5 → {three} / {four} / {five}',
    reels: 'Reels',
  },
});
