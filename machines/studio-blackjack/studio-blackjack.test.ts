// The studio blackjack's hand: chips make an even bet within the limits, Deal sends it in TRY and a hand
// in play tells the shell the balance the stake left; each decision the engine allows is sent with its
// step, and the settled hand reports the round (balance, nonce, everything staked and paid). A natural
// settles at the deal. A failed deal or decision waits for a retry that repeats the same call. A hand left
// in play resumes at its decision. The actors turn the contract's TRY into kuruş. Then every path.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';
import { controllable, hosted, ok, recordingApi } from '../testing/fixtures';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { type ActInput, type BlackjackRound, blackjackRoundOf, type DealInput, studioBlackjackActors } from './studio-blackjack.actors';
import { chipChoices, type StudioBlackjackEvent, studioBlackjackMachine } from './studio-blackjack.machine';
import { selectBet, selectCanDeal, selectChipsThatFit, selectDecisions, selectError, selectResult } from './studio-blackjack.selectors';

type StudioRound = components['schemas']['StudioRound'];
type Outcome = components['schemas']['StudioBlackjackOutcome'];

// The catalogue's blackjack: ₺2 to ₺5.000 in steps of 0,02.
const limits = { min: 200, max: 500_000, step: 2 };

// Cards by code: suit = floor(code / 13) (spades, hearts, diamonds, clubs), rank = code % 13 + 1.
const TEN_SPADES = 9;
const SIX_HEARTS = 18;
const NINE_DIAMONDS = 34;
const FIVE_CLUBS = 43;
const SEVEN_CLUBS = 45;
const ACE_SPADES = 0;
const KING_HEARTS = 25;

/** A blackjack round as the contract answers it (money in TRY). */
function contractRound(round: { status: StudioRound['status']; bet: number; win: number; balance: number; nonce: number; outcome: Partial<Outcome> }): StudioRound {
  return {
    roundId: 'studio:r1',
    game: 'blackjack',
    gameCode: 'studio-blackjack',
    status: round.status,
    bet: round.bet,
    win: round.win,
    balanceBefore: 100,
    balanceAfter: round.balance,
    balance: round.balance,
    jackpots: [],
    fairness: { serverSeedHash: 'h', serverSeed: null, clientSeed: 'c', nonce: round.nonce },
    outcome: {
      game: 'blackjack',
      phase: 'player',
      dealer: [NINE_DIAMONDS, null],
      dealerTotal: 9,
      hands: [],
      active: 0,
      insurance: 'not-offered',
      legalActions: [],
      actions: [],
      ...round.outcome,
    },
    startedAt: '2026-11-27T10:00:00.000Z',
    endedAt: null,
  } as StudioRound;
}

const hand = (cards: number[], total: number, wager: number, result: Outcome['hands'][number]['result'] = null): Outcome['hands'][number] => ({
  cards,
  total,
  soft: false,
  wager,
  doubled: false,
  fromSplit: false,
  done: result !== null,
  result,
});

// ₺10 on 10♠ 6♥ against the dealer's 9♦: the stake leaves ₺90.
const dealt = contractRound({
  status: 'open',
  bet: 10,
  win: 0,
  balance: 90,
  nonce: 4,
  outcome: { hands: [hand([TEN_SPADES, SIX_HEARTS], 16, 10)], legalActions: ['hit', 'stand', 'double'] },
});
// Hit: 5♣ makes 21, which stands by itself; the dealer turns 7♣ (16), must draw, and busts with K♥ (26);
// the hand wins even money: ₺20 back, ₺90 + ₺20 = ₺110.
const hitAndWon = contractRound({
  status: 'settled',
  bet: 10,
  win: 20,
  balance: 110,
  nonce: 4,
  outcome: {
    phase: 'settled',
    dealer: [NINE_DIAMONDS, SEVEN_CLUBS, KING_HEARTS],
    dealerTotal: 26,
    hands: [hand([TEN_SPADES, SIX_HEARTS, FIVE_CLUBS], 21, 10, 'win')],
    actions: ['hit'],
  },
});
// A natural against a nine: settled at the deal, paid 3:2: ₺10 + ₺15 back, ₺90 + ₺25 = ₺115.
const natural = contractRound({
  status: 'settled',
  bet: 10,
  win: 25,
  balance: 115,
  nonce: 5,
  outcome: { phase: 'settled', dealer: [NINE_DIAMONDS, SEVEN_CLUBS], dealerTotal: 16, hands: [hand([ACE_SPADES, KING_HEARTS], 21, 10, 'blackjack')] },
});

function start(unfinished: StudioRound | null = null) {
  const deal = controllable<DealInput, BlackjackRound, { requestId: string; bet: number }>(({ requestId, bet }) => ({ requestId, bet }));
  const act = controllable<ActInput, BlackjackRound, { roundId: string; action: string; step: number }>(({ roundId, action, step }) => ({ roundId, action, step }));
  const { actor, received } = hosted(
    studioBlackjackMachine.provide({ actors: { dealBlackjack: deal.logic, actBlackjack: act.logic } }),
    { token: 't', limits, unfinished },
    { systemIds: ['studio'] },
  );
  return { actor, received, deal, act };
}

