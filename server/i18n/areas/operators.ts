// Messages of the operators' own tools beyond payments: the System messages they send to players, and the
// second step of their sign-in (TOTP).
import { defineMessages } from './define';

export const operatorsMessages = defineMessages(
  {
    'ops.notify.sent': 'Mesaj gönderildi; alıcı sayısı: {count}',
    'ops.replay.keyInvalid': 'İstek anahtarı (Idempotency-Key) harf, rakam veya . _ : - karakterlerinden oluşan 8–128 karakter olmalıdır',
    'ops.replay.mismatch': 'Bu istek anahtarı farklı bir istek için kullanılmış',
    'ops.replay.unknown': 'Bu isteğin ilk denemesinin sonucu bilinmiyor; tekrar göndermeden önce denetim kaydına bakın',
    'ops.notify.playerRequired': 'Tek bir oyuncuya gönderirken oyuncuyu (kullanıcı adı, kullanıcı kodu veya kimlik) belirtin',
    'ops.notify.playerWithAll': 'Tüm oyunculara gönderilen mesajda oyuncu belirtilmez',
    'ops.notify.blank': 'Başlık ve mesaj boş olamaz',
    'ops.notify.tooLong': 'Başlık en fazla {title}, mesaj en fazla {note} karakter olabilir',
    'ops.player.notFound': '{player} adlı oyuncu bulunamadı',
    'ops.player.closed': '{player} hesabı kapatılmış; mesaj gönderilemez',
    'ops.totp.challenge': 'Doğrulama uygulamanızdaki kodu girin',
    'ops.totp.enrol': 'Bu hesabı doğrulama uygulamanıza ekleyin, ardından gösterdiği ilk kodu girin',
    'ops.totp.invalid': 'Kod hatalı',
    'ops.totp.replayed': 'Bu kod zaten kullanıldı; bir sonraki kodu bekleyin',
    'ops.totp.challengeInvalid': 'Bu giriş adımının süresi doldu veya adım zaten kullanıldı; şifrenizi yeniden girin',
    'ops.totp.enrolled': 'İki adımlı giriş açıldı, {username}. Kurtarma kodlarını güvenli bir yerde saklayın: yalnızca şimdi gösterilir',
  },
  {
    'ops.notify.sent': 'Message sent; recipients: {count}',
    'ops.replay.keyInvalid': 'The request key (Idempotency-Key) must be 8–128 letters, digits or . _ : -',
    'ops.replay.mismatch': 'This request key was already used for a different request',
    'ops.replay.unknown': "This request's first attempt has no known outcome; check the audit log before sending it again",
    'ops.notify.playerRequired': 'Name the player (username, usercode or id) when sending to one player',
    'ops.notify.playerWithAll': 'A message to all players names no player',
    'ops.notify.blank': 'The title and the message cannot be blank',
    'ops.notify.tooLong': 'The title has at most {title} characters and the message at most {note}',
    'ops.player.notFound': 'No player {player}',
    'ops.player.closed': "{player}'s account is closed; no message can be sent",
    'ops.totp.challenge': 'Enter the code from your authenticator app',
    'ops.totp.enrol': 'Add this account to your authenticator app, then enter the first code it shows',
    'ops.totp.invalid': 'Wrong code',
    'ops.totp.replayed': 'This code was already used; wait for the next one',
    'ops.totp.challengeInvalid': 'This sign-in step has expired or was already used; enter your password again',
    'ops.totp.enrolled': 'Two-factor sign-in is on, {username}. Keep the recovery codes somewhere safe: they are shown only now',
  },
);
