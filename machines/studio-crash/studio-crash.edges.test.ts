// The crash game's important edges with hand-written expectations: an auto cash-out paid by the server
// mid-flight, a refused bet, a cash-out that comes too late (the round crashed first), a reload in the
// middle of a flight, and the retries after a failed bet (same request id) and a failed cash-out (the same
// call): the state by value, what the player sees through the selectors and what the shell hears.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../common/contract/client';
import { answer, bet, crashed, crashTable, nextRound, push, running } from './studio-crash.fixtures';
import {
  selectBetInPlay,
  selectCanBet,
  selectCanDismiss,
  selectError,
  selectFailed,
  selectMainAction,
  selectMultiplier,
  selectPhase,
  selectResult,
} from './studio-crash.selectors';

function sees(actor: ReturnType<typeof crashTable>['actor']) {
  const snapshot = actor.getSnapshot();
  return {
    bet: (snapshot.value as { ready?: { bet: unknown } }).ready?.bet,
    phase: selectPhase(snapshot),
    action: selectMainAction(snapshot),
    failed: selectFailed(snapshot),
    error: selectError(snapshot),
    result: selectResult(snapshot),
  };
}

/** ₺10 bet on round 41 (₺100 → ₺90), now flying. */
async function betInFlight() {
  const table = crashTable();
  await table.fetch.resolve(answer());
  table.actor.send({ type: 'crash.bet' });
  await table.place.resolve(answer({ myBet: bet(), balance: 90 }));
  table.actor.send(push(running()));
  return table;
}

