// Sends the plan's requests through the real services in this process (the database is the real one:
// PGlite or PostgreSQL) and reduces each answer to an Outcome. Refusals the rules allow become named
// refusals; anything else is thrown: a transport failure (a dropped connection) is retried by the
// runner, any other error fails the run.
import { randomUUID } from 'node:crypto';
import type { Acting } from '../../../server/audit';
import type { Db } from '../../../server/db/client';
import { operators } from '../../../server/db/schema/operators';
import { paymentMethods, type PaymentMethodRow } from '../../../server/db/schema/payments';
import { createGatewayRegistry, type GatewayAdapter, type GatewayRegistry } from '../../../server/gateways/types';
import { ApiError } from '../../../server/lib/api-error';
import { applyGatewayEvent, confirmBankDeposit, rejectBankDeposit, startDeposit } from '../../../server/payments/deposits';
import { approveWithdrawal, cancelWithdrawal, rejectWithdrawal, requestWithdrawal } from '../../../server/payments/withdrawals';
import { turkishIbanFromBban } from '../../../common/rules/iban';
import { IdempotencyConflictError } from '../../../server/wallet';
import { forfeitBonus, grantBonus, TrialBonusAlreadyGrantedError } from '../../../server/wallet/bonuses';
import { expireBonuses } from '../../../server/wallet/expiry';
import { bet, GameWalletError, rollback, win } from '../../../server/wallet/game-wallet';
import { sportsCategories, sportsLeagues, sportsTeams } from '../../../server/db/schema/sports';
import { applyFeedMessage } from '../../../server/sports/book';
import { sportsLimits } from '../../../server/sports/limits';
import { CashOutError, cashOutBet, getCashOutQuote } from '../../../server/sports/cashout';
import { PlacementError, placeBets } from '../../../server/sports/placement';
import { SettleConflictError, settleEvent } from '../../../server/sports/settle';
import { createPlayers } from '../wallet/fixtures';
import { verifyFully } from '../helpers/kyc';
import { DEFAULT_COMPLIANCE_SETTINGS, setComplianceSettings } from '../../../server/kyc/settings';
import { eq, sql } from 'drizzle-orm';
import { games, jackpotGames, jackpotTierRules } from '../../../server/db/schema/casino';
import { jackpotInstances, jackpotLevels } from '../../../server/db/schema/content';
import { seedCasinoBase } from '../../../server/seed/casino';
import { studioGameOf } from '../../../server/studio/games';
import { StudioError } from '../../../server/studio/errors';
import { spinSlot, type StudioDeps } from '../../../server/studio/rounds';
import { confirmLimit, setLimit } from '../../../server/protection/limits';
import { startExclusion } from '../../../server/protection/exclusions';
import { decideProposal, proposeExclusionLift, proposeSportsResettlement, type Deciding } from '../../../server/operators/approvals';
import type { Outcome } from './model';
import { PROPOSAL_REJECTED, SIM_JACKPOT_TIERS, SPORTS_CODES, sportsOdds, type Request } from './plan';

export interface World {
  db: Db;
  playerIds: string[];
  operatorId: string;
  depositMethod: PaymentMethodRow;
  cardMethod: PaymentMethodRow;
  /** The gateway the card deposits go through (a stand-in for the external one: it only hands out references). */
  gateways: GatewayRegistry;
  /** Card deposits by the request that created them: what the gateway's webhook names. */
  cards: Map<number, { reference: string; gatewayRef: string; amount: bigint }>;
  withdrawMethod: PaymentMethodRow;
  /** The server's ids of payments and grants, by the request that created (or replayed) them. */
  ids: Map<number, number | string>;
  /** The league and teams the simulator's sports events are between. */
  sports: { leagueId: string; homeTeamId: string; awayTeamId: string; events: Set<string> };
  /** The quote and amount each cash out key was first sent with. */
  /** Each cash out's quote by its key, shared by its twins and resends (a refused quote answers them all). */
  cashOuts: Map<string, Promise<{ token: string; value: bigint; amount: bigint } | { refusal: string }>>;
  /** The studio's services, with a hub no page listens to (pushes are counted, nothing else). */
  studio: StudioDeps & { pushes: number };
  /** Four eyes: the operator who proposes a resettlement or a lift, and the one who approves it. */
  proposer: Deciding;
  approver: Deciding;
  /** The refusal a proposal's approval met, by its request key (the proposal is withdrawn then). */
  refusedProposals: Map<string, string>;
}

