// Players: the lookup, then a player's page with its tabs (profile and balances, ledger) and the lock
// action. Everything shown comes from the players actor's selectors.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectCan, selectMaySee, selectScreen } from '../../../machines/backoffice-app/backoffice-app.selectors';
import type { PlayerTab, playersMachine } from '../../../machines/backoffice-players/backoffice-players.machine';
import {
  selectIsBusy,
  selectIsLoading,
  selectIsLocking,
  selectIsOpen,
  selectLedger,
  selectPlayer,
  selectReason,
  selectReasonTooShort,
  selectResults,
  selectSearch,
  selectTab,
} from '../../../machines/backoffice-players/backoffice-players.selectors';
import { button, field } from '../../../styled-system/recipes';
import { useBackoffice } from '../app/context';
import { formatDateTime, formatTry } from '../format';
import type { BackofficeTextKey } from '../i18n';
import { ReasonDialog } from '../reason-dialog';
import { badge, figures, page, table, toolbar } from '../theme';
import { Forbidden } from './queue-screen';

type PlayersRef = ActorRefFrom<typeof playersMachine>;

export function PlayersScreen() {
  const { actor } = useBackoffice();
  const maySee = useSelector(actor, selectMaySee('players'));
  const players = useSelector(actor, selectScreen('players'));
  if (!maySee) return <Forbidden />;
  return players ? <Players players={players} /> : null;
}

function Players({ players }: { players: PlayersRef }) {
  const open = useSelector(players, selectIsOpen);
  const player = useSelector(players, selectPlayer);
  return open && player ? <PlayerPage players={players} /> : <Lookup players={players} />;
}

