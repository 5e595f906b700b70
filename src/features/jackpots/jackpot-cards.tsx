// The EGT jackpot cards of the home page (spec §2, §9): Clover Chance and High Cash, four levels each.
import { type JackpotCardView, selectCards } from '../../../machines/jackpots/jackpots.selectors';
import { jackpots } from '../../../styled-system/recipes/jackpots';
import { useJackpotsSelector } from '../../app/app-context';
import { JackpotTiers } from './jackpot-tiers';

const noCards: JackpotCardView[] = [];

export function JackpotCards() {
  const cards = useJackpotsSelector(selectCards, noCards);
  const styles = jackpots();
  if (cards.length === 0) return null;
  return (
    <div className={styles.cards} data-testid="jackpot-cards">
      {cards.map((card) => (
        <section key={card.name} className={styles.card} aria-label={card.name} data-testid="jackpot-card">
          <h2 className={styles.name}>{card.name}</h2>
          <JackpotTiers tiers={card.tiers} />
        </section>
      ))}
    </div>
  );
}
