// The side menu as a drawer under 1100 px (spec §2), opened by the header's menu button. Loaded the
// first time it opens.
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { selectIsMenuOpen } from '../../machines/header/header.selectors';
import { css, cx } from '../../styled-system/css';
import { button } from '../../styled-system/recipes/button';
import { sideMenu } from '../../styled-system/recipes/side-menu';
import { useHeaderSelector, useSend, useT } from '../app/app-context';
import { useExitWatchdog } from '../ui/exit-watchdog';
import { CloseIcon } from '../ui/icons';
import { SideMenuContent } from './side-menu';

export default function SideMenuDrawer() {
  const t = useT();
  const send = useSend();
  const open = useHeaderSelector(selectIsMenuOpen);
  const styles = sideMenu();
  const parts = useExitWatchdog(open);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) send({ type: 'menu.closed' });
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop ref={parts.backdrop} className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content ref={parts.content} className={styles.drawer} data-testid="side-menu-drawer">
            <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: '4', pt: '4' })}>
              <Dialog.Title className={css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: 'lg' })}>
                {t('menu.title')}
              </Dialog.Title>
              <Dialog.CloseTrigger
                className={cx(button({ variant: 'ghost', palette: 'neutral', size: 'icon' }))}
                aria-label={t('dialog.close')}
              >
                <CloseIcon />
              </Dialog.CloseTrigger>
            </div>
            <SideMenuContent />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
