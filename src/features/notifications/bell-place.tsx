// The bell's place in a player's header while its code and the notifications arrive (they load with the
// player, machines/late-child): an invisible box of the bell's size, so the balance and the bar's items
// do not move when the bell appears.
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';

const place = css({ display: 'inline-flex', visibility: 'hidden' });

export function BellPlace(props: { className?: string }) {
  return (
    <span aria-hidden="true" className={cx(place, props.className)} data-bell-place="">
      <span className={button({ variant: 'ghost', palette: 'neutral', size: 'icon' })} />
    </span>
  );
}