describe('studio blackjack machine', () => {
  it('offers even chips within the limits and starts on the smallest bet', () => {
    expect(chipChoices(limits)).toEqual([200, 500, 1_000, 2_500, 10_000, 50_000]);
    expect(chipChoices({ min: 200, max: 2_000, step: 100 })).toEqual([200, 500, 1_000]);
    const { actor } = start();
    expect(selectBet(actor.getSnapshot())).toBe(200);
    expect(actor.getSnapshot().value).toEqual({ ready: 'betting' });
  });

  it('adds chips up to the largest bet, and a cleared bet cannot be dealt', () => {
    const { actor } = start();
    actor.send({ type: 'blackjack.bet.cleared' });
    expect(selectCanDeal(actor.getSnapshot())).toBe(false);
    for (let i = 0; i < 10; i++) actor.send({ type: 'blackjack.chip.added', chip: 50_000 });
    expect(selectBet(actor.getSnapshot())).toBe(500_000);
    // ₺5.000 is the most: no chip fits any more.
    actor.send({ type: 'blackjack.chip.added', chip: 200 });
    expect(selectBet(actor.getSnapshot())).toBe(500_000);
    expect(selectChipsThatFit(actor.getSnapshot())).toEqual([]);
    // A chip the page does not offer is ignored.
    actor.send({ type: 'blackjack.bet.cleared' });
    actor.send({ type: 'blackjack.chip.added', chip: 300 });
    expect(selectBet(actor.getSnapshot())).toBe(0);
  });

  it('deals the bet, tells the shell the balance, plays a hit to settlement and reports the round', async () => {
    const { actor, received, deal, act } = start();
    actor.send({ type: 'blackjack.bet.cleared' });
    actor.send({ type: 'blackjack.chip.added', chip: 500 });
    actor.send({ type: 'blackjack.chip.added', chip: 500 });
    actor.send({ type: 'blackjack.deal' });
    expect(actor.getSnapshot().value).toBe('dealing');
    expect(deal.calls).toEqual([{ requestId: expect.any(String), bet: 1_000 }]);
    await deal.resolve(blackjackRoundOf(dealt));
    expect(actor.getSnapshot().value).toEqual({ playing: 'deciding' });
    expect(received.studio).toEqual([{ type: 'balance.updated', balance: 9_000 }]);
    expect(selectDecisions(actor.getSnapshot())).toEqual(['hit', 'stand', 'double']);
    // Split is not offered on 10 and 6: sending it changes nothing.
    actor.send({ type: 'blackjack.decided', action: 'split' });
    expect(act.calls).toEqual([]);
    actor.send({ type: 'blackjack.decided', action: 'hit' });
    expect(selectDecisions(actor.getSnapshot())).toEqual([]);
    expect(act.calls).toEqual([{ roundId: 'studio:r1', action: 'hit', step: 0 }]);
    await act.resolve(blackjackRoundOf(hitAndWon));
    expect(actor.getSnapshot().value).toEqual({ ready: 'settled' });
    expect(received.studio).toEqual([
      { type: 'balance.updated', balance: 9_000 },
      { type: 'round.settled', balance: 11_000, nonce: 4, bet: 1_000, win: 2_000 },
    ]);
    expect(selectResult(actor.getSnapshot())).toEqual({ bet: 1_000, win: 2_000, net: 1_000 });
    // The bet stays for the next hand.
    expect(selectCanDeal(actor.getSnapshot())).toBe(true);
  });

  it('settles a natural at the deal', async () => {
    const { actor, received, deal } = start();
    actor.send({ type: 'blackjack.deal' });
    await deal.resolve(blackjackRoundOf(natural));
    expect(actor.getSnapshot().value).toEqual({ ready: 'settled' });
    expect(received.studio).toEqual([{ type: 'round.settled', balance: 11_500, nonce: 5, bet: 1_000, win: 2_500 }]);
  });

  it('shows a refused deal and retries it with the same request id, or goes back to betting', async () => {
    const { actor, deal, received } = start();
    actor.send({ type: 'blackjack.deal' });
    await deal.reject(new ApiError('Your balance is too low for this bet', 400));
    expect(actor.getSnapshot().value).toBe('dealFailed');
    expect(selectError(actor.getSnapshot())).toBe('Your balance is too low for this bet');
    expect(selectCanDeal(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'blackjack.retry' });
    expect(deal.calls).toHaveLength(2);
    expect(deal.calls[1]!.requestId).toBe(deal.calls[0]!.requestId);
    expect(selectError(actor.getSnapshot())).toBeNull();
    await deal.reject(new Error('Connection problem'));
    actor.send({ type: 'blackjack.error.dismissed' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'betting' });
    expect(received.studio).toEqual([]);
    // The next deal is a new request.
    actor.send({ type: 'blackjack.deal' });
    expect(deal.calls[2]!.requestId).not.toBe(deal.calls[0]!.requestId);
  });

  it('retries a failed decision with the same step; the hand stays in play', async () => {
    const { actor, deal, act } = start();
    actor.send({ type: 'blackjack.deal' });
    await deal.resolve(blackjackRoundOf(dealt));
    actor.send({ type: 'blackjack.decided', action: 'stand' });
    await act.reject(new Error('Connection problem'));
    expect(actor.getSnapshot().value).toEqual({ playing: 'failed' });
    expect(selectError(actor.getSnapshot())).toBe('Connection problem');
    actor.send({ type: 'blackjack.error.dismissed' });
    expect(actor.getSnapshot().value).toEqual({ playing: 'failed' });
    actor.send({ type: 'blackjack.retry' });
    expect(act.calls).toEqual([
      { roundId: 'studio:r1', action: 'stand', step: 0 },
      { roundId: 'studio:r1', action: 'stand', step: 0 },
    ]);
  });

  it('resumes a hand left in play at its decision', async () => {
    const { actor, act } = start(dealt);
    expect(actor.getSnapshot().value).toEqual({ playing: 'deciding' });
    actor.send({ type: 'blackjack.decided', action: 'double' });
    expect(act.calls).toEqual([{ roundId: 'studio:r1', action: 'double', step: 0 }]);
  });
});

