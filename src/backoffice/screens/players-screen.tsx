// Players: the lookup, then a player's page with its tabs (profile, balances and protection status; the
// paged ledger, sessions, payments and notes) and its actions (lock or unlock, reset the phone
// verification, end a session, propose a manual adjustment, send a message, add a note), each offered only
// when the role has its permission. Everything shown comes from the players actor's selectors. A player's
// page has its own URL (/backoffice/players/<id>?tab=…): the lookup's results, the tabs and "back" are
// links the router turns into the actor's events (src/backoffice/router.tsx); an id no player has says
// so. Traders get the sports stake factor tab (machines/backoffice-stake-factor).
import type { ColumnDef } from '@tanstack/react-table';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectCan } from '../../../machines/backoffice-app/backoffice-app.selectors';
import type { ListTab, OpsLedgerLine, OpsPlayerBonus, OpsPlayerNote, OpsPlayerRound, OpsPlayerSession, OpsTransaction, PlayerNotification } from '../../../machines/backoffice-players/backoffice-players.actors';
import { LEDGER_PAGE, PLAYER_TABS, type PlayerTab, type playersMachine } from '../../../machines/backoffice-players/backoffice-players.machine';
import {
  selectAmount,
  selectCanAddNote,
  selectCanConfirm,
  selectCancellingBonus,
  selectDialog,
  selectIsBusy,
  selectIsLoading,
  selectIsMissing,
  selectIsOpen,
  selectPage,
  selectPlayer,
  selectPlayerId,
  selectProtectionActor,
  selectStakeFactorActor,
  selectReason,
  selectReasonTooShort,
  selectResults,
  selectSearch,
  selectSkip,
  selectTab,
  selectText,
  selectTitle,
} from '../../../machines/backoffice-players/backoffice-players.selectors';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useExitWatchdog } from '../../ui/exit-watchdog';
import { DataTable } from '../data-table';
import { button } from '../../../styled-system/recipes/button';
import { dialog } from '../../../styled-system/recipes/dialog';
import { field } from '../../../styled-system/recipes/field';
import { useBackoffice } from '../app/context';
import { ScreenFrame } from '../screen-frame';
import { formatDateTime, formatTry } from '../format';
import type { BackofficeTextKey } from '../i18n';
import { ReasonDialog } from '../reason-dialog';
import { badge, figures, page, table, toolbar } from '../theme';
import { Forbidden } from './queue-screen';
import { PlayerSportsBets } from './player-sports-bets';
import { PlayerProtection } from '../features/protection/player-protection';
import { NavLink } from '../shell';
import { PlayerStakeFactor } from './player-stake-factor';
import { useRouter } from '@tanstack/react-router';

type PlayersRef = ActorRefFrom<typeof playersMachine>;

export function PlayersScreen() {
  return <ScreenFrame screen="players">{(players) => <Players players={players} />}</ScreenFrame>;
}

function Players({ players }: { players: PlayersRef }) {
  const open = useSelector(players, selectIsOpen);
  const player = useSelector(players, selectPlayer);
  const missing = useSelector(players, selectIsMissing);
  if (open && player) return <PlayerPage players={players} />;
  if (missing) return <PlayerNotFound />;
  if (open) return <PlayerLoading />;
  return <Lookup players={players} />;
}

/** The URL's id is no player's: say so, with the way back to the lookup. */
function PlayerNotFound() {
  const { t } = useBackoffice();
  return (
    <section className={page()} data-testid="bo-player-not-found">
      <h1>{t('players.notFound.title')}</h1>
      <p>{t('players.notFound.body')}</p>
      <div className={toolbar()}>
        <NavLink to="/backoffice/players" className={button({ variant: 'outline', palette: 'neutral', size: 'sm' })}>
          {t('players.back')}
        </NavLink>
      </div>
    </section>
  );
}

