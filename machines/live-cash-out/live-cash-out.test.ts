// Cash out of one bet (issue 18): the quote is asked at once and again before it lapses; a full cash
// out ends with what was paid; a part keeps the bet running and asks for a new quote; a part below the
// least or not less than the whole is not sent; a refusal with a new quote offers it; why not offered
// is kept; the auto value is saved and removed; a pushed cashed-out bet ends the offer; the calls'
// shapes; plus generated paths.
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { controllable, ok, outputOf, recordingApi } from '../testing/fixtures';
import { delayEvents, generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import type { BetView } from '../sportsbook/sportsbook.types';
import { type CashOutInput, type CashOutOutcome, liveCashOutActors, type QuoteView } from './live-cash-out.actors';
import { type LiveCashOutEvent, liveCashOutMachine, partialAmount } from './live-cash-out.machine';
import { selectOffer, selectPaid, selectPartAllowed, selectUnavailableReason } from './live-cash-out.selectors';
import { liveCashOutWords } from './live-cash-out.words';

const bet = (extra: Partial<BetView> = {}): BetView => ({
  id: 'b1',
  type: 'single',
  system: null,
  stake: 10_000,
  odds: 2.5,
  status: 'accepted',
  lineCount: 1,
  payout: null,
  potentialPayout: 25_000,
  placedAt: '2026-11-27T16:00:00Z',
  settledAt: null,
  legs: [],
  cashOuts: [],
  ...extra,
});

// The worked figure of docs/sportsbook.md: ₺100 at 2,50, p 0.6, 5 % margin → ₺142,50.
const quote = (extra: Partial<QuoteView> = {}): QuoteView => ({
  available: true,
  reason: null,
  amount: 14_250,
  minPartial: 100,
  stake: 10_000,
  token: 'signed-quote-1',
  autoCashOut: null,
  ...extra,
});

function start() {
  const clock = new SimulatedClock();
  const quotes = controllable<{ betId: string }, QuoteView, string>((input) => input.betId);
  const cash = controllable<CashOutInput, CashOutOutcome>();
  const auto = controllable<{ betId: string; threshold: number | null }, QuoteView, number | null>((input) => input.threshold);
  const refresh = vi.fn();
  let keys = 0;
  const actor = createActor(
    liveCashOutMachine.provide({
      actors: { loadQuote: quotes.logic, cashOut: cash.logic, saveAutoCashOut: auto.logic },
      actions: { 'refresh balance': refresh },
    }),
    { input: { bet: bet(), newKey: () => `co-${++keys}` }, clock },
  ).start();
  const send = (event: LiveCashOutEvent) => actor.send(event);
  return { actor, send, clock, quotes, cash, auto, refresh, snap: () => actor.getSnapshot() };
}

describe('cash out of one bet', () => {
  it('asks the quote at once and again every 3 s while it is offered', async () => {
    const h = start();
    expect(h.quotes.calls).toEqual(['b1']);
    await h.quotes.resolve(quote());
    expect(selectOffer(h.snap())).toBe(14_250);
    h.clock.increment(2_999);
    expect(h.quotes.calls).toHaveLength(1);
    h.clock.increment(1);
    expect(h.quotes.calls).toHaveLength(2);
  });

  it('a full cash out sends the whole quote with its token and a key, then shows what was paid and when', async () => {
    const h = start();
    await h.quotes.resolve(quote());
    h.send({ type: 'cashOut.full' });
    expect(h.cash.calls[0]).toMatchObject({ betId: 'b1', key: 'co-1', token: 'signed-quote-1', amount: 14_250 });
    const paidBet = bet({ status: 'cashed_out', payout: 14_250, cashOuts: [{ amount: 14_250, stakeUsed: 10_000, full: true, at: '2026-11-27T16:30:00Z' }] });
    await h.cash.resolve({ kind: 'done', bet: paidBet, amount: 14_250, message: 'ok' });
    expect(h.snap().matches({ offer: 'cashedOut' })).toBe(true);
    expect(selectPaid(h.snap())).toEqual({ amount: 14_250, at: '2026-11-27T16:30:00Z' });
    expect(h.refresh).toHaveBeenCalledTimes(1);
  });

  it('a part: ₺57 of ₺142,50 is sent; the bet keeps running on ₺60 and a new quote is asked', async () => {
    const h = start();
    await h.quotes.resolve(quote());
    h.send({ type: 'cashOut.amount.changed', text: '57' });
    expect(selectPartAllowed(h.snap())).toBe(true);
    h.send({ type: 'cashOut.partial' });
    expect(h.cash.calls[0]).toMatchObject({ amount: 5_700 });
    const running = bet({ stake: 6_000, potentialPayout: 15_000, cashOuts: [{ amount: 5_700, stakeUsed: 4_000, full: false, at: '2026-11-27T16:20:00Z' }] });
    await h.cash.resolve({ kind: 'done', bet: running, amount: 5_700, message: 'ok' });
    expect(h.snap().matches({ offer: 'quoting' })).toBe(true);
    expect(h.snap().context.bet.stake).toBe(6_000);
    expect(selectPaid(h.snap())).toEqual({ amount: 5_700, at: '2026-11-27T16:20:00Z' });
    expect(h.quotes.calls).toHaveLength(2);
  });

  it('a part below the least (₺1) or not less than the whole is not sent', async () => {
    const h = start();
    await h.quotes.resolve(quote());
    for (const text of ['0,99', '142,50', '200', 'abc', '']) {
      h.send({ type: 'cashOut.amount.changed', text });
      h.send({ type: 'cashOut.partial' });
    }
    expect(h.cash.calls).toEqual([]);
    expect(partialAmount({ amountText: '1', quote: quote() })).toBe(100);
  });

  it('a changed quote is refused with the new one, which is offered; a fresh key next time', async () => {
    const h = start();
    await h.quotes.resolve(quote());
    h.send({ type: 'cashOut.full' });
    await h.cash.resolve({ kind: 'refused', reason: 'quote_changed', quote: quote({ amount: 13_900, token: 'signed-quote-2' }), bet: bet(), message: 'no' });
    expect(selectOffer(h.snap())).toBe(13_900);
    expect(h.snap().context.refusal).toBe('quote_changed');
    h.send({ type: 'cashOut.full' });
    expect(h.cash.calls[1]).toMatchObject({ key: 'co-2', token: 'signed-quote-2', amount: 13_900 });
  });

  it('not offered while a market is suspended: the reason is kept and the quote asked again', async () => {
    const h = start();
    await h.quotes.resolve(quote({ available: false, reason: 'market_suspended', amount: null, token: null }));
    expect(selectUnavailableReason(h.snap())).toBe('market_suspended');
    h.send({ type: 'cashOut.full' });
    expect(h.cash.calls).toEqual([]);
    h.clock.increment(3_000);
    expect(h.quotes.calls).toHaveLength(2);
  });

  it('the auto value is saved in kuruş and removed', async () => {
    const h = start();
    await h.quotes.resolve(quote());
    h.send({ type: 'cashOut.auto.changed', text: '150' });
    h.send({ type: 'cashOut.auto.saved' });
    expect(h.auto.calls).toEqual([15_000]);
    await h.auto.resolve(quote({ autoCashOut: 15_000 }));
    expect(h.snap().context.quote?.autoCashOut).toBe(15_000);
    h.send({ type: 'cashOut.auto.cleared' });
    expect(h.auto.calls).toEqual([15_000, null]);
  });

  it('cashed out in full after a part: the card shows what the bet paid in all (₺57 + ₺80 = ₺137)', async () => {
    const h = start();
    await h.quotes.resolve(quote({ amount: 8_000 }));
    h.send({ type: 'cashOut.full' });
    const cashOuts = [
      { amount: 5_700, stakeUsed: 4_000, full: false, at: '2026-11-27T16:20:00Z' },
      { amount: 8_000, stakeUsed: 6_000, full: true, at: '2026-11-27T16:30:00Z' },
    ];
    await h.cash.resolve({ kind: 'done', bet: bet({ status: 'cashed_out', payout: 13_700, cashOuts }), amount: 8_000, message: 'ok' });
    expect(selectPaid(h.snap())).toEqual({ amount: 13_700, at: '2026-11-27T16:30:00Z' });
  });

  it('a bet pushed as cashed out (the auto cash out) ends the offer with what was paid', async () => {
    const h = start();
    await h.quotes.resolve(quote());
    h.send({ type: 'cashOut.bet.updated', bet: bet({ status: 'cashed_out', payout: 15_000, cashOuts: [{ amount: 15_000, stakeUsed: 10_000, full: true, at: '2026-11-27T16:40:00Z' }] }) });
    expect(h.snap().matches({ offer: 'cashedOut' })).toBe(true);
    expect(selectPaid(h.snap())).toEqual({ amount: 15_000, at: '2026-11-27T16:40:00Z' });
  });
});

describe('cash out: generated paths', () => {
  type Snapshot = ReturnType<typeof liveCashOutMachine.getInitialSnapshot>;
  const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
  const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('x') });
  const cashed = bet({ status: 'cashed_out', payout: 14_250, cashOuts: [{ amount: 14_250, stakeUsed: 10_000, full: true, at: '2026-11-27T16:30:00Z' }] });
  const events = (s: Snapshot) =>
    [
      { type: 'cashOut.amount.changed', text: s.context.amountText === '' ? '5' : '' },
      { type: 'cashOut.full' },
      { type: 'cashOut.partial' },
      { type: 'cashOut.auto.changed', text: s.context.autoText === '' ? '150' : '' },
      { type: 'cashOut.auto.saved' },
      { type: 'cashOut.auto.cleared' },
      { type: 'cashOut.bet.updated', bet: cashed },
      { type: 'cashOut.bet.updated', bet: bet() },
      ...delayEvents(s as never),
      ...(s.matches({ offer: 'quoting' })
        ? [done('loadQuote', quote()), done('loadQuote', quote({ available: false, reason: 'pending', amount: null, token: null })), failed('loadQuote')]
        : []),
      ...(s.matches({ offer: 'cashing' })
        ? [
            done('cashOut', { kind: 'done', bet: cashed, amount: 14_250, message: '' }),
            done('cashOut', { kind: 'done', bet: bet(), amount: 500, message: '' }),
            done('cashOut', { kind: 'refused', reason: 'quote_changed', quote: quote(), bet: bet(), message: '' }),
            done('cashOut', { kind: 'refused', reason: 'market_suspended', quote: null, bet: bet(), message: '' }),
            failed('cashOut'),
          ]
        : []),
      ...(s.matches({ auto: 'saving' }) ? [done('saveAutoCashOut', quote({ autoCashOut: 15_000 })), failed('saveAutoCashOut')] : []),
      ...(s.matches({ auto: 'clearing' }) ? [done('clearAutoCashOut', quote()), failed('clearAutoCashOut')] : []),
    ] as LiveCashOutEvent[];
  const machine = liveCashOutMachine.provide({ actors: { loadQuote: pending as never, cashOut: pending as never, saveAutoCashOut: pending as never } });
  testEveryPath(
    liveCashOutMachine,
    generatePaths(machine, {
      events: events as never,
      input: () => ({ bet: bet(), newKey: () => 'k' }),
      serializeState: ((s: Snapshot) => JSON.stringify([s.value, s.context.amountText !== '', s.context.autoText !== '', s.context.quote?.available ?? null])) as never,
      words: liveCashOutWords,
    }),
  );
});