/**
 * The studio slot in the catalogue (the base seed every installation runs) and one jackpot pool linked to
 * it with the plan's tier rules, its levels empty: house:jackpot and the pools start equal at zero.
 */
async function createStudioWorld(db: Db, suffix: string): Promise<World['studio']> {
  const found = async () => (await db.select({ id: games.id }).from(games).where(eq(games.gameCode, 'studio-slot')))[0];
  if (!(await found())) await db.transaction((tx) => seedCasinoBase(tx));
  const game = await found();
  if (!game) throw new Error('the base seed made no studio slot');
  const [pool] = await db.insert(jackpotInstances).values({ provider: 'egt', name: `Simülasyon ${suffix}` }).returning();
  await db.insert(jackpotLevels).values(SIM_JACKPOT_TIERS.map((tier) => ({ instanceId: pool.id, level: tier.level, amountKurus: 0n })));
  await db.insert(jackpotTierRules).values(SIM_JACKPOT_TIERS.map((tier) => ({ instanceId: pool.id, ...tier })));
  await db.insert(jackpotGames).values({ instanceId: pool.id, gameId: game.id });
  const world: World['studio'] = {
    db,
    pushes: 0,
    hub: {
      publishToPlayer: async () => {
        world.pushes++;
        return true;
      },
    },
  };
  return world;
}

/** The external gateway's side of a card payment: its own reference and a page link; nothing is paid here. */
const simGateway: GatewayAdapter = {
  code: 'sim',
  createPayment: async ({ reference }) => ({ gatewayRef: `sim-${reference}`, redirectUrl: `https://gateway.example/pay/${reference}` }),
  verifyWebhook: () => true,
  parseWebhook: () => {
    throw new Error('the simulator hands events to applyGatewayEvent directly');
  },
};

export async function createWorld(db: Db, players: number): Promise<World> {
  const playerIds = await createPlayers(db, players);
  // Withdrawals need full verification (server/kyc); the simulator's model knows no AML rules (their own
  // suite is tests/server/kyc), so its thresholds and patterns are set out of the run's reach.
  for (const id of playerIds) await verifyFully(db, id);
  await setComplianceSettings(
    db,
    { ...DEFAULT_COMPLIANCE_SETTINGS, amlDayThreshold: 10n ** 15n, amlMonthThreshold: 10n ** 15n, smallDepositCount: 1000, littlePlayMinimum: 10n ** 15n },
    { actor: { kind: 'system', id: 'simulator' } },
  );
  const [operator] = await db.insert(operators).values({ username: `sim-${randomUUID().slice(0, 8)}`, passwordHash: 'not-a-real-hash' }).returning();
  const suffix = randomUUID().slice(0, 8);
  const method = async (values: Pick<typeof paymentMethods.$inferInsert, 'code' | 'type' | 'kind' | 'gateway' | 'title' | 'config'>) =>
    (await db.insert(paymentMethods).values({ minAmount: 100n, maxAmount: 100_000_000n, ...values }).returning())[0];
  const depositMethod = await method({
    code: `sim-havale-${suffix}`,
    type: 1,
    kind: 'message',
    gateway: 'manual',
    title: { tr: 'Havale/EFT', en: 'Bank transfer' },
    config: { bankAccounts: [{ bankName: 'Simülasyon Bankası', accountHolder: 'Casino A.Ş.', iban: turkishIbanFromBban('0006100519786457841326') }] },
  });
  const cardMethod = await method({ code: `sim-card-${suffix}`, type: 1, kind: 'hosted-page', gateway: 'sim', title: { tr: 'Kredi kartı', en: 'Card' } });
  const withdrawMethod = await method({
    code: `sim-withdraw-${suffix}`,
    type: 2,
    kind: 'bank-transfer-withdraw',
    gateway: 'manual',
    title: { tr: 'Banka havalesi', en: 'Bank transfer' },
  });
  const gateways = createGatewayRegistry([simGateway]);
  const categoryId = `sim-${suffix}`;
  await db.insert(sportsCategories).values({ id: categoryId, sport: 'football', nameTr: 'Simülasyon', nameEn: 'Simulation' });
  await db.insert(sportsLeagues).values({ id: categoryId, sport: 'football', categoryId, nameTr: 'Simülasyon Ligi', nameEn: 'Simulation League' });
  const team = (side: string) => ({ id: `${categoryId}-${side}`, leagueId: categoryId, name: side, attack: 1, defence: 1 });
  await db.insert(sportsTeams).values([team('home'), team('away')]);
  const sports = { leagueId: categoryId, homeTeamId: `${categoryId}-home`, awayTeamId: `${categoryId}-away`, events: new Set<string>() };
  const studio = await createStudioWorld(db, suffix);
  // Admins: the one role that may both resettle bets and lift exclusions (a trader and a compliance officer each do one).
  const deciding = async (name: string): Promise<Deciding> => {
    const [row] = await db.insert(operators).values({ username: `sim-${name}-${suffix}`, passwordHash: 'not-a-real-hash', role: 'admin' }).returning();
    return { id: row.id, role: row.role, acting: { actor: { kind: 'operator', id: row.id } } };
  };
  const proposer = await deciding('proposer');
  const approver = await deciding('approver');
  return {
    db,
    playerIds,
    operatorId: operator.id,
    depositMethod,
    cardMethod,
    gateways,
    cards: new Map(),
    withdrawMethod,
    ids: new Map(),
    sports,
    cashOuts: new Map(),
    studio,
    proposer,
    approver,
    refusedProposals: new Map(),
  };
}

