// Texts of bonus offers (deposit bonus, cashback): the bonuses page's offers and the promotions' Join / Claim buttons.
import type { TranslationEntry } from '../entry';

export const bonusOffersKeys = [
  { key: 'offers.title', tr: 'Kampanyalar', en: 'Offers' },
  { key: 'offers.terms', tr: 'Koşullar', en: 'Terms' },
  { key: 'offers.join', tr: 'Katıl', en: 'Join' },
  { key: 'offers.claim', tr: '{amount} Al', en: 'Claim {amount}' },
  { key: 'offers.joined', tr: 'Katıldın', en: 'Joined' },
  { key: 'offers.used', tr: 'Kullanıldı', en: 'Used' },
  { key: 'offers.note.deposit', tr: 'Katıldın: bonus, bir sonraki uygun yatırımın onaylanınca eklenecek.', en: 'Joined: the bonus is added when your next qualifying deposit is confirmed.' },
  { key: 'offers.note.cashback', tr: 'Katıldın: kayıp bonusu biriktiğinde buradan talep edebilirsin.', en: 'Joined: claim your cashback here once it builds up.' },
  { key: 'offers.note.used', tr: 'Bu kampanyadan yararlandın.', en: 'You have had this offer.' },
  { key: 'offers.nextClaim', tr: 'Bir sonraki talep: {date}', en: 'Next claim: {date}' },
  { key: 'offers.failed', tr: 'Kampanyalar yüklenemedi.', en: 'Offers could not be loaded.' },
] as const satisfies readonly TranslationEntry[];
