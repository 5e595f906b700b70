// The player page's sports bets tab: every bet, open and settled, the latest first, with its legs (event,
// market, selection at the accepted odds, and a settled leg's result), stake, status and payout.
import type { ColumnDef } from '@tanstack/react-table';
import { useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { OpsSportsBet } from '../../../machines/backoffice-players/backoffice-players.actors';
import type { playersMachine } from '../../../machines/backoffice-players/backoffice-players.machine';
import { selectPage } from '../../../machines/backoffice-players/backoffice-players.selectors';
import { useBackoffice } from '../app/context';
import { DataTable } from '../data-table';
import { formatDateTime, formatTry } from '../format';
import type { BackofficeTextKey } from '../i18n';

type PlayersRef = ActorRefFrom<typeof playersMachine>;

const odds = (locale: string, value: number) => value.toLocaleString(locale === 'tr' ? 'tr-TR' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const KNOWN: Record<string, readonly string[]> = {
  'players.bet': ['single', 'accumulator', 'system'],
  'players.betState': ['open', 'won', 'lost', 'void', 'cancelled'],
  'players.legResult': ['won', 'lost', 'void', 'half_won', 'half_lost', 'dead_heat'],
};

/** The catalogue's word for a value it knows; a state added later (live betting's) shows as it comes. */
const keyed = (t: (key: BackofficeTextKey) => string, prefix: string, value: string) =>
  KNOWN[prefix]?.includes(value) ? t(`${prefix}.${value}` as BackofficeTextKey) : value;

export function PlayerSportsBets({ players, pager }: { players: PlayersRef; pager: (total: number) => ReactNode }) {
  const { t, locale } = useBackoffice();
  const data = useSelector(players, selectPage('sports'));
  const columns = useMemo<ColumnDef<OpsSportsBet>[]>(
    () => [
      { id: 'at', header: t('queue.created'), cell: ({ row }) => formatDateTime(locale, row.original.placedAt) },
      { id: 'type', header: t('players.betType'), cell: ({ row }) => (row.original.system ? `${keyed(t, 'players.bet', row.original.type)} ${row.original.system}` : keyed(t, 'players.bet', row.original.type)) },
      {
        id: 'legs',
        header: t('players.betLegs'),
        cell: ({ row }) =>
          row.original.legs.map((leg) => (
            <div key={`${leg.eventId}/${leg.outcomeId}`}>
              {leg.eventName} · {leg.marketName}: {leg.outcomeName} @ {odds(locale, leg.odds)}
              {leg.result ? ` (${keyed(t, 'players.legResult', leg.result)}${leg.score ? ` ${leg.score.home}-${leg.score.away}` : ''})` : ''}
            </div>
          )),
      },
      { id: 'stake', header: t('players.stake'), cell: ({ row }) => formatTry(locale, row.original.totalStake) },
      { id: 'status', header: t('players.betStatus'), cell: ({ row }) => keyed(t, 'players.betState', row.original.status) },
      { id: 'payout', header: t('players.win'), cell: ({ row }) => (row.original.payout === null ? '–' : formatTry(locale, row.original.payout)) },
    ],
    [t, locale],
  );
  return (
    <>
      <DataTable data={data?.items ?? []} columns={columns} rowId={(row) => row.id} rowTestId="bo-sports-bet-row" empty={t('players.empty')} />
      {pager(data?.total ?? 0)}
    </>
  );
}