describe('cash out: the calls', () => {
  it('reads the quote, posts the cash out with its Idempotency-Key in TRY, and puts the auto value', async () => {
    const apiQuote = { betId: 'b1', available: true, reason: null, amount: 142.5, minPartial: 1, stake: 100, token: 'signed-quote-1', expiresAt: '2026-11-27T16:00:05Z', autoCashOut: null };
    const betJson = {
      id: 'b1', type: 'single', system: null, status: 'cashed_out', placedAt: '2026-11-27T16:00:00Z', settledAt: '2026-11-27T16:00:03Z', lineCount: 1, stakePerLine: 100,
      totalStake: 100, totalOdds: 2.5, potentialPayout: 250, payout: 142.5, legs: [], lines: [], acceptAt: null, refusal: null,
      cashOuts: [{ amount: 142.5, stakeUsed: 100, full: true, at: '2026-11-27T16:00:03Z' }],
    };
    let answer: unknown = ok(apiQuote);
    const { api, requests } = recordingApi(() => answer);
    expect(await outputOf(liveCashOutActors(api).loadQuote, { betId: 'b1' })).toEqual(quote());
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/sports/bets/b1/cash-out' });
    answer = ok({ cashedOut: true, reason: null, quote: null, bet: betJson, balance: null }, 'Bozduruldu');
    const out = await outputOf(liveCashOutActors(api).cashOut, { betId: 'b1', key: 'co-key-0001', token: 'signed-quote-1', amount: 14_250 });
    expect(out).toMatchObject({ kind: 'done', amount: 14_250, bet: { status: 'cashed_out', payout: 14_250, cashOuts: [{ amount: 14_250, stakeUsed: 10_000, full: true }] } });
    expect(requests[1]).toMatchObject({ method: 'POST', path: '/sports/bets/b1/cash-out', body: { token: 'signed-quote-1', amount: 142.5 } });
    expect(requests[1]!.headers.get('idempotency-key')).toBe('co-key-0001');
    answer = ok({ ...apiQuote, autoCashOut: 150 });
    expect(await outputOf(liveCashOutActors(api).saveAutoCashOut, { betId: 'b1', threshold: 15_000 })).toEqual(quote({ autoCashOut: 15_000 }));
    expect(requests[2]).toMatchObject({ method: 'PUT', path: '/sports/bets/b1/auto-cash-out', body: { threshold: 150 } });
  });
});