function PlayerLoading() {
  const { t } = useBackoffice();
  return (
    <section className={page()} data-testid="bo-player-loading">
      <p>{t('shell.loading')}</p>
    </section>
  );
}

/** A player's page URL, on a tab (the profile has none). */
const playerHref = (playerId: string, tab: PlayerTab = 'profile') =>
  `/backoffice/players/${encodeURIComponent(playerId)}${tab === 'profile' ? '' : `?tab=${tab}`}`;

/** One of the page's tabs: a link (its URL names the tab) the router follows without a page load. */
function TabLink(props: { href: string; selected: boolean; children: React.ReactNode }) {
  const router = useRouter();
  return (
    <a
      href={props.href}
      role="tab"
      aria-selected={props.selected}
      className={button({ size: 'sm', variant: props.selected ? 'solid' : 'outline', palette: 'neutral' })}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        router.history.push(props.href);
      }}
    >
      {props.children}
    </a>
  );
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
                      <NavLink to={playerHref(player.id)} className={button({ variant: 'link', size: 'sm' })}>
                        {player.username}
                      </NavLink>
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


const TAB_LABEL: Record<PlayerTab, BackofficeTextKey> = {
  profile: 'players.profile',
  ledger: 'players.ledger',
  sessions: 'players.sessions',
  payments: 'players.payments',
  rounds: 'players.rounds',
  sports: 'players.sportsBets',
  bonuses: 'players.bonuses',
  notifications: 'players.notifications',
  notes: 'players.notes',
  protection: 'players.protection',
  stake: 'players.stake',
};

function PlayerPage({ players }: { players: PlayersRef }) {
  const { actor, t } = useBackoffice();
  const player = useSelector(players, selectPlayer)!;
  const tab = useSelector(players, selectTab);
  const mayManage = useSelector(actor, selectCan('players:manage'));
  const mayAdjust = useSelector(actor, selectCan('players:adjust'));
  const mayMessage = useSelector(actor, selectCan('players:message'));
  const mayTrade = useSelector(actor, selectCan('sports:trade'));
  const playerId = useSelector(players, selectPlayerId)!;
  // The stake tab is the traders' (the server refuses anyone else's change).
  const tabs = PLAYER_TABS.filter((value) => value !== 'stake' || mayTrade);
  return (
    <section className={page()} data-testid="bo-player">
      <div className={toolbar()}>
        <NavLink to="/backoffice/players" className={button({ variant: 'ghost', palette: 'neutral', size: 'sm' })}>
          {t('players.back')}
        </NavLink>
      </div>
      <h1>
        {player.username} · {player.name} {player.surname}{' '}
        <span className={badge({ tone: player.status === 'active' ? 'success' : 'danger' })} data-testid="bo-player-status">
          {t(`players.status.${player.status}` as BackofficeTextKey)}
        </span>
      </h1>
      <div className={toolbar()} data-testid="bo-player-actions">
        {mayManage && player.status !== 'closed' ? (
          <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'danger' })} onClick={() => players.send({ type: 'players.lock.opened' })}>
            {player.status === 'active' ? t('players.lock') : t('players.unlock')}
          </button>
        ) : null}
        {mayManage && player.phoneVerified ? (
          <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'neutral' })} onClick={() => players.send({ type: 'players.phone.opened' })}>
            {t('players.resetPhone')}
          </button>
        ) : null}
        {mayAdjust ? (
          <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'neutral' })} onClick={() => players.send({ type: 'players.adjust.opened' })}>
            {t('players.adjust')}
          </button>
        ) : null}
        {mayMessage ? (
          <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'neutral' })} onClick={() => players.send({ type: 'players.message.opened' })}>
            {t('players.message')}
          </button>
        ) : null}
      </div>
      <div className={toolbar()} role="tablist">
        {tabs.map((value) => (
          <TabLink key={value} href={playerHref(playerId, value)} selected={value === tab}>
            {t(TAB_LABEL[value])}
          </TabLink>
        ))}
      </div>
      {tab === 'profile' ? <Profile players={players} /> : null}
      {tab === 'ledger' ? <Ledger players={players} /> : null}
      {tab === 'sessions' ? <Sessions players={players} /> : null}
      {tab === 'payments' ? <Payments players={players} /> : null}
      {tab === 'rounds' ? <Rounds players={players} /> : null}
      {tab === 'sports' ? <PlayerSportsBets players={players} pager={(total) => <Pager players={players} tab="sports" total={total} />} /> : null}
      {tab === 'bonuses' ? <Bonuses players={players} /> : null}
      {tab === 'notifications' ? <Notifications players={players} /> : null}
      {tab === 'notes' ? <Notes players={players} /> : null}
      {tab === 'protection' ? <ProtectionTab players={players} /> : null}
      {tab === 'stake' ? <StakeTab players={players} /> : null}
      <ReasonDialogs players={players} />
      <AdjustDialog players={players} />
      <MessageDialog players={players} />
    </section>
  );
}

