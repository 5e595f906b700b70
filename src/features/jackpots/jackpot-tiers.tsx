// The four tiers of one jackpot (grand, major, minor, mini), each a rolling amount with the TRY
// label; a tier without a value shows a dash rather than a made-up number.
import type { JackpotTier } from '../../../machines/jackpots/jackpots.selectors';
import { jackpots } from '../../../styled-system/recipes/jackpots';
import { useT } from '../../app/app-context';
import { RollingAmount } from './rolling-amount';

export function JackpotTiers(props: { tiers: JackpotTier[] }) {
  const t = useT();
  const styles = jackpots();
  return (
    <dl className={styles.tiers}>
      {props.tiers.map((tier) => (
        <div key={tier.tier} className={styles.tier} data-tier={tier.tier}>
          <dt className={styles.tierName}>{t(`jackpots.${tier.tier}`)}</dt>
          <dd>
            {tier.amount === null ? (
              <span className={styles.amount}>–</span>
            ) : (
              <RollingAmount kurus={tier.amount} currency={t('jackpots.currency')} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