function Lookup({ players }: { players: PlayersRef }) {
  const { t, locale } = useBackoffice();
  const search = useSelector(players, selectSearch);
  const results = useSelector(players, selectResults);
  const loading = useSelector(players, selectIsLoading);
  const styles = table();
  const fieldStyles = field();
  return (
    <section className={page()} data-testid="bo-players">
      <h1>{t('nav.players')}</h1>
      <form
        className={toolbar()}
        onSubmit={(event) => {
          event.preventDefault();
          players.send({ type: 'players.search.submitted' });
        }}
      >
        <label className={fieldStyles.root}>
          <span className={fieldStyles.label}>{t('players.search')}</span>
          <input className={fieldStyles.input} name="search" value={search} onChange={(event) => players.send({ type: 'players.search.changed', value: event.target.value })} />
        </label>
        <button type="submit" className={button({ size: 'sm' })} data-loading={loading || undefined}>
          {t('players.find')}
        </button>
      </form>
      {results ? (
        results.length === 0 ? (
          <p className={styles.empty}>{t('players.none')}</p>
        ) : (
          <div className={styles.scroller}>
            <table className={styles.table}>
              <HeadRow keys={['queue.player', 'players.email', 'players.phone', 'players.cash', 'players.status']} />
              <tbody>
                {results.map((player) => (
                  <tr key={player.id} className={styles.row} data-testid="bo-player-row">
                    <td className={styles.td}>
                      <button type="button" className={button({ variant: 'link', size: 'sm' })} onClick={() => players.send({ type: 'players.opened', id: player.id })}>
                        {player.username}
                      </button>
                      {` ${player.name} ${player.surname}`}
                    </td>
                    <td className={styles.td}>{player.email}</td>
                    <td className={styles.td}>{player.phone}</td>
                    <td className={styles.td}>{formatTry(locale, player.cash)}</td>
                    <td className={styles.td}>{t(`players.status.${player.status}` as BackofficeTextKey)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : null}
    </section>
  );
}

const TABS: PlayerTab[] = ['profile', 'ledger'];

function PlayerPage({ players }: { players: PlayersRef }) {
  const { actor, t, locale } = useBackoffice();
  const player = useSelector(players, selectPlayer)!;
  const tab = useSelector(players, selectTab);
  const mayManage = useSelector(actor, selectCan('players:manage'));
  const styles = figures();
  return (
    <section className={page()} data-testid="bo-player">
      <div className={toolbar()}>
        <button type="button" className={button({ variant: 'ghost', palette: 'neutral', size: 'sm' })} onClick={() => players.send({ type: 'players.closed' })}>
          {t('players.back')}
        </button>
      </div>
      <h1>
        {player.username} · {player.name} {player.surname}{' '}
        <span className={badge({ tone: player.status === 'active' ? 'success' : 'danger' })} data-testid="bo-player-status">
          {t(`players.status.${player.status}` as BackofficeTextKey)}
        </span>
      </h1>
      <div className={toolbar()} role="tablist">
        {TABS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={value === tab}
            className={button({ size: 'sm', variant: value === tab ? 'solid' : 'outline', palette: 'neutral' })}
            onClick={() => players.send({ type: 'players.tab.chosen', tab: value })}
          >
            {t(`players.${value}`)}
          </button>
        ))}
        {mayManage && player.status !== 'closed' ? (
          <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'danger' })} onClick={() => players.send({ type: 'players.lock.opened' })}>
            {player.status === 'active' ? t('players.lock') : t('players.unlock')}
          </button>
        ) : null}
      </div>
      {tab === 'profile' ? (
        <dl className={styles.grid}>
          {(
            [
              ['players.cash', formatTry(locale, player.cash)],
              ['players.bonus', formatTry(locale, player.bonus)],
              ['players.hold', formatTry(locale, player.hold)],
              ['players.email', player.email],
              ['players.phone', player.phone],
              ['players.createdAt', formatDateTime(locale, player.createdAt)],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className={styles.tile}>
              <dt className={styles.label}>{t(key)}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <Ledger players={players} />
      )}
      <LockDialog players={players} />
    </section>
  );
}

function Ledger({ players }: { players: PlayersRef }) {
  const { t, locale } = useBackoffice();
  const lines = useSelector(players, selectLedger);
  const styles = table();
  return (
    <div className={styles.scroller}>
      <table className={styles.table} data-testid="bo-ledger">
        <HeadRow keys={['queue.created', 'players.kind', 'players.account', 'queue.amount', 'players.balanceAfter']} />
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} className={styles.row}>
              <td className={styles.td}>{formatDateTime(locale, line.at)}</td>
              <td className={styles.td}>{line.kind}</td>
              <td className={styles.td}>{line.account}</td>
              <td className={styles.td}>{formatTry(locale, line.amount)}</td>
              <td className={styles.td}>{formatTry(locale, line.balanceAfter)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LockDialog({ players }: { players: PlayersRef }) {
  const { t } = useBackoffice();
  const open = useSelector(players, selectIsLocking);
  const player = useSelector(players, selectPlayer);
  const reason = useSelector(players, selectReason);
  const tooShort = useSelector(players, selectReasonTooShort);
  const busy = useSelector(players, selectIsBusy);
  const label = player?.status === 'active' ? t('players.lock') : t('players.unlock');
  return (
    <ReasonDialog
      open={open}
      title={label}
      label={t('players.reason')}
      reason={reason}
      tooShort={tooShort}
      busy={busy}
      confirmLabel={label}
      cancelLabel={t('queue.cancel')}
      onReason={(value) => players.send({ type: 'players.reason.changed', value })}
      onConfirm={() => players.send({ type: 'players.lock.confirmed' })}
      onCancel={() => players.send({ type: 'players.lock.cancelled' })}
    />
  );
}

/** A plain table's header: one column per text key. */
function HeadRow({ keys }: { keys: BackofficeTextKey[] }) {
  const { t } = useBackoffice();
  const styles = table();
  return (
    <thead className={styles.head}>
      <tr>
        {keys.map((key) => (
          <th key={key} className={styles.th}>
            {t(key)}
          </th>
        ))}
      </tr>
    </thead>
  );
}
