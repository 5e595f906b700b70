// Messages of live betting and cash out (server/sports/live*, bet-delay.ts, cashout.ts), in Turkish and English.
import { defineMessages } from './define';

export const sportsLiveMessages = defineMessages(
  {
    'sports.live.pending': 'Canlı bahsiniz onay bekliyor',
    'sports.live.notLive': 'Bu etkinlik şu anda oynanmıyor',
    'sports.live.notSimulated': 'Bu işlem yalnızca yerleşik simülatörün maçlarında yapılabilir',
    'sports.live.suspended': 'Canlı bahis durduruldu',
    'sports.live.resumed': 'Canlı bahis yeniden açıldı',
    'sports.live.settingsSaved': 'Canlı bahis ayarları kaydedildi',
    'sports.live.incident': 'Olay kaydedildi',
    'sports.cashOut.done': 'Nakit çıkış yapıldı',
    'sports.cashOut.refused': 'Nakit çıkış yapılamadı, güncel teklifi kontrol edin',
    'sports.cashOut.badQuote': 'Nakit çıkış teklifi geçersiz',
    'sports.cashOut.conflict': 'Bu işlem anahtarı başka bir nakit çıkış için kullanıldı',
    'sports.cashOut.inProgress': 'Bu nakit çıkış hâlâ işleniyor, lütfen biraz sonra yeniden deneyin',
    'sports.cashOut.amount': 'Tutar en fazla iki ondalık basamak içerebilir',
    'sports.cashOut.autoSaved': 'Otomatik nakit çıkış ayarlandı',
  },
  {
    'sports.live.pending': 'Your live bet is waiting for acceptance',
    'sports.live.notLive': 'This event is not running now',
    'sports.live.notSimulated': 'Only the built-in simulator’s matches allow this',
    'sports.live.suspended': 'Live betting suspended',
    'sports.live.resumed': 'Live betting resumed',
    'sports.live.settingsSaved': 'Live betting settings saved',
    'sports.live.incident': 'Incident recorded',
    'sports.cashOut.done': 'Cashed out',
    'sports.cashOut.refused': 'The cash out could not be done; check the new offer',
    'sports.cashOut.badQuote': 'The cash-out offer is not valid',
    'sports.cashOut.conflict': 'This key was used for another cash out',
    'sports.cashOut.inProgress': 'This cash out is still being processed, please try again shortly',
    'sports.cashOut.amount': 'The amount may have at most two decimals',
    'sports.cashOut.autoSaved': 'Auto cash out set',
  },
);
