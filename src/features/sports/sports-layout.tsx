// Our book's page frame: the tree beside the page on desktop (a column of its own from 900 px; on a
// phone the home page shows it inline), and the bet slip as a panel from 1280 px (below that the
// slip is the floating badge and its sheet, src/features/sports/slip-dock.tsx).
import type { ReactNode } from 'react';
import { sportsbook } from '../../theme/recipes/sports';
import { RoutePage } from '../../layout/route-page';
import { SlipPanel } from './slip-panel';
import { SportsTree } from './sports-tree';

export function SportsLayout(props: { children: ReactNode }) {
  const styles = sportsbook();
  return (
    <RoutePage>
      <div className={styles.layout} data-testid="sportsbook">
        <aside className={styles.side}>
          <SportsTree />
        </aside>
        <div className={styles.main}>{props.children}</div>
        <aside className={styles.slipColumn} data-testid="slip-column">
          <SlipPanel />
        </aside>
      </div>
    </RoutePage>
  );
}