/** The market and outcome ids the book gives an event's 1X2 market (server/sports/book.ts: the first market, outcomes in order). */
const marketOf = (event: string) => `${event}-m0`;
const outcomeOf = (event: string, code: (typeof SPORTS_CODES)[number]) => `${marketOf(event)}-${SPORTS_CODES.indexOf(code)}`;

/**
 * The feed's side: the events a batch's requests name, created through the book's feed messages with a
 * 1X2 market at the plan's prices, kick-off far in the future (open until their result). Called before a
 * batch is sent, one at a time (not a money path: it is not under test here).
 */
export async function prepareBatch(world: World, requests: readonly Request[]): Promise<void> {
  for (const { op } of requests) {
    const events = op.kind === 'sports-bet' ? op.legs.map((l) => l.event) : op.kind === 'sports-settle' || op.kind === 'sports-resettle' ? [op.event] : [];
    for (const eventId of events) {
      if (world.sports.events.has(eventId)) continue;
      const { leagueId, homeTeamId, awayTeamId } = world.sports;
      const odds = sportsOdds(eventId);
      await applyFeedMessage({ db: world.db }, { type: 'fixture_change', eventId, leagueId, sport: 'football', homeTeamId, awayTeamId, startsAt: new Date(Date.UTC(2100, 0, 1)), fairness: null });
      const outcomes = SPORTS_CODES.map((code) => ({ code, odds: odds[code], probability: 100 / odds[code], active: true }));
      await applyFeedMessage({ db: world.db }, { type: 'odds_change', eventId, markets: [{ type: '1x2', specifiers: '', group: 'main', status: 'active', outcomes }] });
      world.sports.events.add(eventId);
    }
  }
}

const playerActing = (playerId: string): Acting => ({ actor: { kind: 'player', id: playerId }, ip: '127.0.0.1' });

/** Failures a request may legitimately end with, by a stable name; null for anything else. */
function refusalOf(err: unknown): string | null {
  if (err instanceof GameWalletError) return `game:${err.code}`;
  if (err instanceof ApiError) return `api:${err.statusCode}:${err.messageKey}`;
  if (err instanceof IdempotencyConflictError) return 'ledger:IDEMPOTENCY_CONFLICT';
  if (err instanceof TrialBonusAlreadyGrantedError) return 'bonus:TRIAL_ALREADY_GRANTED';
  if (err instanceof PlacementError) return `api:${err.status}:${err.key}`;
  if (err instanceof SettleConflictError) return 'sports:SETTLE_CONFLICT';
  if (err instanceof StudioError) return `api:${err.status}:${err.key}`;
  if (err instanceof CashOutError) return `api:${err.status}:${err.key}`;
  return null;
}

/**
 * The second operator rejects a waiting proposal (nothing is carried out), then an approval of it is tried:
 * it must be refused as decided. Any other answer to either comes back as a refusal the model never names.
 */
