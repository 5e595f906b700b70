// Messages of registration, phone verification, recovery and password changes, in Turkish and English;
// also the texts of the SMS and e-mails those flows send, and the rate-limit refusals.
import { defineMessages } from './define';

export const accountsMessages = defineMessages(
  {
    // registration
    'accounts.registered': 'Kaydınız tamamlandı. Hoş geldiniz, {username}!',
    'accounts.passwordMismatch': 'Şifreler birbiriyle eşleşmiyor',
    'accounts.usernameTaken': 'Bu kullanıcı adı zaten kullanılıyor, lütfen başka bir kullanıcı adı seçin',
    'accounts.emailTaken': 'Bu e-posta adresiyle kayıtlı bir hesap zaten var',
    'accounts.phoneTaken': 'Bu telefon numarası başka bir hesapta kayıtlı',
    'accounts.personalNoTaken': 'Bu TC Kimlik No ile kayıtlı bir hesap zaten var',
    'accounts.personalNoInvalid': 'TC Kimlik No geçerli değil, lütfen numaranızı kontrol edin',
    'accounts.birthDateInvalid': 'Doğum tarihi geçerli bir tarih değil',
    'accounts.underage': 'Kayıt olabilmek için 18 yaşını doldurmuş olmanız gerekir',
    'accounts.countryUnknown': 'Seçilen ülke listede yok, lütfen listeden bir ülke seçin',
    'accounts.currencyUnsupported': 'Seçilen para birimi desteklenmiyor',

    // rate limits
    'accounts.rateLimitedSeconds': 'Çok fazla deneme yapıldı, lütfen {seconds} saniye sonra yeniden deneyin',
    'accounts.rateLimitedMinutes': 'Çok fazla deneme yapıldı, lütfen {minutes} dakika sonra yeniden deneyin',

    // one-time codes
    'accounts.codeResendTooSoon': 'Yeni bir kod isteyebilmek için {seconds} saniye bekleyin',
    'accounts.codeWrong': 'Kod hatalı; {attempts} deneme hakkınız kaldı',
    'accounts.codeVoided': 'Çok fazla hatalı deneme yapıldığı için kod iptal edildi, lütfen yeni bir kod isteyin',
    'accounts.codeExpired': 'Kodun süresi doldu, lütfen yeni bir kod isteyin',
    'accounts.codeUsed': 'Bu kod zaten kullanıldı, lütfen yeni bir kod isteyin',
    'accounts.codeMissing': 'Geçerli bir kod yok, lütfen önce bir kod isteyin',
    'accounts.codeOtherPhone': 'Kod bu numaraya gönderilmedi, lütfen bu numara için yeni bir kod isteyin',
    'accounts.sendFailed': 'Mesaj şu anda gönderilemedi, lütfen biraz sonra yeniden deneyin',

    // phone verification
    'accounts.phoneCodeSent': 'Doğrulama kodu {phone} numaralı telefona SMS ile gönderildi',
    'accounts.phoneVerified': 'Telefon numaranız doğrulandı',
    'accounts.phoneAlreadyVerified': 'Bu telefon numarası zaten doğrulanmış',

    // recovery and password changes
    'accounts.resetSent': 'Kullanıcı adı kayıtlıysa, şifre sıfırlama kodu hesabın e-posta adresine gönderildi',
    'accounts.resetCodeValid': 'Kod doğrulandı, yeni şifrenizi belirleyebilirsiniz',
    'accounts.passwordReset': 'Şifreniz değiştirildi, yeni şifrenizle giriş yapabilirsiniz',
    'accounts.passwordChanged': 'Şifreniz değiştirildi',
    'accounts.oldPasswordWrong': 'Mevcut şifreniz hatalı',
    'accounts.passwordUnchanged': 'Yeni şifreniz mevcut şifrenizden farklı olmalıdır',

    // trial bonus
    'accounts.trialBonusGranted': 'Tebrikler! {amount} deneme bonusu hesabınıza eklendi',
    'accounts.trialBonusNone': 'Şu anda deneme bonusu sunulmuyor',
    'accounts.trialBonusAlreadyClaimed': 'Deneme bonusunuzu zaten aldınız',
    'accounts.trialBonusNeedsPhone': 'Deneme bonusunu alabilmek için önce telefon numaranızı doğrulayın',

    // what the SMS and e-mails say
    'accounts.sms.phoneCode': 'Telefon doğrulama kodunuz: {code}. Kod 10 dakika geçerlidir; kimseyle paylaşmayın.',
    'accounts.mail.resetSubject': 'Şifre sıfırlama kodunuz',
    'accounts.mail.resetBody':
      'Merhaba {name},\n\nŞifre sıfırlama kodunuz: {code}\n\nKod 10 dakika geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmez.',
  },
  {
    'accounts.registered': 'Your account is ready. Welcome, {username}!',
    'accounts.passwordMismatch': 'The passwords do not match',
    'accounts.usernameTaken': 'This username is already taken, please choose another one',
    'accounts.emailTaken': 'An account with this e-mail address already exists',
    'accounts.phoneTaken': 'This phone number belongs to another account',
    'accounts.personalNoTaken': 'An account with this TC No already exists',
    'accounts.personalNoInvalid': 'This TC No is not valid, please check the number',
    'accounts.birthDateInvalid': 'The birthdate is not a valid date',
    'accounts.underage': 'You must be 18 or older to register',
    'accounts.countryUnknown': 'The selected country is not in the list, please choose one from the list',
    'accounts.currencyUnsupported': 'The selected currency is not supported',

    'accounts.rateLimitedSeconds': 'Too many attempts, please try again in {seconds} seconds',
    'accounts.rateLimitedMinutes': 'Too many attempts, please try again in {minutes} minutes',

    'accounts.codeResendTooSoon': 'Please wait {seconds} seconds before asking for a new code',
    'accounts.codeWrong': 'Wrong code; {attempts} attempts left',
    'accounts.codeVoided': 'The code was cancelled after too many wrong attempts, please ask for a new one',
    'accounts.codeExpired': 'The code has expired, please ask for a new one',
    'accounts.codeUsed': 'This code has already been used, please ask for a new one',
    'accounts.codeMissing': 'There is no valid code, please ask for one first',
    'accounts.codeOtherPhone': 'The code was not sent to this number, please ask for a new code for it',
    'accounts.sendFailed': 'The message could not be sent right now, please try again in a moment',

    'accounts.phoneCodeSent': 'A verification code was sent by SMS to {phone}',
    'accounts.phoneVerified': 'Your phone number is verified',
    'accounts.phoneAlreadyVerified': 'This phone number is already verified',

    'accounts.resetSent': 'If the username is registered, a password reset code was sent to the e-mail address of the account',
    'accounts.resetCodeValid': 'The code is valid, you can now choose a new password',
    'accounts.passwordReset': 'Your password was changed, you can log in with the new one',
    'accounts.passwordChanged': 'Your password was changed',
    'accounts.oldPasswordWrong': 'Your current password is wrong',
    'accounts.passwordUnchanged': 'The new password must differ from the current one',

    'accounts.trialBonusGranted': 'Congratulations! A {amount} trial bonus was added to your account',
    'accounts.trialBonusNone': 'No trial bonus is offered at the moment',
    'accounts.trialBonusAlreadyClaimed': 'You have already received your trial bonus',
    'accounts.trialBonusNeedsPhone': 'Please verify your phone number first to receive the trial bonus',

    'accounts.sms.phoneCode': 'Your phone verification code: {code}. It is valid for 10 minutes; do not share it with anyone.',
    'accounts.mail.resetSubject': 'Your password reset code',
    'accounts.mail.resetBody':
      'Hello {name},\n\nYour password reset code: {code}\n\nThe code is valid for 10 minutes. If you did not ask for it, ignore this e-mail; your password stays the same.',
  },
);
