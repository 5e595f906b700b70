// Messages of payments, deposits, withdrawals and the operator's actions on them, in Turkish and English.
// The notification notes below are stored as keys in the notifications table (rendered when read), so
// they must keep their meaning once released.
import { defineMessages } from './define';

export const paymentsMessages = defineMessages(
  {
    // methods and their forms
    'payments.methodNotFound': 'Ödeme yöntemi bulunamadı',
    'payments.methodUnavailable': 'Bu ödeme yöntemi şu anda kullanılamıyor, lütfen başka bir yöntem seçin',
    'payments.field.number': '{field} bir sayı olmalıdır',
    'payments.field.integer': '{field} tam sayı olmalıdır',
    'payments.field.text': '{field} metin olmalıdır',
    'payments.field.boolean': '{field} evet/hayır değeri olmalıdır',
    'payments.field.date': '{field} geçerli bir tarih olmalıdır',
    'payments.field.option': '{field} için listeden bir seçenek seçin',
    'payments.field.mask': '{field} {mask} biçiminde olmalıdır',
    'payments.iban.format': '{field} TR ile başlamalı ve ardından 24 rakam içermelidir',
    'payments.iban.checksum': '{field} geçerli değil: kontrol haneleri tutmuyor, lütfen IBAN numaranızı kontrol edin',
    'payments.amount.decimals': '{field} en fazla iki ondalık basamak içerebilir',
    'payments.amount.min': '{field} en az {limit} olmalıdır',
    'payments.amount.max': '{field} en fazla {limit} olabilir',

    // deposits
    'payments.deposit.redirect': 'Ödeme sayfası yeni sekmede açılıyor',
    'payments.deposit.bankTransfer': 'Havale/EFT talimatınız oluşturuldu',
    'payments.bankTransfer.details':
      'Lütfen {amount} tutarını aşağıdaki hesaba havale/EFT ile gönderin ve açıklama alanına yalnızca şu referans kodunu yazın: {reference}\n\n{accounts}\n\nTutar hesabımıza ulaştığında bakiyenize eklenir ve size bildirim gönderilir.',
    'payments.bankTransfer.account': 'Banka: {bank}\nAlıcı: {holder}\nIBAN: {iban}',
    'payments.tooManyPending':
      'Onay bekleyen {count} havale bildiriminiz var; yenisini oluşturmadan önce sonuçlanmalarını bekleyin',
    'payments.tooManyOpenCardDeposits':
      'Ödenmemiş {count} kart yatırımınız var; yenisini başlatmadan önce onları tamamlayın ya da süresinin dolmasını bekleyin',
    'payments.cardDepositsTooFast': 'Kısa sürede çok fazla yatırım başlattınız; lütfen {seconds} saniye sonra yeniden deneyin',
    'payments.webhook.rateLimited': 'Bu adresten çok fazla geçersiz bildirim geldi; lütfen daha sonra yeniden deneyin',
    'payments.gatewayUnavailable': 'Ödeme sağlayıcısına şu anda ulaşılamıyor, lütfen daha sonra yeniden deneyin',
    'payments.idempotencyConflict': 'Bu istek anahtarı farklı bir işlem için kullanılmış',

    // withdrawals
    'payments.withdraw.requested': 'Çekim talebiniz alındı; sonuçlandığında bildirim alacaksınız',
    'payments.withdraw.cancelled': 'Çekim talebiniz iptal edildi; tutar bakiyenize iade edildi',
    'payments.withdraw.notFound': 'Çekim talebi bulunamadı',
    'payments.deposit.cancelled': 'Yatırım talebiniz iptal edildi',
    'payments.deposit.notFound': 'Yatırım talebi bulunamadı',
    'payments.deposit.notCancellable': 'Havale/EFT bildirimleri iptal edilemez; sonucu bildirim olarak gelecek',
    'payments.deposit.cancelledByPlayer': 'ödeme yapılmadan sizin tarafınızdan iptal edildi',
    'payments.insufficientFunds': 'Çekilebilir bakiyeniz yetersiz (çekilebilir tutar: {available})',

    // settling a transaction that is no longer pending
    'payments.alreadyConfirmed': 'Bu işlem zaten onaylanmış',
    'payments.alreadyRejected': 'Bu işlem zaten reddedilmiş',
    'payments.alreadyCancelled': 'Bu işlem zaten iptal edilmiş',
    'payments.notPending': 'Bu işlem onay beklemiyor',

    // gateway notifications
    'payments.webhook.applied': 'Bildirim işlendi',
    'payments.webhook.unknownGateway': 'Bilinmeyen ödeme sağlayıcısı',
    'payments.webhook.signature': 'Bildirimin imzası geçersiz',
    'payments.webhook.unknownReference': 'Bildirimdeki ödeme bulunamadı',
    'payments.webhook.mismatch': 'Bildirim, kayıtlı ödemeyle uyuşmuyor',

    // why a gateway declined a card
    'payments.decline.cardDeclined': 'kart bankası işlemi onaylamadı',
    'payments.decline.insufficientFunds': 'kartın bakiyesi yetersiz',
    'payments.decline.notTestCard': 'demo ödeme sayfası yalnızca test kartlarını kabul eder',
    'payments.decline.other': 'ödeme sağlayıcısı işlemi reddetti',
    // why an abandoned card deposit was cancelled (server/payments/expiry.ts)
    'payments.deposit.expired': 'ödeme süresi içinde tamamlanmadı',

    // notifications (titles come from the customer area's notification.* keys)
    'payments.notify.deposit.pending.title': 'Havale bildiriminiz alındı',
    'payments.notify.deposit.pending.note':
      '{amount} tutarındaki havale/EFT bildiriminiz alındı (referans: {reference}); tutar hesabımıza ulaştığında bakiyenize eklenecek.',
    'payments.notify.deposit.rejected.note': '{amount} tutarındaki yatırımınız onaylanmadı: {reason}.',
    'payments.notify.deposit.expired.title': 'Yatırımınız zaman aşımına uğradı',
    'payments.notify.deposit.expired.note':
      '{amount} tutarındaki kartla yatırımınız tamamlanmadığı için iptal edildi. Kartınızdan çekim yapıldıysa tutar yine bakiyenize eklenir.',
    'payments.notify.withdraw.rejected.note':
      '{amount} tutarındaki çekim talebiniz reddedildi ve tutar bakiyenize iade edildi. Sebep: {reason}',

    // the operator API
    'ops.login.success': 'Hoş geldiniz, {username}',
    'ops.login.invalid': 'Kullanıcı adı veya şifre hatalı',
    'ops.login.disabled': 'Bu operatör hesabı kullanıma kapalı',
    'ops.login.locked': 'Çok sayıda hatalı giriş denemesi; {minutes} dakika sonra yeniden deneyin',
    'ops.logout.success': 'Çıkış yapıldı',
    'ops.adminOnly': 'Bu işlem için yönetici (admin) yetkisi gerekir',
    'ops.operator.created': '{username} operatör hesabı oluşturuldu',
    'ops.operator.exists': '{username} kullanıcı adı zaten kullanılıyor',
    'ops.operator.notFound': '{username} adlı operatör bulunamadı',
    'ops.operator.usernameInvalid': 'Operatör kullanıcı adı 3-40 karakter olmalı; harf, rakam, nokta, tire ve alt çizgi içerebilir',
    'ops.operator.passwordTooShort': 'Operatör şifresi en az {limit} karakter olmalıdır',
    'ops.operator.roleInvalid': 'Rol admin, support, finance, trader, content, compliance veya auditor olmalıdır',
    'ops.transaction.notFound': '{id} numaralı işlem bulunamadı',
    'ops.deposit.notManual': 'Bu yatırım ödeme sağlayıcısının bildirimiyle sonuçlanır; elle onaylanamaz',
    'ops.withdrawal.approved': '{id} numaralı çekim onaylandı',
    'ops.withdrawal.rejected': '{id} numaralı çekim reddedildi',
    'ops.deposit.confirmed': '{id} numaralı yatırım onaylandı ve bakiyeye eklendi',
    'ops.deposit.rejected': '{id} numaralı yatırım reddedildi',
  },
  {
    'payments.methodNotFound': 'Payment method not found',
    'payments.methodUnavailable': 'This payment method is not available right now, please choose another one',
    'payments.field.number': '{field} must be a number',
    'payments.field.integer': '{field} must be a whole number',
    'payments.field.text': '{field} must be text',
    'payments.field.boolean': '{field} must be yes or no',
    'payments.field.date': '{field} must be a valid date',
    'payments.field.option': 'Choose an option of the list for {field}',
    'payments.field.mask': '{field} must look like {mask}',
    'payments.iban.format': '{field} must start with TR followed by 24 digits',
    'payments.iban.checksum': '{field} is not valid: its check digits do not match, please check your IBAN',
    'payments.amount.decimals': '{field} can have at most two decimals',
    'payments.amount.min': '{field} must be at least {limit}',
    'payments.amount.max': '{field} can be at most {limit}',

    'payments.deposit.redirect': 'The payment page opens in a new tab',
    'payments.deposit.bankTransfer': 'Your bank transfer instruction is ready',
    'payments.bankTransfer.details':
      'Please send {amount} by bank transfer (havale/EFT) to the account below and write only this reference code in the description: {reference}\n\n{accounts}\n\nThe amount is added to your balance when it reaches our account, and you get a notification.',
    'payments.bankTransfer.account': 'Bank: {bank}\nBeneficiary: {holder}\nIBAN: {iban}',
    'payments.tooManyPending': 'You have {count} bank transfers awaiting confirmation; please wait for them before starting another',
    'payments.tooManyOpenCardDeposits':
      'You have {count} unpaid card deposits; complete them or let them expire before starting another',
    'payments.cardDepositsTooFast': 'You started too many deposits in a short time; please try again in {seconds} seconds',
    'payments.webhook.rateLimited': 'Too many invalid notifications came from this address; please try again later',
    'payments.gatewayUnavailable': 'The payment provider cannot be reached right now, please try again later',
    'payments.idempotencyConflict': 'This request key was already used for a different request',

    'payments.withdraw.requested': 'Your withdrawal request was received; you will be notified when it is settled',
    'payments.withdraw.cancelled': 'Your withdrawal was cancelled; the amount is back in your balance',
    'payments.withdraw.notFound': 'Withdrawal request not found',
    'payments.deposit.cancelled': 'Your deposit was cancelled',
    'payments.deposit.notFound': 'Deposit not found',
    'payments.deposit.notCancellable': 'A bank transfer cannot be cancelled; you will be notified of its outcome',
    'payments.deposit.cancelledByPlayer': 'cancelled by you before paying',
    'payments.insufficientFunds': 'Your withdrawable balance is too low (withdrawable: {available})',

    'payments.alreadyConfirmed': 'This transaction is already confirmed',
    'payments.alreadyRejected': 'This transaction is already rejected',
    'payments.alreadyCancelled': 'This transaction is already cancelled',
    'payments.notPending': 'This transaction is not awaiting a decision',

    'payments.webhook.applied': 'Notification applied',
    'payments.webhook.unknownGateway': 'Unknown payment provider',
    'payments.webhook.signature': 'The notification signature is invalid',
    'payments.webhook.unknownReference': 'The payment of the notification was not found',
    'payments.webhook.mismatch': 'The notification does not match the recorded payment',

    'payments.decline.cardDeclined': 'the card issuer declined the payment',
    'payments.decline.insufficientFunds': 'the card has insufficient funds',
    'payments.decline.notTestCard': 'the demo payment page accepts test cards only',
    'payments.decline.other': 'the payment provider declined the payment',
    'payments.deposit.expired': 'the payment was not completed in time',

    'payments.notify.deposit.pending.title': 'Bank transfer noted',
    'payments.notify.deposit.pending.note':
      'Your bank transfer of {amount} is noted (reference: {reference}); it is added to your balance when it reaches our account.',
    'payments.notify.deposit.rejected.note': 'Your deposit of {amount} was not approved: {reason}.',
    'payments.notify.deposit.expired.title': 'Your deposit expired',
    'payments.notify.deposit.expired.note':
      'Your card deposit of {amount} was not completed and has been cancelled. If your card was charged, the amount is still added to your balance.',
    'payments.notify.withdraw.rejected.note':
      'Your withdrawal of {amount} was rejected and the amount is back in your balance. Reason: {reason}',

    'ops.login.success': 'Welcome, {username}',
    'ops.login.invalid': 'Wrong username or password',
    'ops.login.disabled': 'This operator account is disabled',
    'ops.login.locked': 'Too many failed logins; try again in {minutes} minutes',
    'ops.logout.success': 'Logged out',
    'ops.adminOnly': 'Only an admin may do this',
    'ops.operator.created': 'Operator account {username} created',
    'ops.operator.exists': 'The username {username} is taken',
    'ops.operator.notFound': 'No operator named {username}',
    'ops.operator.usernameInvalid': 'An operator username has 3 to 40 letters, digits, dots, dashes or underscores',
    'ops.operator.passwordTooShort': 'An operator password has at least {limit} characters',
    'ops.operator.roleInvalid': 'The role must be admin, support, finance, trader, content, compliance or auditor',
    'ops.transaction.notFound': 'Transaction {id} not found',
    'ops.deposit.notManual': "This deposit is settled by its payment provider's notification and cannot be confirmed by hand",
    'ops.withdrawal.approved': 'Withdrawal {id} approved',
    'ops.withdrawal.rejected': 'Withdrawal {id} rejected',
    'ops.deposit.confirmed': 'Deposit {id} confirmed and credited',
    'ops.deposit.rejected': 'Deposit {id} rejected',
  },
);