function ProtectionTab({ players }: { players: PlayersRef }) {
  const protection = useSelector(players, selectProtectionActor);
  return protection ? <PlayerProtection protection={protection} /> : null;
}

function StakeTab({ players }: { players: PlayersRef }) {
  const stake = useSelector(players, selectStakeFactorActor);
  return stake ? <PlayerStakeFactor stake={stake} /> : null;
}

function Profile({ players }: { players: PlayersRef }) {
  const { t, locale } = useBackoffice();
  const player = useSelector(players, selectPlayer)!;
  const styles = figures();
  const tiles: Array<[BackofficeTextKey, string, string]> = [
    ['players.cash', formatTry(locale, player.cash), 'cash'],
    ['players.bonus', formatTry(locale, player.bonus), 'bonus'],
    ['players.hold', formatTry(locale, player.hold), 'hold'],
    ['players.email', player.email, 'email'],
    ['players.phone', player.phone, 'phone'],
    ['players.phoneVerified', player.phoneVerified ? t('players.yes') : t('players.no'), 'phoneVerified'],
    ['players.createdAt', formatDateTime(locale, player.createdAt), 'createdAt'],
    ['players.lastLogin', player.lastLoginAt ? formatDateTime(locale, player.lastLoginAt) : '', 'lastLogin'],
    ['players.openSessions', String(player.openSessions), 'openSessions'],
    ['players.pendingWithdrawals', String(player.pendingWithdrawals), 'pendingWithdrawals'],
  ];
  return (
    <>
      <dl className={styles.grid}>
        {tiles.map(([key, value, name]) => (
          <div key={key} className={styles.tile} data-figure={name}>
            <dt className={styles.label}>{t(key)}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>{t('players.limits')}</h2>
      <dl className={styles.grid}>
        <div className={styles.tile}>
          <dt className={styles.label}>{t('players.status')}</dt>
          <dd className={styles.value}>{t(`players.status.${player.status}` as BackofficeTextKey)}</dd>
        </div>
        <div className={styles.tile}>
          <dt className={styles.label}>{t('players.statusReason')}</dt>
          <dd className={styles.value}>{player.statusReason ?? '—'}</dd>
        </div>
      </dl>
      <p>{t('players.protectionHelp')}</p>
    </>
  );
}

/** Previous and next over a list tab's pages, with where the page is. */
function Pager({ players, tab, total }: { players: PlayersRef; tab: ListTab; total: number }) {
  const { t } = useBackoffice();
  const skip = useSelector(players, selectSkip(tab));
  const loading = useSelector(players, selectIsLoading);
  if (total <= LEDGER_PAGE && skip === 0) return null;
  return (
    <div className={toolbar()}>
      <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'neutral' })} disabled={loading || skip === 0} onClick={() => players.send({ type: 'players.page.changed', skip: skip - LEDGER_PAGE })}>
        {t('players.previous')}
      </button>
      <span>{t('players.range', { from: skip + 1, to: Math.min(skip + LEDGER_PAGE, total), total })}</span>
      <button
        type="button"
        className={button({ size: 'sm', variant: 'outline', palette: 'neutral' })}
        disabled={loading || skip + LEDGER_PAGE >= total}
        onClick={() => players.send({ type: 'players.page.changed', skip: skip + LEDGER_PAGE })}
      >
        {t('players.next')}
      </button>
    </div>
  );
}

