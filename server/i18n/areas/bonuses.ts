// Messages of bonus campaigns (deposit bonus, cashback: server/wallet/campaigns.ts), their offers' terms
// and the bonus stake limit, in Turkish and English.
import { defineMessages } from './define';

export const bonusesMessages = defineMessages(
  {
    'bonus.name.cashback': 'kayıp bonusu',

    'bonus.offer.title.deposit': 'Yatırım bonusu',
    'bonus.offer.title.cashback': 'Kayıp bonusu',
    'bonus.offer.summary.deposit': 'Bir sonraki {min} ve üzeri yatırımına %{percent} bonus, en fazla {cap}',
    'bonus.offer.summary.cashback': 'Son {days} gündeki net casino kaybının %{percent}’u geri, en fazla {cap}',
    'bonus.offer.term.minDeposit': 'En az yatırım tutarı {min}; katıldıktan sonraki ilk uygun yatırımına bir kez verilir.',
    'bonus.offer.term.wagering': 'Çevrim şartı: bonus tutarının {multiplier} katı, {days} gün içinde.',
    'bonus.offer.term.cash': 'Nakit olarak ödenir, çevrim şartı yoktur.',
    'bonus.offer.term.weights': 'Bahislerin çevrime katkısı: slot %{slots}, rulet %{roulette}, blackjack %{blackjack}, roket (crash) %{crash}, diğer masa oyunları %{table}.',
    'bonus.offer.term.coverage': 'Bir turda sonuçların üçte ikisinden fazlasını kapsayan bahisler (ör. kırmızı ve siyah birlikte) çevrime sayılmaz.',
    'bonus.offer.term.maxStake': 'Bonus bakiyen varken bir turda en fazla {max} bahis yapılabilir.',
    'bonus.offer.term.minOdds': 'Spor bahisleri {odds} ve üzeri oranlarda çevrime sayılır.',
    'bonus.offer.term.period': 'Kayıp, katıldığın andan itibaren son {days} gündeki casino bahisleri eksi kazançlarıdır (yalnızca nakit); her {days} günde bir talep edilir.',
    'bonus.offer.term.ends': 'Kampanya {date} tarihinde sona erer.',

    'bonus.offer.notFound': 'Bu kampanya bulunamadı veya sona erdi',
    'bonus.offer.alreadyJoined': 'Bu kampanyaya zaten katıldınız',
    'bonus.offer.used': 'Bu kampanyadan zaten yararlandınız',
    'bonus.offer.joined.deposit': 'Kampanyaya katıldınız: bonus, bir sonraki {min} ve üzeri yatırımınız onaylanınca hesabınıza eklenecek',
    'bonus.offer.joined.cashback': 'Kayıp bonusuna katıldınız: bundan sonraki net kayıplarınızın %{percent}’u talep edilebilir olacak',
    'bonus.offer.cashback.paid': '{amount} kayıp bonusu hesabınıza eklendi',
    'bonus.offer.cashback.nothing': 'Şu anda talep edilecek kayıp bonusu yok',
    'bonus.offer.cashback.notYet': 'Bu dönemin kayıp bonusunu aldınız; bir sonraki dönem {date} tarihinde başlar',
  },
  {
    'bonus.name.cashback': 'cashback',

    'bonus.offer.title.deposit': 'Deposit bonus',
    'bonus.offer.title.cashback': 'Cashback',
    'bonus.offer.summary.deposit': '{percent}% bonus on your next deposit of {min} or more, up to {cap}',
    'bonus.offer.summary.cashback': '{percent}% of your net casino losses over the last {days} days back, up to {cap}',
    'bonus.offer.term.minDeposit': 'The minimum deposit is {min}; given once, on your first qualifying deposit after joining.',
    'bonus.offer.term.wagering': 'Wagering: {multiplier} times the bonus amount, within {days} days.',
    'bonus.offer.term.cash': 'Paid as cash, with no wagering.',
    'bonus.offer.term.weights': 'Stakes count towards wagering: slots {slots}%, roulette {roulette}%, blackjack {blackjack}%, crash {crash}%, other table games {table}%.',
    'bonus.offer.term.coverage': 'Bets of one round covering more than two thirds of its outcomes (e.g. red and black together) do not count.',
    'bonus.offer.term.maxStake': 'While you hold bonus money, one round’s stakes may be at most {max}.',
    'bonus.offer.term.minOdds': 'Sports bets count at odds of {odds} or more.',
    'bonus.offer.term.period': 'Losses are your casino stakes minus winnings (cash only) over the last {days} days since you joined; claim once every {days} days.',
    'bonus.offer.term.ends': 'The offer ends on {date}.',

    'bonus.offer.notFound': 'This offer does not exist or has ended',
    'bonus.offer.alreadyJoined': 'You have already joined this offer',
    'bonus.offer.used': 'You have already had this offer',
    'bonus.offer.joined.deposit': 'You joined: the bonus is added when your next deposit of {min} or more is confirmed',
    'bonus.offer.joined.cashback': 'You joined the cashback: {percent}% of your net losses from now on can be claimed',
    'bonus.offer.cashback.paid': '{amount} cashback was added to your account',
    'bonus.offer.cashback.nothing': 'There is no cashback to claim right now',
    'bonus.offer.cashback.notYet': 'You had this period’s cashback; the next period starts on {date}',
  },
);
