// Messages of the player's account pages: notifications, history, sessions, profile and bonuses, in Turkish and English.
// Notification texts are rendered when they are read ({amount} arrives formatted for the language),
// so the keys below are stored in the notifications table and must keep their meaning once released.
import { defineMessages } from './define';

export const customerMessages = defineMessages(
  {
    // notifications raised by money events (payments use these; bonuses and the game wallet too)
    'notification.deposit.confirmed.title': 'Yatırımınız onaylandı',
    'notification.deposit.confirmed.note': '{amount} tutarındaki yatırımınız hesabınıza eklendi.',
    'notification.deposit.rejected.title': 'Yatırımınız reddedildi',
    'notification.deposit.rejected.note': '{amount} tutarındaki yatırımınız onaylanmadı.',
    'notification.withdraw.requested.title': 'Çekim talebiniz alındı',
    'notification.withdraw.requested.note': '{amount} tutarındaki çekim talebiniz onay bekliyor.',
    'notification.withdraw.confirmed.title': 'Çekim talebiniz onaylandı',
    'notification.withdraw.confirmed.note': '{amount} tutarındaki çekiminiz onaylandı ve gönderildi.',
    'notification.withdraw.rejected.title': 'Çekim talebiniz reddedildi',
    'notification.withdraw.rejected.note': '{amount} tutarındaki çekim talebiniz reddedildi; tutar bakiyenize iade edildi.',
    'notification.withdraw.cancelled.title': 'Çekim talebiniz iptal edildi',
    'notification.withdraw.cancelled.note': '{amount} tutarındaki çekim talebiniz iptal edildi; tutar bakiyenize iade edildi.',
    'notification.bonus.granted.title': 'Bonusunuz tanımlandı',
    'notification.bonus.granted.note':
      '{amount} tutarındaki {name} hesabınıza eklendi. Nakde dönüşmesi için {wager} tutarında bahis yapmanız gerekiyor.',
    'notification.bonus.converted.title': 'Bonusunuz nakde dönüştü',
    'notification.bonus.converted.note': 'Tebrikler! {name} için çevrim şartını tamamladınız; {amount} nakit bakiyenize eklendi.',
    'notification.bonus.expired.title': 'Bonusunuzun süresi doldu',
    'notification.bonus.expired.note': 'Süresi dolan {name} için kalan {amount} bonus bakiyenizden düşüldü.',
    'notification.bonus.forfeited.title': 'Bonusunuz iptal edildi',
    'notification.bonus.forfeited.note': 'İptal edilen {name} için kalan {amount} bonus bakiyenizden düşüldü.',
    'notification.jackpot.won.title': 'Tebrikler, jackpot kazandınız!',
    'notification.jackpot.won.note': '{amount} tutarındaki jackpot ödülü bakiyenize eklendi.',

    // bonus names shown on the bonuses screen and in notifications
    'bonus.name.trial': 'deneme bonusu',
    'bonus.name.deposit': 'yatırım bonusu',
    'bonus.name.manual': 'bonus',

    // account screens
    'customer.notificationsRead': 'Bildirimler okundu olarak işaretlendi',
    'customer.sessionEnded': 'Oturum sonlandırıldı',
    'customer.sessionNotFound': 'Oturum bulunamadı',
    'customer.sessionIsCurrent': 'Bu cihazdaki oturumu kapatmak için çıkış yapın',
    'customer.profileUpdated': 'Bilgileriniz güncellendi',
    'customer.emailTaken': 'Bu e-posta adresi başka bir hesapta kullanılıyor',
    'customer.dateRangeInvalid': 'Başlangıç tarihi bitiş tarihinden sonra olamaz',
  },
  {
    'notification.deposit.confirmed.title': 'Your deposit is confirmed',
    'notification.deposit.confirmed.note': 'Your deposit of {amount} was added to your balance.',
    'notification.deposit.rejected.title': 'Your deposit was rejected',
    'notification.deposit.rejected.note': 'Your deposit of {amount} was not approved.',
    'notification.withdraw.requested.title': 'Withdrawal request received',
    'notification.withdraw.requested.note': 'Your withdrawal of {amount} is waiting for approval.',
    'notification.withdraw.confirmed.title': 'Your withdrawal is approved',
    'notification.withdraw.confirmed.note': 'Your withdrawal of {amount} was approved and sent.',
    'notification.withdraw.rejected.title': 'Your withdrawal was rejected',
    'notification.withdraw.rejected.note': 'Your withdrawal of {amount} was rejected; the amount is back in your balance.',
    'notification.withdraw.cancelled.title': 'Your withdrawal was cancelled',
    'notification.withdraw.cancelled.note': 'Your withdrawal of {amount} was cancelled; the amount is back in your balance.',
    'notification.bonus.granted.title': 'You received a bonus',
    'notification.bonus.granted.note':
      'Your {name} of {amount} was added. Wager {wager} in total to turn it into cash.',
    'notification.bonus.converted.title': 'Your bonus is now cash',
    'notification.bonus.converted.note': 'You completed the wagering of your {name}; {amount} was added to your cash balance.',
    'notification.bonus.expired.title': 'Your bonus expired',
    'notification.bonus.expired.note': 'Your {name} expired; the remaining {amount} was removed from your bonus balance.',
    'notification.bonus.forfeited.title': 'Your bonus was cancelled',
    'notification.bonus.forfeited.note': 'Your {name} was cancelled; the remaining {amount} was removed from your bonus balance.',
    'notification.jackpot.won.title': 'Congratulations, you won a jackpot!',
    'notification.jackpot.won.note': 'The jackpot prize of {amount} was added to your balance.',

    'bonus.name.trial': 'trial bonus',
    'bonus.name.deposit': 'deposit bonus',
    'bonus.name.manual': 'bonus',

    'customer.notificationsRead': 'Notifications marked as read',
    'customer.sessionEnded': 'The session was ended',
    'customer.sessionNotFound': 'Session not found',
    'customer.sessionIsCurrent': 'To end the session on this device, log out',
    'customer.profileUpdated': 'Your details were updated',
    'customer.emailTaken': 'This e-mail address is used by another account',
    'customer.dateRangeInvalid': 'The start date cannot be after the end date',
  },
);