function Ledger({ players }: { players: PlayersRef }) {
  const { t, locale } = useBackoffice();
  const data = useSelector(players, selectPage('ledger'));
  const columns = useMemo<ColumnDef<OpsLedgerLine>[]>(
    () => [
      { id: 'at', header: t('queue.created'), cell: ({ row }) => formatDateTime(locale, row.original.at) },
      { id: 'kind', header: t('players.kind'), cell: ({ row }) => row.original.kind },
      { id: 'account', header: t('players.account'), cell: ({ row }) => row.original.account },
      { id: 'amount', header: t('queue.amount'), cell: ({ row }) => formatTry(locale, row.original.amount) },
      { id: 'after', header: t('players.balanceAfter'), cell: ({ row }) => formatTry(locale, row.original.balanceAfter) },
    ],
    [t, locale],
  );
  return (
    <>
      <DataTable data={data?.items ?? []} columns={columns} rowId={(row) => String(row.id)} rowTestId="bo-ledger-row" testId="bo-ledger" empty={t('players.empty')} rowData={(row) => ({ 'data-kind': row.kind })} />
      <Pager players={players} tab="ledger" total={data?.total ?? 0} />
    </>
  );
}

function Sessions({ players }: { players: PlayersRef }) {
  const { actor, t, locale } = useBackoffice();
  const data = useSelector(players, selectPage('sessions'));
  const mayManage = useSelector(actor, selectCan('players:manage'));
  const columns = useMemo<ColumnDef<OpsPlayerSession>[]>(
    () => [
      { id: 'started', header: t('players.started'), cell: ({ row }) => formatDateTime(locale, row.original.createdAt) },
      { id: 'seen', header: t('players.lastSeen'), cell: ({ row }) => formatDateTime(locale, row.original.lastSeenAt) },
      { id: 'ip', header: t('players.ip'), cell: ({ row }) => row.original.ip ?? '' },
      { id: 'device', header: t('players.device'), cell: ({ row }) => row.original.userAgent ?? '' },
      {
        id: 'state',
        header: t('queue.state'),
        cell: ({ row }) =>
          row.original.open ? (
            <div className={toolbar()}>
              <span className={badge({ tone: 'success' })}>{t('players.open')}</span>
              {mayManage ? (
                <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'danger' })} onClick={() => players.send({ type: 'players.session.opened', id: row.original.id })}>
                  {t('players.endSession')}
                </button>
              ) : null}
            </div>
          ) : (
            <span className={badge()}>{t('players.ended')}</span>
          ),
      },
    ],
    [t, locale, mayManage, players],
  );
  return (
    <>
      <DataTable data={data?.items ?? []} columns={columns} rowId={(row) => row.id} rowTestId="bo-session-row" empty={t('players.empty')} />
      <Pager players={players} tab="sessions" total={data?.total ?? 0} />
    </>
  );
}

