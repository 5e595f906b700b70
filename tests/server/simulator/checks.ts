// The simulator's checks of the database against the oracle. After every batch they read only what the
// batch changed: the journal lines past the last one seen (an id watermark), the accounts those lines
// and the batch's players touched, and those players' active grants, so a check costs in proportion to
// the batch, not to the ledger. Every so often, and at the end, a full audit reads everything.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { checkJackpotLedger } from '../../../server/jackpots';
import { checkInvariants } from '../../../server/wallet';
import { bonusAllocationMismatches } from '../../../server/wallet/bonuses';
import type { Model } from './model';

type Row = Record<string, string | number | null>;

const json = (value: unknown) => JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

/** Errors of the connection, not of the request: the request may or may not have committed. */
export function isTransport(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (/^57P0[123]$/.test(code) || code.startsWith('08') || code === 'ECONNRESET' || code === 'ECONNREFUSED' || code === 'HTTP_5XX')) return true;
    const message = e instanceof Error ? e.message : '';
    if (/Connection terminated|terminating connection|connection error|not queryable|ECONNRESET|socket hang up|fetch failed/i.test(message)) return true;
  }
  return false;
}

export class Checker {
  private watermark = 0;
  /** balance_after of each account's latest line seen. */
  private readonly lastAfter = new Map<number, bigint>();
  /** Account id → (player index or null for the house, kind). */
  private readonly accounts = new Map<number, { player: number | null; kind: string }>();
  private readonly accountIdsOf = new Map<number, number[]>();
  private readonly playerIndex: Map<string, number>;
  private entriesSeen = 0;

  constructor(
    private readonly db: Db,
    private readonly playerIds: string[],
  ) {
    this.playerIndex = new Map(playerIds.map((id, i) => [id, i]));
  }

