// Messages of the operators' own tools beyond payments: the System messages they send to players.
import { defineMessages } from './define';

export const operatorsMessages = defineMessages(
  {
    'ops.notify.sent': 'Mesaj gönderildi; alıcı sayısı: {count}',
    'ops.notify.playerRequired': 'Tek bir oyuncuya gönderirken oyuncuyu (kullanıcı adı, kullanıcı kodu veya kimlik) belirtin',
    'ops.notify.playerWithAll': 'Tüm oyunculara gönderilen mesajda oyuncu belirtilmez',
    'ops.notify.blank': 'Başlık ve mesaj boş olamaz',
    'ops.notify.tooLong': 'Başlık en fazla {title}, mesaj en fazla {note} karakter olabilir',
    'ops.player.notFound': '{player} adlı oyuncu bulunamadı',
    'ops.player.closed': '{player} hesabı kapatılmış; mesaj gönderilemez',
  },
  {
    'ops.notify.sent': 'Message sent; recipients: {count}',
    'ops.notify.playerRequired': 'Name the player (username, usercode or id) when sending to one player',
    'ops.notify.playerWithAll': 'A message to all players names no player',
    'ops.notify.blank': 'The title and the message cannot be blank',
    'ops.notify.tooLong': 'The title has at most {title} characters and the message at most {note}',
    'ops.player.notFound': 'No player {player}',
    'ops.player.closed': "{player}'s account is closed; no message can be sent",
  },
);