function Payments({ players }: { players: PlayersRef }) {
  const { t, locale } = useBackoffice();
  const data = useSelector(players, selectPage('payments'));
  const columns = useMemo<ColumnDef<OpsTransaction>[]>(
    () => [
      { id: 'id', header: t('queue.id'), cell: ({ row }) => row.original.id },
      { id: 'reference', header: t('players.reference'), cell: ({ row }) => row.original.reference },
      { id: 'type', header: t('players.kind'), cell: ({ row }) => (row.original.type === 1 ? t('nav.deposits') : t('nav.withdrawals')) },
      { id: 'amount', header: t('queue.amount'), cell: ({ row }) => formatTry(locale, row.original.amount) },
      { id: 'method', header: t('queue.method'), cell: ({ row }) => row.original.methodName },
      { id: 'status', header: t('queue.state'), cell: ({ row }) => t(`status.${row.original.status}` as BackofficeTextKey) },
      { id: 'created', header: t('queue.created'), cell: ({ row }) => formatDateTime(locale, row.original.createdAt) },
    ],
    [t, locale],
  );
  return (
    <>
      <DataTable data={data?.items ?? []} columns={columns} rowId={(row) => String(row.id)} rowTestId="bo-payment-row" empty={t('players.empty')} />
      <Pager players={players} tab="payments" total={data?.total ?? 0} />
    </>
  );
}

function Rounds({ players }: { players: PlayersRef }) {
  const { t, locale } = useBackoffice();
  const data = useSelector(players, selectPage('rounds'));
  const columns = useMemo<ColumnDef<OpsPlayerRound>[]>(
    () => [
      { id: 'at', header: t('queue.created'), cell: ({ row }) => formatDateTime(locale, row.original.lastAt) },
      { id: 'round', header: t('players.round'), cell: ({ row }) => row.original.roundId },
      { id: 'game', header: t('players.game'), cell: ({ row }) => row.original.gameCode },
      { id: 'stake', header: t('players.stake'), cell: ({ row }) => formatTry(locale, row.original.stake) },
      { id: 'win', header: t('players.win'), cell: ({ row }) => formatTry(locale, row.original.win) },
    ],
    [t, locale],
  );
  return (
    <>
      <DataTable data={data?.items ?? []} columns={columns} rowId={(row) => row.roundId} rowTestId="bo-round-row" empty={t('players.empty')} />
      <Pager players={players} tab="rounds" total={data?.total ?? 0} />
    </>
  );
}

function Bonuses({ players }: { players: PlayersRef }) {
  const { actor, t, locale } = useBackoffice();
  const data = useSelector(players, selectPage('bonuses'));
  const mayManage = useSelector(actor, selectCan('bonuses:manage'));
  const columns = useMemo<ColumnDef<OpsPlayerBonus>[]>(
    () => [
      { id: 'at', header: t('queue.created'), cell: ({ row }) => formatDateTime(locale, row.original.createdAt) },
      { id: 'kind', header: t('players.kind'), cell: ({ row }) => row.original.kind },
      { id: 'status', header: t('queue.state'), cell: ({ row }) => row.original.status },
      { id: 'amount', header: t('queue.amount'), cell: ({ row }) => formatTry(locale, row.original.amount) },
      { id: 'balance', header: t('players.bonus'), cell: ({ row }) => formatTry(locale, row.original.balance) },
      { id: 'wagering', header: t('players.wagering'), cell: ({ row }) => `${formatTry(locale, row.original.wagered)} / ${formatTry(locale, row.original.wagerRequired)}` },
      { id: 'expires', header: t('players.expires'), cell: ({ row }) => formatDateTime(locale, row.original.expiresAt) },
      {
        id: 'actions',
        header: '',
        cell: ({ row }) =>
          mayManage && row.original.status === 'active' ? (
            <button type="button" className={button({ size: 'sm', variant: 'outline', palette: 'danger' })} onClick={() => players.send({ type: 'players.bonus.cancel.opened', id: row.original.id })}>
              {t('players.cancelBonus')}
            </button>
          ) : null,
      },
    ],
    [t, locale, mayManage, players],
  );
  return (
    <>
      <DataTable data={data?.items ?? []} columns={columns} rowId={(row) => String(row.id)} rowTestId="bo-bonus-row" empty={t('players.empty')} />
      <Pager players={players} tab="bonuses" total={data?.total ?? 0} />
    </>
  );
}