describe('studio blackjack actors', () => {
  it('deal in TRY and read the hand back in kuruş', async () => {
    const { api: recording, requests } = recordingApi({ '/studio/blackjack/deal': ok(dealt) });
    const { createActor, toPromise } = await import('xstate');
    const actor = createActor(studioBlackjackActors(recording).dealBlackjack, { input: { token: 'tok', requestId: 'req-1', bet: 1_000 } }).start();
    const round = await toPromise(actor);
    expect(requests[0]!.body).toEqual({ token: 'tok', requestId: 'req-1', bet: 10 });
    expect(round).toMatchObject({ roundId: 'studio:r1', status: 'open', bet: 1_000, win: 0, balance: 9_000, nonce: 4, steps: 0 });
    expect(round.hands).toEqual([{ cards: [TEN_SPADES, SIX_HEARTS], total: 16, soft: false, wager: 1_000, doubled: false, result: null }]);
  });

  it('send a decision with its step', async () => {
    const { api: recording, requests } = recordingApi({ '/studio/blackjack/action': ok(hitAndWon) });
    const { createActor, toPromise } = await import('xstate');
    const actor = createActor(studioBlackjackActors(recording).actBlackjack, { input: { token: 'tok', roundId: 'studio:r1', action: 'hit', step: 0 } }).start();
    const round = await toPromise(actor);
    expect(requests[0]!.body).toEqual({ token: 'tok', roundId: 'studio:r1', action: 'hit', step: 0 });
    expect(round).toMatchObject({ status: 'settled', bet: 1_000, win: 2_000, balance: 11_000, dealerTotal: 26, steps: 1 });
  });
});

describe('studio blackjack machine: generated paths', () => {
  const events = (): StudioBlackjackEvent[] =>
    [
      { type: 'blackjack.chip.added', chip: 500 },
      { type: 'blackjack.bet.cleared' },
      { type: 'blackjack.deal' },
      { type: 'blackjack.decided', action: 'hit' },
      { type: 'blackjack.retry' },
      { type: 'blackjack.error.dismissed' },
      { type: 'xstate.done.actor.0.studioBlackjack.dealing', output: blackjackRoundOf(dealt) },
      { type: 'xstate.done.actor.0.studioBlackjack.dealing', output: blackjackRoundOf(natural) },
      { type: 'xstate.error.actor.0.studioBlackjack.dealing', error: new ApiError('x', 400) },
      { type: 'xstate.done.actor.0.studioBlackjack.playing.acting', output: blackjackRoundOf(hitAndWon) },
      { type: 'xstate.done.actor.0.studioBlackjack.playing.acting', output: blackjackRoundOf(dealt) },
      { type: 'xstate.error.actor.0.studioBlackjack.playing.acting', error: new ApiError('x', 409) },
    ] as StudioBlackjackEvent[];
  const machine = studioBlackjackMachine.provide({
    actors: { dealBlackjack: pending as never, actBlackjack: pending as never },
    actions: { 'report round': () => undefined, 'report balance': () => undefined },
  });
  const suites = {
    'a new table': generatePaths(machine, {
      events,
      input: () => ({ token: 't', limits, unfinished: null }),
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.bet > 0, snapshot.context.round?.status ?? null]),
    }),
    'a hand left in play': generatePaths(machine, {
      events,
      input: () => ({ token: 't', limits, unfinished: dealt }),
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.bet > 0, snapshot.context.round?.status ?? null]),
    }),
  };
  testEveryPath(studioBlackjackMachine, suites);
});
