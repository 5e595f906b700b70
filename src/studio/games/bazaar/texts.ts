// Kapalıçarşı Hazinesi's texts, Turkish and English.
import { defineTexts } from '../../i18n';

export const bazaarTexts = defineTexts({
  tr: {
    spin: 'Çevir',
    skip: 'Geç',
    lower: 'Bahsi azalt',
    raise: 'Bahsi artır',
    bet: 'Bahis',
    win: 'Kazandınız: {amount}',
    noWin: 'Bu sefer kazanç yok',
    triggered: 'Tut ve Kazan! {coins} altın tutuldu',
    respins: 'Tut ve Kazan · {coins} altın · {left} tekrar dönüş kaldı',
    full: 'Tüm hücreler doldu: büyük ödül!',
    mini: 'MİNİ',
    major: 'MAJÖR',
    paytable: 'Ödeme tablosu (bahsin katı, çizgi başına)',
    symbol: 'Sembol',
    rules:
      '20 çizgi soldan öder; lamba (wild) 2-4. makaralarda çıkar ve altın dışındaki her sembolün yerine geçer. 6 ya da daha fazla altın Tut ve Kazan turunu başlatır: altınlar yerinde kalır, diğer hücreler 3 kez yeniden döner, her yeni altın hakları 3’e döndürür. Sonunda her altının değeri ödenir; 15 hücrenin hepsi dolarsa bahsin 1000 katı büyük ödül eklenir.',
    coins: 'Altın değerleri (bahsin katı): {values}',
  },
  en: {
    spin: 'Spin',
    skip: 'Skip',
    lower: 'Lower the bet',
    raise: 'Raise the bet',
    bet: 'Bet',
    win: 'You won {amount}',
    noWin: 'No win this time',
    triggered: 'Hold and Win! {coins} coins held',
    respins: 'Hold and Win · {coins} coins · {left} respins left',
    full: 'Every cell filled: grand prize!',
    mini: 'MINI',
    major: 'MAJOR',
    paytable: 'Paytable (times the bet, per line)',
    symbol: 'Symbol',
    rules:
      '20 lines pay from the left; the lamp (wild) lands on reels 2-4 and stands in for every symbol but the coin. 6 or more coins start Hold and Win: the coins stay, the other cells respin 3 times, and every new coin sets the respins back to 3. At the end every coin pays its value; if all 15 cells hold a coin the grand prize of 1000 times the bet is added.',
    coins: 'Coin values (times the bet): {values}',
  },
});
