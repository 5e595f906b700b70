// Handlers of our own studio's games: the game pages' calls (authenticated by the launch token in the
// body) and the player's round recall and verification (player session). The work is in server/studio;
// here requests become service calls and StudioError refusals become localized envelopes.
import type { Handler, HandlerContext, HandlerMap, OperationId } from '../contract/types';
import { ApiError } from '../lib/api-error';
import { ok } from '../lib/envelope';
import { formatTry, requestKurus } from '../lib/money';
import { cashOutCrash, crashState, placeCrashBet } from '../studio/crash';
import type { RouletteBet } from '../studio/engine';
import { StudioError } from '../studio/errors';
import { actBlackjack, dealBlackjack, parseRouletteBets, playerRound, roundJson, spinRoulette, spinSlot, type StudioDeps } from '../studio/rounds';
import { openSession, studioPlayerOf } from '../studio/session';
import { rotatePlayerSeeds } from '../studio/seeds';
import { verifyInputs, verifyPlayerRound } from '../studio/verify';
import { multiplierToHundredths } from '../studio/views';
import { buyTombalaTickets, tombalaState } from '../studio/tombala/rooms';
import { kenoResults, kenoState, placeKenoBet } from '../studio/keno/draws';
import { liveRouletteState, placeLiveRouletteBets } from '../studio/live-roulette/spins';

function deps(ctx: HandlerContext<OperationId>): StudioDeps {
  return { db: ctx.db, hub: ctx.request.server.hub };
}

/** Runs the call, turning the service's refusals into envelopes in the request's language. */
async function run<T>(ctx: HandlerContext<OperationId>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StudioError) {
      const vars = Object.fromEntries(Object.entries(error.money).map(([name, kurus]) => [name, formatTry(kurus, ctx.locale)]));
      throw new ApiError(error.status, error.key, vars);
    }
    throw error;
  }
}

/** TRY from the body to kuruş; more than two decimals is a bad bet, not a crash. */
const kurus = (amount: number): bigint => requestKurus(amount, 'bet');

const crashRunner = (ctx: HandlerContext<OperationId>) => ctx.request.server.studioCrash;

const getStudioSession: Handler<'getStudioSession'> = (ctx) =>
  run(ctx, async () => {
    const player = await studioPlayerOf(ctx.db, ctx.body.token);
    return ok(await openSession(deps(ctx), player));
  });

const rotateStudioSeeds: Handler<'rotateStudioSeeds'> = (ctx) =>
  run(ctx, async () => {
    const player = await studioPlayerOf(ctx.db, ctx.body.token);
    const { revealed, next } = await rotatePlayerSeeds(ctx.db, player.playerId, ctx.body.clientSeed);
    return ok(
      { revealed, fairness: { serverSeedHash: next.serverSeedHash, clientSeed: next.clientSeed, nonce: next.nonce } },
      ctx.t('studio.seeds.rotated'),
    );
  });

const spinStudioSlot: Handler<'spinStudioSlot'> = (ctx) =>
  run(ctx, async () => {
    const player = await studioPlayerOf(ctx.db, ctx.body.token);
    return ok(await spinSlot(deps(ctx), player, ctx.body.requestId, kurus(ctx.body.bet)));
  });

function rouletteBets(bets: { kind: string; numbers?: number[]; index?: number; amount: number }[]): RouletteBet[] {
  return parseRouletteBets(bets.map((bet) => ({ ...bet, amount: kurus(bet.amount) })));
}

const spinStudioRoulette: Handler<'spinStudioRoulette'> = (ctx) =>
  run(ctx, async () => {
    const player = await studioPlayerOf(ctx.db, ctx.body.token);
    return ok(await spinRoulette(deps(ctx), player, ctx.body.requestId, rouletteBets(ctx.body.bets)));
  });

const dealStudioBlackjack: Handler<'dealStudioBlackjack'> = (ctx) =>
  run(ctx, async () => {
    const player = await studioPlayerOf(ctx.db, ctx.body.token);
    return ok(await dealBlackjack(deps(ctx), player, ctx.body.requestId, kurus(ctx.body.bet)));
  });

const actStudioBlackjack: Handler<'actStudioBlackjack'> = (ctx) =>
  run(ctx, async () => {
    const player = await studioPlayerOf(ctx.db, ctx.body.token);
    return ok(await actBlackjack(deps(ctx), player, ctx.body.roundId, ctx.body.action, ctx.body.step));
  });

const getStudioCrashState: Handler<'getStudioCrashState'> = (ctx) =>
  run(ctx, async () => {
    const player = await studioPlayerOf(ctx.db, ctx.body.token);
    if (player.game.kind !== 'crash') throw new StudioError(400, 'studio.game.mismatch');
    await crashRunner(ctx).ensureRound();
    return ok(await crashState(deps(ctx), player.playerId));
  });

const betStudioCrash: Handler<'betStudioCrash'> = (ctx) =>
  run(ctx, async () => {
    const player = await studioPlayerOf(ctx.db, ctx.body.token);
    await crashRunner(ctx).ensureRound();
    return ok(await placeCrashBet(deps(ctx), player, ctx.body.requestId, kurus(ctx.body.bet), ctx.body.autoCashOut ?? null));
  });

const cashOutStudioCrash: Handler<'cashOutStudioCrash'> = (ctx) =>
  run(ctx, async () => {
    const player = await studioPlayerOf(ctx.db, ctx.body.token);
    await crashRunner(ctx).ensureRound();
    return ok(await cashOutCrash(deps(ctx), player));
  });

