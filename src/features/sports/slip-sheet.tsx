// The bet slip as a sheet (Ark's Dialog: focus trap, Escape, scroll lock): from the bottom on a
// phone, at the side on a desktop. Open while the slip's `sheet` region is open.
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { button } from '../../../styled-system/recipes/button';
import { betSlip } from '../../theme/recipes/sports';
import { useT } from '../../app/app-context';
import { useSportsSend } from './hooks';
import { SlipPanel } from './slip-panel';

export default function SlipSheet() {
  const t = useT();
  const send = useSportsSend();
  const styles = betSlip();
  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? undefined : send({ type: 'slip.sheet.closed' }))}>
      <Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Positioner>
          <Dialog.Content className={styles.sheet} data-testid="slip-sheet" aria-label={t('slip.title')}>
            <Dialog.Title className={styles.title} hidden>
              {t('slip.title')}
            </Dialog.Title>
            <SlipPanel />
            <Dialog.CloseTrigger className={button({ variant: 'ghost', block: true })}>{t('slip.close')}</Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