  private async rows(query: ReturnType<typeof sql>): Promise<Row[]> {
    for (let tries = 0; ; tries++) {
      try {
        return ((await this.db.execute(query)) as unknown as { rows: Row[] }).rows;
      } catch (err) {
        // A pooled connection a fault just ended (its error not yet heard by the pool): read again.
        if (!isTransport(err) || tries >= 20) throw err;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  private async loadAccounts(): Promise<void> {
    for (const row of await this.rows(sql`select id::int as id, player_id::text as player_id, kind from ledger_accounts`)) {
      const player = row.player_id === null ? null : (this.playerIndex.get(String(row.player_id)) ?? -1);
      this.accounts.set(Number(row.id), { player, kind: String(row.kind) });
      if (player !== null && player >= 0) this.accountIdsOf.set(player, [...(this.accountIdsOf.get(player) ?? []), Number(row.id)]);
    }
  }

  /**
   * What the batch changed, against the model; `players` are the ones the batch's requests named. One
   * round trip: the journal lines past the watermark, the balances of the accounts they and the players
   * touched, and the players' active grants and the grants the batch ended, in one statement (one
   * snapshot).
   */
  async afterBatch(model: Model, players: Iterable<number>): Promise<string[]> {
    if (this.accounts.size === 0) await this.loadAccounts();
    const problems: string[] = [];
    const playerSet = new Set(players);
    const accountIds = [...playerSet].flatMap((p) => this.accountIdsOf.get(p) ?? []).join(',') || '0';
    const ended = model.endedGrantIds;
    const [read] = await this.rows(sql`
      with l as (select id, entry_id, account_id, amount, balance_after from journal_lines where id > ${this.watermark})
      select
        (select coalesce(json_agg(json_build_object('id', id::text, 'entry', entry_id::text, 'account', account_id::text, 'amount', amount::text, 'after', balance_after::text) order by id), '[]'::json) from l) as lines,
        (select coalesce(json_agg(json_build_object('id', id::text, 'balance', balance::text)), '[]'::json)
          from ledger_accounts where id in (select account_id from l) or id in ${sql.raw(`(${accountIds})`)}) as accounts,
        (select coalesce(json_agg(json_build_object('id', id::text, 'player', player_id::text, 'status', status, 'balance', balance::text, 'wagered', wagered::text)), '[]'::json)
          from bonuses where (player_id in ${sql.raw(`(${[...playerSet].map((p) => `'${this.playerIds[p]}'`).join(',') || 'null'})`)} and status = 'active')
            or id in ${sql.raw(`(${ended.map(Number).join(',') || '0'})`)}) as grants`);
    const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
    const lines = parsed<Record<string, string>[]>(read.lines);
    const entries = new Map<string, { sum: bigint; lines: number }>();
    for (const line of lines) {
      const account = Number(line.account);
      if (!this.accounts.has(account)) await this.loadAccounts();
      const amount = BigInt(line.amount);
      const after = BigInt(line.after);
      const before = this.lastAfter.get(account) ?? 0n;
      if (after !== before + amount) problems.push(`line ${line.id}: balance_after ${after}, the account's previous line left ${before} and it moves ${amount}`);
      const owner = this.accounts.get(account);
      if (owner && owner.player !== null && after < 0n) problems.push(`line ${line.id}: player account ${account} goes negative (${after})`);
      this.lastAfter.set(account, after);
      const entry = entries.get(line.entry) ?? { sum: 0n, lines: 0 };
      entry.sum += amount;
      entry.lines++;
      entries.set(line.entry, entry);
      this.watermark = Number(line.id);
    }
    for (const [id, entry] of entries) {
      if (entry.sum !== 0n) problems.push(`entry ${id} sums to ${entry.sum}`);
      if (entry.lines < 2) problems.push(`entry ${id} has ${entry.lines} line`);
    }
    this.entriesSeen += entries.size;
    if (this.entriesSeen !== model.entries) problems.push(`the journal holds ${this.entriesSeen} entries, the acknowledged requests made ${model.entries}`);
    for (const row of parsed<Record<string, string>[]>(read.accounts)) problems.push(...this.compareAccount(model, Number(row.id), BigInt(row.balance)));
    problems.push(...this.compareGrantRows(model, [...playerSet], ended, parsed<Row[]>(read.grants)));
    model.endedGrantIds = [];
    return problems;
  }

  private compareAccount(model: Model, id: number, stored: bigint): string[] {
    const problems: string[] = [];
    const journal = this.lastAfter.get(id) ?? 0n;
    if (stored !== journal) problems.push(`account ${id} stores ${stored}, its journal says ${journal}`);
    const owner = this.accounts.get(id);
    if (owner && owner.player !== null && owner.player >= 0) {
      const money = model.players[owner.player];
      const expected = owner.kind === 'cash' ? money.cash : owner.kind === 'bonus' ? money.bonus : money.hold;
      if (stored !== expected) problems.push(`player ${owner.player} ${owner.kind}: the server holds ${stored} kuruş, the requests acknowledged say ${expected}`);
    }
    return problems;
  }

  private async compareGrants(model: Model, players: number[], ended: string[]): Promise<string[]> {
    if (players.length === 0 && ended.length === 0) return [];
    const uuids = players.map((p) => `'${this.playerIds[p]}'`).join(',') || 'null';
    const endedIds = ended.map(Number).join(',') || '0';
    const rows = await this.rows(sql`
      select id::text as id, player_id::text as player, status, balance::text as balance, wagered::text as wagered
      from bonuses where (player_id in ${sql.raw(`(${uuids})`)} and status = 'active') or id in ${sql.raw(`(${endedIds})`)}`);
    return this.compareGrantRows(model, players, ended, rows);
  }

  /** The grants' rows against the model: the players' active ones, and the ended ones are ended with nothing left. */
  private compareGrantRows(model: Model, players: number[], ended: string[], rows: Row[]): string[] {
    const problems: string[] = [];
    const seen = new Map(rows.map((row) => [String(row.id), row]));
    for (const id of ended) {
      const row = seen.get(id);
      if (!row || row.status === 'active' || row.balance !== '0') problems.push(`bonus ${id} should have ended: ${json(row)}`);
    }
    for (const p of players) {
      const expected = model.activeGrants(p);
      const actual = rows.filter((row) => row.player === this.playerIds[p] && row.status === 'active');
      if (actual.length !== expected.length) problems.push(`player ${p} has ${actual.length} active bonuses, the model ${expected.length}: ${json(actual)}`);
      for (const grant of expected) {
        const row = seen.get(grant.id ?? '');
        if (!row || row.status !== 'active' || BigInt(row.balance as string) !== grant.balance || BigInt(row.wagered as string) !== grant.wagered) {
          problems.push(`bonus ${grant.id} of player ${p}: the server has ${json(row)}, the model balance ${grant.balance} wagered ${grant.wagered}`);
        }
      }
    }
    return problems;
  }

  /**
   * Every player's limits (amount, and a waiting change with its times) and time-outs (the ends of their
   * rows: a twin or a retry may write one twice) against the model.
   */
  private async compareProtection(model: Model): Promise<string[]> {
    const problems: string[] = [];
    const ms = (value: string | number | null) => (value === null ? 'null' : String(value));
    const limits = await this.rows(sql`
      select player_id::text as player, kind, period, amount::text as amount, pending_amount::text as pending_amount,
        (extract(epoch from pending_at) * 1000)::bigint::text as pending_at, (extract(epoch from confirmable_at) * 1000)::bigint::text as confirmable_at,
        (extract(epoch from lapses_at) * 1000)::bigint::text as lapses_at
      from protection_limits order by player_id, kind, period`);
    const exclusions = await this.rows(sql`select distinct player_id::text as player, (extract(epoch from ends_at) * 1000)::bigint::text as ends_at from protection_exclusions`);
    for (const [p, guard] of model.protection.entries()) {
      const id = this.playerIds[p];
      const stored = limits
        .filter((row) => row.player === id)
        .map((row) => `${row.kind}:${row.period}:${row.amount}:${row.pending_at === null ? '-' : `${row.pending_amount}@${ms(row.pending_at)}/${ms(row.confirmable_at)}/${ms(row.lapses_at)}`}`)
        .sort();
      const expected = guard
        .rows()
        .map(({ kind, period, limit }) => `${kind}:${period}:${limit.amount}:${limit.pending ? `${limit.pending.amount}@${limit.pending.at}/${limit.pending.confirmableAt}/${limit.pending.lapsesAt}` : '-'}`)
        .sort();
      if (json(stored) !== json(expected)) problems.push(`player ${p} limits: the server has ${json(stored)}, the model ${json(expected)}`);
      const ends = exclusions.filter((row) => row.player === id).map((row) => ms(row.ends_at)).sort();
      const expectedEnds = [...guard.exclusionEnds].map(String).sort();
      if (json(ends) !== json(expectedEnds)) problems.push(`player ${p} time-outs and self-exclusions end at ${json(ends)}, the model ${json(expectedEnds)}`);
    }
    return problems;
  }

  /** Everything, from the whole database: the ledger's own audit, then every account and grant against the model. */
  async fullAudit(model: Model): Promise<string[]> {
    const problems: string[] = [];
    const violations = await checkInvariants(this.db);
    if (violations.length > 0) problems.push(`ledger: ${json(violations.slice(0, 20))}`);
    const mismatches = await bonusAllocationMismatches(this.db);
    if (mismatches.length > 0) problems.push(`bonus allocation: ${json(mismatches)}`);
    const [{ n }] = await this.rows(sql`select count(*)::int as n from journal_entries`);
    if (Number(n) !== model.entries) problems.push(`the journal holds ${n} entries, the acknowledged requests made ${model.entries}`);
    for (const row of await this.rows(sql`select id::int as id, balance::text as balance from ledger_accounts`)) {
      if (!this.accounts.has(Number(row.id))) await this.loadAccounts();
      problems.push(...this.compareAccount(model, Number(row.id), BigInt(row.balance as string)));
    }
    problems.push(...(await this.compareGrants(model, model.players.map((_, i) => i), [])));
    // Holds are exactly the pending withdrawals; every confirmed deposit was credited once and nothing else.
    const holds = await this.rows(sql`
      select a.player_id::text, a.balance::text as hold, coalesce(p.total, 0)::text as pending
      from ledger_accounts a
      left join (select player_id, sum(amount) as total from payment_transactions where type = 2 and status = 2 group by player_id) p on p.player_id = a.player_id
      where a.kind = 'hold' and a.balance <> coalesce(p.total, 0)`);
    if (holds.length > 0) problems.push(`holds differ from pending withdrawals: ${json(holds)}`);
    const deposits = await this.rows(sql`
      select t.reference, t.status, count(e.id)::int as entries
      from payment_transactions t left join journal_entries e on e.idempotency_key = 'deposit:' || t.reference
      where t.type = 1 group by t.reference, t.status having (t.status = 1) <> (count(e.id) = 1)`);
    if (deposits.length > 0) problems.push(`deposits and credits disagree: ${json(deposits)}`);
    // Every game call that moved money has its one entry, and no game entry lacks its call.
    const game = await this.rows(sql`
      select g.tx_id, e.idempotency_key as key
      from (select * from game_transactions where moved) g
      full join (select * from journal_entries where idempotency_key like 'game:%') e on e.idempotency_key = 'game:' || g.tx_id
      where g.id is null or e.id is null limit 20`);
    if (game.length > 0) problems.push(`game calls and entries disagree: ${json(game)}`);
    // Sports: house:sports-bets holds exactly the stakes of the open bets, by the rows and by the model;
    // every placed bet has its one stake entry and every settled bet its one settlement entry.
    const [sports] = await this.rows(sql`
      select coalesce((select balance from ledger_accounts where code = 'house:sports-bets'), 0)::text as held,
        (select coalesce(sum(total_stake), 0) from sports_bets where status = 'open')::text as open,
        (select count(*) from journal_entries where idempotency_key like 'sports:place:%')::int as placed,
        (select count(*) from sports_bets)::int as bets,
        (select count(*) from journal_entries where idempotency_key like 'sports:settle:%')::int as settled,
        (select count(*) from sports_bets where status <> 'open')::int as closed,
        (select count(*) from journal_entries where idempotency_key like 'sports:unsettle:%')::int as unsettled,
        (select count(*) from journal_entries where idempotency_key like 'sports:cashout:%')::int as cashouts,
        (select count(*) from sports_bets where status = 'cashed_out')::int as cashed,
        coalesce((select balance from ledger_accounts where code = 'house:sports'), 0)::text as house,
        (select count(*) from approval_proposals where kind = 'resettlement' and status = 'approved')::int as resettled,
        (select count(*) from approval_proposals where status = 'pending')::int as waiting`);
    const expected = String(model.sportsOpenStakes);
    if (sports.held !== expected || sports.open !== expected) problems.push(`sports: house:sports-bets holds ${sports.held}, open bets stake ${sports.open}, the model ${expected}`);
    if (sports.placed !== model.sportsPlaced || sports.bets !== model.sportsPlaced) problems.push(`sports: ${sports.placed} stake entries and ${sports.bets} bets, the model placed ${model.sportsPlaced}`);
    // A resettlement reverses a settlement (one unsettle entry) and settles again (another settle entry).
    if (sports.settled !== model.sportsSettled || sports.unsettled !== model.sportsUnsettled || sports.closed !== model.sportsSettled - model.sportsUnsettled + model.sportsCashedOut) {
      problems.push(
        `sports: ${sports.settled} settlement entries, ${sports.unsettled} reversed and ${sports.closed} closed bets, the model settled ${model.sportsSettled}, reversed ${model.sportsUnsettled} and cashed out ${model.sportsCashedOut}`,
      );
    }
    // house:sports keeps what the house won: stakes less payouts of settled bets, stakes used less the amounts of cash outs.
    if (sports.house !== String(model.sportsHouse)) problems.push(`sports: house:sports holds ${sports.house}, the model ${model.sportsHouse}`);
    if (sports.resettled !== model.sportsResettled) problems.push(`sports: ${sports.resettled} resettlements approved, the model carried out ${model.sportsResettled}`);
    // A proposal whose approval was refused is withdrawn: none is left waiting between batches.
    if (sports.waiting !== 0) problems.push(`approvals: ${sports.waiting} proposals left waiting`);
    if (sports.cashouts !== model.sportsCashOuts || sports.cashed !== model.sportsCashedOut) {
      problems.push(`sports: ${sports.cashouts} cash-out entries and ${sports.cashed} cashed-out bets, the model ${model.sportsCashOuts} and ${model.sportsCashedOut}`);
    }
    // Studio spins: one settled round per acknowledged spin, none left half-way; one jackpot win row (and
    // its entry, counted above) per win the answers reported.
    const [studio] = await this.rows(sql`
      select (select count(*) from studio_rounds where status = 'settled')::int as settled,
        (select count(*) from studio_rounds where status not in ('settled', 'cancelled'))::int as unfinished,
        (select count(*) from jackpot_wins)::int as wins`);
    if (studio.settled !== model.studioSpins || studio.unfinished !== 0) problems.push(`studio: ${studio.settled} settled rounds and ${studio.unfinished} unfinished, the model settled ${model.studioSpins}`);
    if (studio.wins !== model.jackpotWins) problems.push(`jackpots: ${studio.wins} wins recorded, the answers reported ${model.jackpotWins}`);
    problems.push(...(await this.compareProtection(model)));
    // Jackpot pools equal their contributions minus payouts (kept in house:jackpot).
    const jackpots = await checkJackpotLedger(this.db);
    if (jackpots.ledger !== jackpots.pools) problems.push(`jackpot pools hold ${jackpots.pools}, house:jackpot ${jackpots.ledger}`);
    return problems;
  }
}
