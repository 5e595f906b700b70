// A jackpot amount as a rolling number (spec §2): each digit is a strip of 0–9 that the recipe slides
// to the digit shown, so every tick rolls the digits that changed. Screen readers get the plain text.
import { jackpots } from '../../../styled-system/recipes/jackpots';

const amountFormat = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/**
 * The ten digits one per line, as one text node: the home page shows about a hundred of these strips,
 * and ten elements each made most of its DOM (style and layout time on a phone).
 */
const STRIP = '0\n1\n2\n3\n4\n5\n6\n7\n8\n9';

/** Kuruş as the jackpots show it, for example 1.234.567,89. */
export function formatJackpotAmount(kurus: number): string {
  return amountFormat.format(kurus / 100);
}

export function RollingAmount(props: { kurus: number; currency: string }) {
  const styles = jackpots();
  const text = formatJackpotAmount(props.kurus);
  const chars = [...text];
  return (
    <span className={styles.amount} data-testid="jackpot-amount" data-kurus={props.kurus}>
      <span className={styles.srOnlyText}>{`${text} ${props.currency}`}</span>
      <span aria-hidden="true" className={styles.digits}>
        {chars.map((char, index) =>
          /\d/.test(char) ? (
            // Keyed from the right, so a digit keeps its strip when the number grows a digit.
            <span key={chars.length - index} className={styles.digit} data-digit={char}>
              <span data-part="strip">{STRIP}</span>
            </span>
          ) : (
            <span key={chars.length - index}>{char}</span>
          ),
        )}
      </span>
      <span aria-hidden="true" className={styles.currency}>
        {props.currency}
      </span>
    </span>
  );
}