function Notifications({ players }: { players: PlayersRef }) {
  const { t, locale } = useBackoffice();
  const data = useSelector(players, selectPage('notifications'));
  const columns = useMemo<ColumnDef<PlayerNotification>[]>(
    () => [
      { id: 'at', header: t('queue.created'), cell: ({ row }) => formatDateTime(locale, row.original.timeStamp) },
      { id: 'title', header: t('players.messageTitle'), cell: ({ row }) => row.original.title },
      { id: 'note', header: t('players.messageText'), cell: ({ row }) => row.original.note },
      { id: 'read', header: t('players.read'), cell: ({ row }) => (row.original.isRead ? t('players.yes') : t('players.no')) },
    ],
    [t, locale],
  );
  return (
    <>
      <DataTable data={data?.items ?? []} columns={columns} rowId={(row) => String(row.id)} rowTestId="bo-notification-row" empty={t('players.empty')} />
      <Pager players={players} tab="notifications" total={data?.total ?? 0} />
    </>
  );
}

function Notes({ players }: { players: PlayersRef }) {
  const { actor, t, locale } = useBackoffice();
  const data = useSelector(players, selectPage('notes'));
  const text = useSelector(players, selectText);
  const canAdd = useSelector(players, selectCanAddNote);
  const busy = useSelector(players, selectIsBusy);
  const mayManage = useSelector(actor, selectCan('players:manage'));
  const styles = field();
  const columns = useMemo<ColumnDef<OpsPlayerNote>[]>(
    () => [
      { id: 'at', header: t('queue.created'), cell: ({ row }) => formatDateTime(locale, row.original.createdAt) },
      { id: 'author', header: t('players.author'), cell: ({ row }) => row.original.author },
      { id: 'text', header: t('players.notes'), cell: ({ row }) => row.original.text },
    ],
    [t, locale],
  );
  return (
    <>
      {mayManage ? (
        <form
          className={toolbar()}
          onSubmit={(event) => {
            event.preventDefault();
            players.send({ type: 'players.note.submitted' });
          }}
        >
          <label className={styles.root}>
            <span className={styles.label}>{t('players.noteText')}</span>
            <textarea className={styles.textarea} name="note" value={text} maxLength={1000} onChange={(event) => players.send({ type: 'players.text.changed', value: event.target.value })} />
          </label>
          <button type="submit" className={button({ size: 'sm' })} disabled={!canAdd} data-loading={busy || undefined}>
            {t('players.addNote')}
          </button>
        </form>
      ) : null}
      <DataTable data={data?.items ?? []} columns={columns} rowId={(row) => String(row.id)} rowTestId="bo-note-row" empty={t('players.empty')} />
      <Pager players={players} tab="notes" total={data?.total ?? 0} />
    </>
  );
}

/** Lock or unlock, reset the phone, end a session, cancel a bonus: a reason each, kept in the audit log. */
function ReasonDialogs({ players }: { players: PlayersRef }) {
  const { t, locale } = useBackoffice();
  const open = useSelector(players, selectDialog);
  const player = useSelector(players, selectPlayer);
  const reason = useSelector(players, selectReason);
  const tooShort = useSelector(players, selectReasonTooShort);
  const busy = useSelector(players, selectIsBusy);
  const bonus = useSelector(players, selectCancellingBonus);
  const shown = open === 'lock' || open === 'phone' || open === 'session' || open === 'bonus';
  const label =
    open === 'phone'
      ? t('players.resetPhone')
      : open === 'session'
        ? t('players.endSession')
        : open === 'bonus'
          ? t('players.cancelBonus')
          : player?.status === 'active'
            ? t('players.lock')
            : t('players.unlock');
  return (
    <ReasonDialog
      open={shown}
      title={label}
      description={bonus ? t('players.cancelBonusHelp', { kind: bonus.kind, balance: formatTry(locale, bonus.balance) }) : undefined}
      label={t('players.reason')}
      reason={reason}
      tooShort={tooShort}
      busy={busy}
      confirmLabel={label}
      cancelLabel={t('queue.cancel')}
      onReason={(value) => players.send({ type: 'players.reason.changed', value })}
      onConfirm={() => players.send({ type: 'players.dialog.confirmed' })}
      onCancel={() => players.send({ type: 'players.dialog.cancelled' })}
    />
  );
}