const getStudioTombalaState: Handler<'getStudioTombalaState'> = (ctx) =>
  run(ctx, async () => {
    const player = await studioPlayerOf(ctx.db, ctx.body.token);
    if (player.game.kind !== 'tombala') throw new StudioError(400, 'studio.game.mismatch');
    await ctx.request.server.studioTombala.ensureGames();
    return ok(await tombalaState(deps(ctx), player.playerId, ctx.body.roomId));
  });

const buyStudioTombalaTickets: Handler<'buyStudioTombalaTickets'> = (ctx) =>
  run(ctx, async () => {
    const player = await studioPlayerOf(ctx.db, ctx.body.token);
    await ctx.request.server.studioTombala.ensureGames();
    return ok(await buyTombalaTickets(deps(ctx), player, ctx.body.requestId, ctx.body.roomId, ctx.body.count));
  });

const kenoRunner = (ctx: HandlerContext<OperationId>) => ctx.request.server.studioKeno;

const getStudioKenoDraw: Handler<'getStudioKenoDraw'> = (ctx) =>
  run(ctx, async () => {
    const player = await studioPlayerOf(ctx.db, ctx.body.token);
    if (player.game.kind !== 'keno') throw new StudioError(400, 'studio.game.mismatch');
    const draw = await kenoRunner(ctx).currentDraw();
    return ok(await kenoState(deps(ctx), player.playerId, draw));
  });

const placeStudioKenoBet: Handler<'placeStudioKenoBet'> = (ctx) =>
  run(ctx, async () => {
    const player = await studioPlayerOf(ctx.db, ctx.body.token);
    const runner = kenoRunner(ctx);
    runner.touch();
    return ok(await placeKenoBet(deps(ctx), player, ctx.body.requestId, ctx.body.drawNo, ctx.body.bet, kurus(ctx.body.stake), runner.kenoTimes));
  });

const listStudioKenoResults: Handler<'listStudioKenoResults'> = (ctx) =>
  run(ctx, async () => {
    const player = await studioPlayerOf(ctx.db, ctx.body.token);
    if (player.game.kind !== 'keno') throw new StudioError(400, 'studio.game.mismatch');
    return ok(await kenoResults(ctx.db, ctx.body.limit ?? 20));
  });

const liveRouletteRunner = (ctx: HandlerContext<OperationId>) => ctx.request.server.studioLiveRoulette;

const getStudioLiveRouletteSpin: Handler<'getStudioLiveRouletteSpin'> = (ctx) =>
  run(ctx, async () => {
    const player = await studioPlayerOf(ctx.db, ctx.body.token);
    if (player.game.kind !== 'live-roulette') throw new StudioError(400, 'studio.game.mismatch');
    const spin = await liveRouletteRunner(ctx).currentSpin();
    return ok(await liveRouletteState(deps(ctx), player.playerId, spin));
  });

const placeStudioLiveRouletteBets: Handler<'placeStudioLiveRouletteBets'> = (ctx) =>
  run(ctx, async () => {
    const player = await studioPlayerOf(ctx.db, ctx.body.token);
    const runner = liveRouletteRunner(ctx);
    runner.touch();
    return ok(await placeLiveRouletteBets(deps(ctx), player, ctx.body.requestId, ctx.body.spinNo, rouletteBets(ctx.body.bets), runner.tableTimes));
  });

const getStudioRound: Handler<'getStudioRound'> = (ctx) =>
  run(ctx, async () => {
    const player = ctx.requirePlayer();
    return ok(await roundJson(ctx.db, await playerRound(ctx.db, player.id, ctx.body.roundId)));
  });

const verifyStudioRound: Handler<'verifyStudioRound'> = (ctx) =>
  run(ctx, async () => {
    const body = ctx.body;
    // A recorded round is the player's own; typed-in seeds are arithmetic anyone may check, guests too.
    if ('roundId' in body) return ok(await verifyPlayerRound(ctx.db, ctx.requirePlayer().id, body.roundId));
    // A tombala game is verified from its recorded tickets (by round id), not from typed-in seeds alone.
    if (body.game === 'tombala') throw new StudioError(400, 'studio.verify.params');
    const cashOut = body.cashOut === undefined ? undefined : multiplierToHundredths(body.cashOut);
    if (cashOut !== undefined && Number.isNaN(cashOut)) throw new StudioError(400, 'studio.verify.params');
    return ok(
      verifyInputs({
        game: body.game,
        gameCode: body.gameCode,
        serverSeed: body.serverSeed,
        serverSeedHash: body.serverSeedHash,
        clientSeed: body.clientSeed,
        nonce: body.nonce,
        bet: body.bet === undefined ? undefined : kurus(body.bet),
        bets: body.bets ? rouletteBets(body.bets) : undefined,
        actions: body.actions,
        cashOut,
      }),
    );
  });

export const studioHandlers = {
  getStudioSession,
  rotateStudioSeeds,
  spinStudioSlot,
  spinStudioRoulette,
  dealStudioBlackjack,
  actStudioBlackjack,
  getStudioCrashState,
  betStudioCrash,
  cashOutStudioCrash,
  getStudioTombalaState,
  buyStudioTombalaTickets,
  getStudioKenoDraw,
  placeStudioKenoBet,
  listStudioKenoResults,
  getStudioLiveRouletteSpin,
  placeStudioLiveRouletteBets,
  getStudioRound,
  verifyStudioRound,
} satisfies HandlerMap;
