// UI texts of issue 13's everyday features, Turkish and English: cancelling a pending withdrawal or an
// unpaid card deposit, continuing a payment, changing a verified phone, and the player's favourites.
import type { TranslationEntry } from '../entry';

export const everydayKeys = [
  // ---- financial activities: row actions ----
  { key: 'financial.column.actions', tr: 'İşlemler', en: 'Actions' },
  { key: 'financial.cancel', tr: 'İptal Et', en: 'Cancel' },
  { key: 'financial.continuePayment', tr: 'Ödemeye Devam Et', en: 'Continue payment' },
  { key: 'financial.cancelWithdrawalTitle', tr: 'Çekim talebi iptal edilsin mi?', en: 'Cancel this withdrawal?' },
  {
    key: 'financial.cancelWithdrawalText',
    tr: '{amount} tutarındaki çekim talebiniz iptal edilecek ve tutar hemen bakiyenize dönecek.',
    en: 'Your {amount} withdrawal request will be cancelled and the amount returns to your balance at once.',
  },
  { key: 'financial.cancelDepositTitle', tr: 'Yatırım iptal edilsin mi?', en: 'Cancel this deposit?' },
  {
    key: 'financial.cancelDepositText',
    tr: '{amount} tutarındaki kart ile yatırımınız iptal edilecek. Ödeme yapmadıysanız hesabınızdan para çekilmez.',
    en: 'Your {amount} card deposit will be cancelled. If you have not paid, nothing is charged.',
  },
  { key: 'financial.confirmCancel', tr: 'Evet, iptal et', en: 'Yes, cancel it' },
  { key: 'financial.keep', tr: 'Vazgeç', en: 'Keep it' },
  { key: 'financial.pendingWithdrawals', tr: 'Bekleyen çekim talepleriniz', en: 'Your pending withdrawals' },
  { key: 'financial.unpaidDeposits', tr: 'Ödenmemiş kart yatırımlarınız', en: 'Your unpaid card deposits' },
  // ---- phone: a verified player changes the number ----
  { key: 'phone.changePhone', tr: 'Telefonu Değiştir', en: 'Change Phone' },
  { key: 'phone.keepCurrent', tr: 'Vazgeç', en: 'Cancel' },
  {
    key: 'phone.changeHint',
    tr: 'Yeni numara doğrulanana kadar mevcut numaranız geçerli kalır.',
    en: 'Your current number stays until the new one is verified.',
  },
  // ---- favourites ----
  { key: 'favorites.empty', tr: 'Henüz favori oyununuz yok. Bir oyunun kalbine dokunarak ekleyin.', en: 'No favourite games yet. Tap a game’s heart to add it.' },
  { key: 'favorites.guest', tr: 'Favori oyunlarınızı görmek için giriş yapın.', en: 'Log in to see your favourite games.' },
  { key: 'favorites.login', tr: 'Giriş Yap', en: 'Log In' },
  { key: 'favorites.loading', tr: 'Favoriler yükleniyor…', en: 'Loading favourites…' },
] as const satisfies readonly TranslationEntry[];
