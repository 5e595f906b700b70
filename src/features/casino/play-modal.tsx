// The phone's game play modal (spec §2): a top bar with the game's name, Deposit (opening the
// 'Deposit Money' bottom sheet with the deposit methods; a method opens the payment dialog), refresh
// and close; the game frame fills the rest. Loaded only when a game is opened on a phone.
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useSelector } from '@xstate/react';
import { selectGameLaunchRef } from '../../../machines/app/app.selectors';
import { selectFrameRef, selectIsDepositSheetOpen, selectModalGame } from '../../../machines/game-launch/game-launch.selectors';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { gamePlay } from '../../../styled-system/recipes/game-play';
import { useAppActor, useSend, useT } from '../../app/app-context';
import { CloseIcon, WalletIcon } from '../../ui/icons';
import { PaymentMethodsPage } from '../payments/payment-methods-page';
import { GameFrame } from './game-frame';
import { RefreshIcon } from './heart-icon';
import { useGameLaunchSelector } from './hooks';

export default function PlayModal() {
  const t = useT();
  const send = useSend();
  const launch = useSelector(useAppActor(), selectGameLaunchRef);
  const game = useGameLaunchSelector(selectModalGame);
  const frame = useGameLaunchSelector(selectFrameRef);
  const sheetOpen = useGameLaunchSelector(selectIsDepositSheetOpen);
  const styles = gamePlay();
  const iconButton = button({ variant: 'ghost', palette: 'neutral', size: 'icon' });
  if (!game) return null;
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) send({ type: 'game.modal.closed' });
      }}
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Content className={styles.modal} data-part="modal" data-testid="play-modal">
          <div className={styles.bar}>
            <Dialog.Title className={styles.title}>{game.name}</Dialog.Title>
            <div className={styles.actions}>
              <button
                type="button"
                className={button({ variant: 'solid', palette: 'success', size: 'sm' })}
                aria-expanded={sheetOpen}
                aria-controls="deposit-sheet"
                onClick={() => send({ type: sheetOpen ? 'game.deposit.closed' : 'game.deposit.opened' })}
              >
                <WalletIcon />
                {t('casino.deposit')}
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={t('casino.refresh')}
                title={t('casino.refresh')}
                onClick={() => frame?.send({ type: 'game.reload' })}
                data-testid="game-refresh"
              >
                <RefreshIcon />
              </button>
              <Dialog.CloseTrigger className={iconButton} aria-label={t('casino.close')} title={t('casino.close')} data-testid="game-close">
                <CloseIcon />
              </Dialog.CloseTrigger>
            </div>
          </div>
          <div className={css({ position: 'relative', flex: '1', minHeight: '0', display: 'flex', flexDirection: 'column' })}>
            {frame ? <GameFrame actor={frame} name={game.name} onBackToLobby={() => send({ type: 'game.modal.closed' })} /> : null}
            {sheetOpen ? (
              <section id="deposit-sheet" className={styles.sheet} role="region" aria-labelledby="deposit-sheet-title" data-testid="deposit-sheet">
                <div className={styles.sheetHeader}>
                  <h2 id="deposit-sheet-title">{t('casino.depositMoney')}</h2>
                  <button type="button" className={iconButton} aria-label={t('dialog.close')} onClick={() => launch.send({ type: 'game.deposit.closed' })}>
                    <CloseIcon />
                  </button>
                </div>
                <div className={styles.sheetBody}>
                  <PaymentMethodsPage type={1} />
                </div>
              </section>
            ) : null}
          </div>
        </Dialog.Content>
      </Portal>
    </Dialog.Root>
  );
}