async function rejectProposal(db: Db, world: World, id: number, key: string, now: Date): Promise<Outcome> {
  world.refusedProposals.set(key, PROPOSAL_REJECTED);
  const rejected = await decideProposal(db, id, 'reject', world.approver, 'simulator: rejected', now);
  if (rejected.proposal.status !== 'rejected' || rejected.change || rejected.sportsPushes?.length) return { ok: false, refusal: `rejection moved or left ${rejected.proposal.status}` };
  try {
    await decideProposal(db, id, 'approve', world.approver, null, now);
    return { ok: false, refusal: 'approval after a rejection carried out' };
  } catch (err) {
    const refusal = refusalOf(err);
    if (refusal !== 'api:409:ops.approval.decided') throw err;
  }
  return { ok: false, refusal: PROPOSAL_REJECTED };
}

const game = (r: { amount: bigint; cash: bigint; bonus: bigint }) => `${r.amount}/${r.cash}/${r.bonus}`;

/** Sends one request; `now` is the simulated clock of its batch. */
export async function send(world: World, request: Request, now: Date): Promise<Outcome> {
  const { db, playerIds, ids } = world;
  const { op, index } = request;
  const operator = { operatorId: world.operatorId, acting: { actor: { kind: 'operator', id: world.operatorId } } as Acting };
  try {
    switch (op.kind) {
      case 'deposit':
      case 'card-deposit': {
        const playerId = playerIds[op.player];
        const started = await startDeposit(db, {
          playerId,
          method: op.kind === 'deposit' ? world.depositMethod : world.cardMethod,
          values: { amount: Number(op.amount) / 100 },
          amount: op.amount,
          clientKey: op.key,
          locale: 'tr',
          origin: 'http://localhost',
          gateways: world.gateways,
          acting: playerActing(playerId),
          now,
        });
        ids.set(index, started.transaction.id);
        const { reference, gatewayRef } = started.transaction;
        if (op.kind === 'card-deposit' && gatewayRef) world.cards.set(index, { reference, gatewayRef, amount: op.amount });
        return { ok: true, replayed: started.replayed, summary: String(started.transaction.id) };
      }
      case 'withdraw': {
        const playerId = playerIds[op.player];
        const result = await requestWithdrawal(db, {
          playerId,
          method: world.withdrawMethod,
          values: { iban: 'TR330006100519786457841326', amount: Number(op.amount) / 100 },
          amount: op.amount,
          clientKey: op.key,
          acting: playerActing(playerId),
        });
        ids.set(index, result.transaction.id);
        return { ok: true, replayed: result.replayed, summary: String(result.transaction.id) };
      }
      case 'deposit-decide':
      case 'withdraw-decide': {
        const id = ids.get(op.of);
        if (typeof id !== 'number') return { skipped: true };
        const owner = playerIds[op.player];
        const result =
          op.decision === 'confirm'
            ? await confirmBankDeposit(db, id, operator)
            : op.kind === 'deposit-decide'
              ? await rejectBankDeposit(db, id, { ...operator, reason: 'Havale ulaşmadı' })
              : op.decision === 'approve'
                ? await approveWithdrawal(db, id, operator)
                : op.decision === 'reject'
                  ? await rejectWithdrawal(db, id, { ...operator, reason: 'IBAN hesap sahibiyle eşleşmiyor' })
                  : await cancelWithdrawal(db, id, { playerId: owner, acting: playerActing(owner) });
        return { ok: true, replayed: result.replayed, summary: String(result.transaction.id) };
      }
      case 'webhook': {
        const card = world.cards.get(op.of);
        if (!card) return { skipped: true };
        const result = await applyGatewayEvent(db, 'sim', {
          reference: op.forged === 'reference' ? `${card.reference}-forged` : card.reference,
          gatewayRef: op.forged === 'gatewayRef' ? `${card.gatewayRef}-forged` : card.gatewayRef,
          outcome: op.outcome,
          amount: op.forged === 'amount' ? card.amount + 100n : card.amount,
          currency: 'TRY',
          details: {},
        });
        return { ok: true, replayed: result.replayed, summary: String(result.transaction.id) };
      }
      case 'bet':
      case 'win': {
        const call = { playerId: playerIds[op.player], txId: op.txId, roundId: op.round, gameCode: op.game, amount: op.amount, now };
        const result = op.kind === 'bet' ? await bet(db, call) : await win(db, call);
        return { ok: true, replayed: result.replayed, summary: game(result) };
      }
      case 'rollback': {
        const result = await rollback(db, { playerId: playerIds[op.player], txId: op.txId, originalTxId: op.original, now });
        return { ok: true, replayed: result.replayed, summary: game(result) };
      }
      case 'grant': {
        const result = await grantBonus(db, {
          playerId: playerIds[op.player],
          amount: op.amount,
          kind: op.bonusKind,
          idempotencyKey: op.key,
          wageringMultiplier: op.multiplier,
          expiresAt: new Date(op.expiresAt),
        });
        ids.set(index, result.bonusId);
        return { ok: true, replayed: result.replayed, summary: result.bonusId };
      }
      case 'forfeit': {
        const bonusId = ids.get(op.of);
        if (bonusId === undefined) return { skipped: true };
        const ended = await forfeitBonus(db, bonusId, operator.acting, now);
        return ended ? { ok: true, replayed: false, summary: String(ended.settled) } : { ok: false, refusal: 'gone' };
      }
      case 'sports-bet': {
        const slip = {
          oddsChange: 'none' as const,
          bets: [
            {
              type: op.legs.length > 1 ? ('accumulator' as const) : ('single' as const),
              stake: Number(op.stake) / 100,
              selections: op.legs.map((l) => ({ eventId: l.event, marketId: marketOf(l.event), outcomeId: outcomeOf(l.event, l.code), odds: l.odds / 100 })),
            },
          ],
        };
        const answer = await placeBets({ db, limits: sportsLimits(), now: () => now }, playerIds[op.player], op.key, slip, 'tr');
        if (!answer.accepted) return { ok: false, refusal: `sports:${answer.reason}` };
        ids.set(index, answer.bets[0].id);
        // Placement does not say whether it was a replay (the stored first answer): the ledger's entry count judges.
        return { ok: true, replayed: null, summary: answer.bets.map((b) => `${b.id}:${b.totalStake}`).join(',') };
      }
      case 'sports-settle': {
        const result = await settleEvent({ db, now: () => now }, op.event, op.result ? { ft: op.result, ht: null } : null);
        return { ok: true, replayed: result.alreadySettled, summary: String(result.settledBets) };
      }
      case 'sports-resettle': {
        // One trader proposes with the request's key as the reason, another approves. A resend after a fault
        // finds the proposal it made: approved (done), withdrawn (refused before) or still waiting.
        const found = (await db.execute(
          sql`select id, status from approval_proposals where kind = 'resettlement' and target_id = ${op.event} and proposal_note = ${op.key}`,
        )) as unknown as { rows: { id: number; status: string }[] };
        let proposal = found.rows[0] ? { id: Number(found.rows[0].id), status: found.rows[0].status } : null;
        if (proposal?.status === 'approved') return { ok: true, replayed: true, summary: '0' };
        if (proposal?.status === 'rejected') return { ok: false, refusal: world.refusedProposals.get(op.key) ?? 'withdrawn' };
        proposal ??= await proposeSportsResettlement(db, op.event, op.action, op.result ? { ft: op.result, ht: null } : null, op.key, world.proposer);
        if (op.reject) return rejectProposal(db, world, proposal.id, op.key, new Date());
        try {
          const decided = await decideProposal(db, proposal.id, 'approve', world.approver, null);
          return { ok: true, replayed: false, summary: String(decided.sportsPushes?.length ?? 0) };
        } catch (err) {
          const refusal = refusalOf(err);
          if (refusal === null) throw err;
          // The proposer withdraws the proposal its approval refused (else the event could take no other).
          world.refusedProposals.set(op.key, refusal);
          await decideProposal(db, proposal.id, 'reject', world.proposer, refusal);
          return { ok: false, refusal };
        }
      }
      case 'studio-spin': {
        const playerId = playerIds[op.player];
        const player = { playerId, gameCode: 'studio-slot', game: studioGameOf('studio-slot')!, tokenHash: 'simulator' };
        const round = await spinSlot({ ...world.studio, now: () => now }, player, op.requestId, op.bet);
        // A spin refused at its stake leaves its round cancelled: the same request id again answers that.
        if (round.status === 'cancelled') return { ok: false, refusal: 'studio:cancelled' };
        // The API's own figures (TRY), taken as the server's draws: the model checks the money around them.
        const kurusOf = (amount: number) => BigInt(Math.round(amount * 100));
        const jackpot = round.jackpots.reduce((sum, won) => sum + kurusOf(won.amount), 0n);
        const payout = kurusOf(round.win);
        return { ok: true, replayed: null, summary: `${round.roundId}|${round.status}|${kurusOf(round.bet)}|${payout}|${round.jackpots.length}|${jackpot}` };
      }
      case 'sports-cashout': {
        const betId = ids.get(op.of);
        if (typeof betId !== 'string') return { skipped: true };
        const playerId = playerIds[op.player];
        const deps = { db, now: () => now };
        // A twin or a resend after a fault sends what the first attempt sent: the same quote and amount,
        // as a double tap sends the one quote the screen showed. The quote is shared while it is being
        // asked for: a twin that asked for its own could read the bet after the other twin had cashed it
        // out in full, and be refused as not open where a client would have sent the same token again.
        let quoted = world.cashOuts.get(op.key);
        if (!quoted) {
          const asking = getCashOutQuote(deps, playerId, betId).then((quote) => {
            if (!quote.available || quote.amount === null || quote.token === null) return { refusal: `sports:cashout:${quote.reason}` };
            const value = BigInt(Math.round(quote.amount * 100));
            return { token: quote.token, value, amount: op.part === 'full' ? value : value / 2n };
          });
          quoted = asking;
          world.cashOuts.set(op.key, asking);
          // A quote lost to a fault is asked for again by the resend.
          asking.catch(() => world.cashOuts.get(op.key) === asking && world.cashOuts.delete(op.key));
        }
        const asked = await quoted;
        if ('refusal' in asked) return { ok: false, refusal: asked.refusal };
        const result = await cashOutBet(deps, playerId, betId, op.key, asked.token, asked.amount, 'tr');
        if (!result.cashedOut) return { ok: false, refusal: `sports:cashout:${result.reason}` };
        return { ok: true, replayed: null, summary: `${asked.value}|${asked.amount}` };
      }
      case 'limit': {
        const playerId = playerIds[op.player];
        const answer = await setLimit(db, playerId, { kind: op.limit, period: op.period, amount: op.amount }, playerActing(playerId), now);
        return { ok: true, replayed: false, summary: answer };
      }
      case 'limit-confirm': {
        const playerId = playerIds[op.player];
        await confirmLimit(db, playerId, { kind: op.limit, period: op.period }, playerActing(playerId), now);
        return { ok: true, replayed: false, summary: 'confirmed' };
      }
      case 'time-out': {
        const playerId = playerIds[op.player];
        const { exclusion } = await startExclusion(db, playerId, 'timeOut', op.period, playerActing(playerId), now);
        return { ok: true, replayed: false, summary: String(exclusion.endsAt?.getTime()) };
      }
      case 'self-exclusion': {
        const playerId = playerIds[op.player];
        const { exclusion } = await startExclusion(db, playerId, 'selfExclusion', op.period, playerActing(playerId), now);
        return { ok: true, replayed: false, summary: String(exclusion.endsAt?.getTime() ?? 'permanent') };
      }
      case 'exclusion-lift': {
        // One operator proposes with the request's key as the reason, another approves, on the plan's clock.
        const playerId = playerIds[op.player];
        const found = (await db.execute(
          sql`select id, status from approval_proposals where kind = 'selfExclusionLift' and player_id = ${playerId} and proposal_note = ${op.key}`,
        )) as unknown as { rows: { id: number; status: string }[] };
        let proposal = found.rows[0] ? { id: Number(found.rows[0].id), status: found.rows[0].status } : null;
        if (proposal?.status === 'approved') return { ok: true, replayed: true, summary: 'lifted' };
        if (proposal?.status === 'rejected') return { ok: false, refusal: world.refusedProposals.get(op.key) ?? 'withdrawn' };
        proposal ??= await proposeExclusionLift(db, playerId, op.key, world.proposer, now);
        if (op.reject) return rejectProposal(db, world, proposal.id, op.key, now);
        try {
          await decideProposal(db, proposal.id, 'approve', world.approver, null, now);
        } catch (err) {
          const refusal = refusalOf(err);
          if (refusal === null) throw err;
          world.refusedProposals.set(op.key, refusal);
          await decideProposal(db, proposal.id, 'reject', world.proposer, refusal, now);
          return { ok: false, refusal };
        }
        return { ok: true, replayed: false, summary: 'lifted' };
      }
      case 'sweep': {
        const ended = await expireBonuses(db, { now });
        return { ok: true, replayed: false, summary: ended.map((e) => `${e.bonusId}:${e.settled}`).sort().join(',') };
      }
    }
  } catch (err) {
    const refusal = refusalOf(err);
    if (refusal === null) throw err;
    return { ok: false, refusal };
  }
}