/** A dialog with a form of the flow's fields; its state (open, values, busy) is the players flow's. */
function FormDialog(props: { open: boolean; title: string; help?: string; confirmLabel: string; children: React.ReactNode; players: PlayersRef }) {
  const { t } = useBackoffice();
  const canConfirm = useSelector(props.players, selectCanConfirm);
  const busy = useSelector(props.players, selectIsBusy);
  const styles = dialog({ size: 'small' });
  const parts = useExitWatchdog(props.open);
  return (
    <Dialog.Root open={props.open} onOpenChange={(details) => (details.open ? undefined : props.players.send({ type: 'players.dialog.cancelled' }))}>
      <Portal>
        <Dialog.Backdrop ref={parts.backdrop} className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content ref={parts.content} className={styles.content}>
            <form
              className={styles.main}
              onSubmit={(event) => {
                event.preventDefault();
                props.players.send({ type: 'players.dialog.confirmed' });
              }}
            >
              <div className={styles.header}>
                <Dialog.Title className={styles.title}>{props.title}</Dialog.Title>
              </div>
              <div className={styles.body}>
                {props.help ? <Dialog.Description className={styles.description}>{props.help}</Dialog.Description> : null}
                {props.children}
              </div>
              <div className={styles.footer}>
                <button type="button" className={button({ variant: 'ghost', palette: 'neutral' })} onClick={() => props.players.send({ type: 'players.dialog.cancelled' })}>
                  {t('queue.cancel')}
                </button>
                <button type="submit" className={button()} disabled={!canConfirm} data-loading={busy || undefined}>
                  {props.confirmLabel}
                </button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function AdjustDialog({ players }: { players: PlayersRef }) {
  const { t } = useBackoffice();
  const open = useSelector(players, selectDialog) === 'adjust';
  const amount = useSelector(players, selectAmount);
  const reason = useSelector(players, selectReason);
  const styles = field();
  return (
    <FormDialog players={players} open={open} title={t('players.adjust')} help={t('players.adjustHelp')} confirmLabel={t('players.adjust')}>
      <label className={styles.root}>
        <span className={styles.label}>{t('players.amount')}</span>
        <input className={styles.input} name="amount" inputMode="decimal" value={amount} onChange={(event) => players.send({ type: 'players.amount.changed', value: event.target.value })} />
      </label>
      <label className={styles.root}>
        <span className={styles.label}>{t('players.reason')}</span>
        <textarea className={styles.textarea} name="reason" value={reason} maxLength={500} onChange={(event) => players.send({ type: 'players.reason.changed', value: event.target.value })} />
      </label>
    </FormDialog>
  );
}

function MessageDialog({ players }: { players: PlayersRef }) {
  const { t } = useBackoffice();
  const open = useSelector(players, selectDialog) === 'message';
  const title = useSelector(players, selectTitle);
  const text = useSelector(players, selectText);
  const styles = field();
  return (
    <FormDialog players={players} open={open} title={t('players.message')} confirmLabel={t('players.send')}>
      <label className={styles.root}>
        <span className={styles.label}>{t('players.messageTitle')}</span>
        <input className={styles.input} name="title" value={title} maxLength={200} onChange={(event) => players.send({ type: 'players.title.changed', value: event.target.value })} />
      </label>
      <label className={styles.root}>
        <span className={styles.label}>{t('players.messageText')}</span>
        <textarea className={styles.textarea} name="text" value={text} maxLength={2000} onChange={(event) => players.send({ type: 'players.text.changed', value: event.target.value })} />
      </label>
    </FormDialog>
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