describe('studio crash edges', () => {
  it('an auto cash-out at 2,00x: ₺10 pays ₺20 during the flight, ₺100 → ₺90 → ₺110', async () => {
    const { actor, received, fetch, place } = crashTable();
    await fetch.resolve(answer());
    actor.send({ type: 'crash.auto.changed', text: '2,00' });
    actor.send({ type: 'crash.bet' });
    expect(place.calls[0]).toMatchObject({ bet: 1_000, autoCashOut: 2 });
    await place.resolve(answer({ myBet: bet({ autoCashOut: 2 }), balance: 90 }));
    actor.send(push(running()));
    expect(selectBetInPlay(actor.getSnapshot())).toMatchObject({ stake: 1_000, autoCashOut: 2 });
    // The server paid the auto cash-out: the player's balance moved, the shell relays the push.
    actor.send({ type: 'hub.message', command: 'Balance', message: { balance: 110 } });
    expect(sees(actor)).toMatchObject({ bet: { inRound: 'resolving' }, action: 'cashOut' });
    expect(fetch.calls).toHaveLength(2);
    await fetch.resolve(answer({ round: running(20_000), myBet: bet({ autoCashOut: 2, cashedOutAt: 2, payout: 20, status: 'settled' }), balance: 110 }));
    expect(sees(actor)).toMatchObject({ bet: { free: 'won' }, phase: 'flying', action: 'bet', result: { kind: 'won', at: 2, stake: 1_000, payout: 2_000 } });
    expect(received.studio).toEqual([
      { type: 'balance.updated', balance: 9_000 },
      { type: 'round.settled', balance: 11_000, nonce: null, bet: 1_000, win: 2_000 },
    ]);
    // The next bet goes on the next round: the round still flies.
    actor.send({ type: 'crash.bet' });
    expect(sees(actor).bet).toBe('queued');
  });

  it('a refused bet is said, the bet is off and the balance untouched; the next bet is a new request', async () => {
    const { actor, received, fetch, place } = crashTable();
    await fetch.resolve(answer());
    actor.send({ type: 'crash.bet' });
    await place.reject(new ApiError('Your balance is too low for this bet', 400));
    expect(sees(actor)).toMatchObject({ bet: { free: 'none' }, action: 'bet', failed: false, error: 'Your balance is too low for this bet' });
    expect(selectCanDismiss(actor.getSnapshot())).toBe(true);
    expect(received.studio).toEqual([]);
    actor.send({ type: 'crash.stake.set', stake: 100 });
    actor.send({ type: 'crash.bet' });
    expect(place.calls.map((call) => [call.requestId, call.bet])).toEqual([
      ['req-1', 1_000],
      ['req-2', 100],
    ]);
    expect(selectError(actor.getSnapshot())).toBeNull();
  });

  it('a failed bet waits for Try again, which sends the same request id; Back gives it up', async () => {
    const { actor, fetch, place } = crashTable();
    await fetch.resolve(answer());
    actor.send({ type: 'crash.bet' });
    await place.reject(new Error('Connection problem'));
    expect(sees(actor)).toMatchObject({ bet: 'betFailed', action: 'retry', failed: true, error: 'Connection problem' });
    actor.send({ type: 'crash.retry' });
    expect(place.calls.map((call) => call.requestId)).toEqual(['req-1', 'req-1']);
    await place.reject(new Error('Connection problem'));
    actor.send({ type: 'crash.error.dismissed' });
    expect(sees(actor)).toMatchObject({ bet: { free: 'none' }, action: 'bet', failed: false, error: null });
  });

  it('a cash-out too late: the round crashed at 1,40x first, the bet is lost, ₺100 → ₺90', async () => {
    const { actor, received, fetch, cashOut } = await betInFlight();
    actor.send({ type: 'crash.cashout' });
    await cashOut.reject(new ApiError('The round has already crashed', 409));
    // The refusal is shown while the state call says how the bet ended.
    expect(sees(actor)).toMatchObject({ bet: { inRound: 'resolving' }, error: 'The round has already crashed' });
    await fetch.resolve(answer({ round: crashed(1.4, 5_608), myBet: bet({ status: 'settled' }), balance: 90 }));
    expect(sees(actor)).toMatchObject({ bet: { free: 'lost' }, phase: 'crashed', action: 'bet', result: { kind: 'lost', stake: 1_000, payout: 0 } });
    expect(selectMultiplier(actor.getSnapshot())).toBe(140);
    expect(received.studio).toEqual([
      { type: 'balance.updated', balance: 9_000 },
      { type: 'round.settled', balance: 9_000, nonce: null, bet: 1_000, win: 0 },
    ]);
  });

  it('the crash pushed before any cash-out: the bet is lost, read from the next round’s state', async () => {
    const { actor, received, fetch } = await betInFlight();
    actor.send(push(crashed(1.4, 5_608)));
    expect(sees(actor)).toMatchObject({ bet: { inRound: 'resolving' }, phase: 'crashed' });
    expect(selectCanBet(actor.getSnapshot())).toBe(false);
    // The server already opened round 42; the state names the bet of round 41, settled without a cash-out.
    await fetch.resolve(answer({ round: nextRound(), myBet: bet({ status: 'settled' }), balance: 90 }));
    expect(sees(actor)).toMatchObject({ bet: { free: 'lost' }, phase: 'betting', action: 'bet' });
    expect(received.studio.at(-1)).toEqual({ type: 'round.settled', balance: 9_000, nonce: null, bet: 1_000, win: 0 });
  });

  it('a failed cash-out waits for Try again, which makes the same call; the server answers the cash-out', async () => {
    const { actor, received, fetch, cashOut } = await betInFlight();
    actor.send({ type: 'crash.cashout' });
    await cashOut.reject(new Error('Connection problem'));
    expect(sees(actor)).toMatchObject({ bet: { inRound: 'cashOutFailed' }, action: 'retry', failed: true });
    // A failed cash-out cannot be given up while the bet flies.
    expect(selectCanDismiss(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'crash.retry' });
    expect(cashOut.calls).toEqual([
      { token: 'launch-token' },
      { token: 'launch-token' },
    ]);
    // The first call had cashed out at 1,50x (₺15); the second answers the same cash-out.
    await cashOut.resolve(answer({ round: running(), myBet: bet({ cashedOutAt: 1.5, payout: 15, status: 'settled' }), balance: 105 }));
    expect(sees(actor)).toMatchObject({ bet: { free: 'won' }, result: { kind: 'won', at: 1.5, payout: 1_500 } });
    expect(received.studio.at(-1)).toEqual({ type: 'round.settled', balance: 10_500, nonce: null, bet: 1_000, win: 1_500 });
  });

  it('a reload mid-flight resumes the bet in the running round: Cash out is offered at once', async () => {
    const { actor, received, fetch, cashOut, tick } = crashTable();
    // The page reloads 2 s into round 41's flight with the player's ₺10 in it (balance ₺90).
    await fetch.resolve(answer({ round: running(9_000), myBet: bet(), balance: 90 }));
    expect(sees(actor)).toMatchObject({ bet: { inRound: 'flying' }, phase: 'flying', action: 'cashOut' });
    // 3 s into the flight (local 1 000 ms later): e^(0.00006 × 3 000) = 1,1972: 1,19x, ₺11,90 if cashed out now.
    tick(1_000);
    expect(selectBetInPlay(actor.getSnapshot())).toEqual({ stake: 1_000, autoCashOut: null, payoutNow: 1_190 });
    actor.send({ type: 'crash.cashout' });
    await cashOut.resolve(answer({ round: running(10_000), myBet: bet({ cashedOutAt: 1.19, payout: 11.9, status: 'settled' }), balance: 101.9 }));
    expect(sees(actor)).toMatchObject({ bet: { free: 'won' }, result: { kind: 'won', at: 1.19, payout: 1_190 } });
    expect(received.studio).toEqual([{ type: 'round.settled', balance: 10_190, nonce: null, bet: 1_000, win: 1_190 }]);
  });
});
