// The bet slip in the browser (issues 17 and 18): our sportsbook's slip on the real page against the real
// server and its built-in feed. Two football matches of one league stand for the paths' "e1" and "e2": the
// first price of each one's main market (1X2), which a trader (the demo operator) sets to the paths' 2,15
// and 1,80, so every figure the machine's paths carry is the page's too; "a price moves" is the trader's move
// to 2,00 (pushed over the hub), and "the book offers new prices" is the trader's move to 1,90 while the
// bet is on its way (the server refuses the old price). A path with a live bet kicks its "e1" match off now
// with the football bet delay at the paths' 2 s: the countdown ticks on Playwright's clock, the book's
// decision is read back (the request held until the book decided) or pushed over the hub (a goal made by the
// operator in the delay; the book's pushes of the decision are held until the path's event delivers them).
// The player is a fresh player holding ₺1.000,00 (as the demo player does), on a phone, where the slip is the bottom sheet behind the
// badge; the guest is nobody; the kept slip is such a player's slip kept in this browser from the last visit.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, devices, expect, type Locator, type Page, type Route } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { RETRY_DELAYS_MS } from '../../../../src/api/retry';
import { betSlipMachine } from '../../../../machines/bet-slip/bet-slip.machine';
import { type SelectionPick, SLIP_STORAGE_KEY } from '../../../../machines/bet-slip/bet-slip.rules';
import { betSlipPathSuites } from '../../../../machines/bet-slip/bet-slip.paths';
import type { BetView } from '../../../../machines/sportsbook/sportsbook.types';
import { fundedPlayer, operatorAuth } from '../../pages/funding';
import { claimScheduled } from '../../pages/sports-claims';
import { Site } from '../../pages/site';
import { type BrowserModel, type EventAction, freezeClock, holdRequest, releaseRequest, failRequest } from '../model';

// ---- The suites of machines/bet-slip/bet-slip.test.ts, from their one definition (bet-slip.paths.ts).
/** A path's suite, told by its input's key maker (one of its own per suite). */
const suiteOfKeys = new WeakMap<() => string, string>();
const suites = betSlipPathSuites((name) => {
  const newKey = () => 'k';
  suiteOfKeys.set(newKey, name);
  return newKey;
});
/** The player's paths run on a phone, where the slip is the bottom sheet behind the badge (the machine's `sheet`). */
const PHONE_SUITE = 'player';

// ---- The paths' words about a path, for `possible` and the start.
type Event = EventObject & Record<string, unknown>;
interface Selection {
  eventId: string;
  odds: number;
  seenOdds: number;
  suspended: boolean;
}
interface SlipContext {
  selections: Selection[];
  stakes: Record<string, string>;
  betType: 'single' | 'accumulator' | 'system';
  oddsChange: 'none' | 'higher' | 'any';
  refusal: string | null;
  liveRefusal: string | null;
  countdown: number;
  receipt: { bets: Array<{ status: string }> } | null;
  isPlayer: () => boolean;
  newKey: () => string;
}
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as SlipContext;
/** The stake typed for a selection's single (its line is named by the path's ids: "single:e1/1x2/1"). */
const stakeOf = (context: SlipContext, selection: Selection) => context.stakes[`single:${selection.eventId}/1x2/1`];
const outputOf = (event: EventObject) => (event as { output?: unknown }).output;
const isPendingAnswer = (event: EventObject) =>
  event.type === 'xstate.done.actor.placeBets' &&
  ((outputOf(event) as { bets?: Array<{ status: string }> } | undefined)?.bets ?? []).some((bet) => bet.status === 'pending');
const isOfferedPrices = (event: EventObject) =>
  event.type === 'xstate.done.actor.placeBets' && (outputOf(event) as { kind?: string } | undefined)?.kind === 'pricesChanged';
/** A path with a live bet: its "e1" is a match in play. */
const isLivePath = (events: readonly EventObject[]) => events.some(isPendingAnswer);
/** The book's price of "e1" before the path's event at `index`: 2,15, moved to 2,00 by the trader, 1,90 offered at a refusal. */
function bookPriceOfA(events: readonly EventObject[], index: number): number {
  let price = 2.15;
  for (const event of events.slice(0, index)) {
    if (event.type === 'slip.prices.updated') price = 2.0;
    if (isOfferedPrices(event)) price = 1.9;
  }
  return price;
}
const isPhone = (snapshot: AnyMachineSnapshot) => suiteOfKeys.get(contextOf(snapshot).newKey) === PHONE_SUITE;
const hasA = (snapshot: AnyMachineSnapshot) => contextOf(snapshot).selections.some((selection) => selection.eventId === 'e1');
/** Events made inside the slip itself (on a phone, inside the pulled-up sheet). */
const slipControls = new Set([
  'slip.selection.removed',
  'slip.cleared',
  'slip.stake.changed',
  'slip.type.chosen',
  'slip.system.chosen',
  'slip.oddsChange.chosen',
  'slip.changes.accepted',
  'slip.submitted',
  'slip.receipt.closed',
]);

// ---- The real page's events and its world.
interface Outcome {
  eventId: string;
  marketId: string;
  outcomeId: string;
  /** As the slip names it: "Home – Away". */
  eventName: string;
  marketName: string;
  outcomeName: string;
}
interface World {
  phone: boolean;
  player: boolean;
  leagueId: string;
  /** The paths' "e1" and "e2". */
  outcomes: Record<'e1' | 'e2', Outcome>;
  /** A guest pressed Place bet: the login dialog shows until the next step closes it. */
  prompted: boolean;
  /** The hub's pushes of the player's bets' decisions, held (a live path's). */
  pushes: HeldPushes | null;
  /** A goal is made as soon as the live bet is placed (the path's book refuses it at the end of its delay). */
  goalAtPlacing: boolean;
  /** The goals the path made (the operator's), to tell the match's own incidents from them. */
  goalsMade: number;
  /** The live bet's id, once placed. */
  betId: string | null;
  /** The path's goal reached the book after the bet's delay had ended (a machine too slow to make it in 2 s). */
  lateGoal: string | null;
  clockFrozen: boolean;
}
const worlds = new WeakMap<Page, World>();
const worldOf = (page: Page) => {
  const world = worlds.get(page);
  if (!world) throw new Error('the bet slip model has not started on this page');
  return world;
};

let keys = 0;
const key = () => `bet-slip-model-${Date.now()}-${(keys += 1)}`;

/** An operator's call; answers its data. */
async function ops(request: APIRequestContext, method: 'put' | 'post', path: string, data: unknown): Promise<unknown> {
  const response = await request[method](`/api/ops${path}`, { headers: { ...(await operatorAuth(request)), 'idempotency-key': key() }, data });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data?: unknown }).data;
}

/** A trader's price on an outcome (the feed's own is kept aside while it holds). */
const setOdds = (request: APIRequestContext, outcome: Outcome, odds: number) =>
  ops(request, 'put', `/sports/outcomes/${outcome.outcomeId}/odds`, { odds, reason: 'bet slip model: the path’s price' });

async function outcomeOf(request: APIRequestContext, eventId: string): Promise<Outcome> {
  const detail = (await (await request.get(`/api/sports/events/${eventId}`)).json()).data as {
    event: { name: string };
    groups: Array<{ markets: Array<{ id: string; type: string; name: string; outcomes: Array<{ id: string; name: string }> }> }>;
  };
  const market = detail.groups.flatMap((group) => group.markets).find((candidate) => candidate.type === '1x2')!;
  const outcome = market.outcomes[0]!;
  return { eventId, marketId: market.id, outcomeId: outcome.id, eventName: detail.event.name, marketName: market.name, outcomeName: outcome.name };
}

const HOURS = 3_600_000;
const football = (event: { sport: string; kind: string }) => event.sport === 'football' && event.kind === 'match';

/** Two football matches of one league that kick off hours from now (the live path's first one is kicked off). */
async function claimPair(request: APIRequestContext, firstMargin: number): Promise<{ leagueId: string; ids: [string, string] }> {
  // A fresh server's book fills at the simulator's first runs (a few seconds after start).
  await expect
    .poll(async () => ((await (await request.get('/api/sports/tree')).json()).data?.sports ?? []).length, { timeout: 60_000, message: 'the book’s tree' })
    .toBeGreaterThan(0);
  const tree = (await (await request.get('/api/sports/tree')).json()).data as {
    sports: Array<{ categories: Array<{ leagues: Array<{ id: string }> }> }>;
  };
  // Every league the tree lists (the claims take football matches only).
  const leagues = tree.sports.flatMap((sport) => sport.categories.flatMap((category) => category.leagues.map((league) => league.id)));
  for (const leagueId of leagues) {
    const second = await claimScheduled(request, `leagueId=${leagueId}&take=100`, football, 2 * HOURS);
    if (!second) continue;
    const first = await claimScheduled(request, `leagueId=${leagueId}&take=100`, football, firstMargin);
    if (first) return { leagueId, ids: [first.id, second.id] };
  }
  throw new Error(`no football league with two free matches (of ${leagues.join(', ')})`);
}

/**
 * The run's pre-match pair, the same for every path (their prices set again at each start): kept in the run's
 * data directory, as a worker starts again after a failed test and would claim another pair each time.
 */
async function preMatchPair(request: APIRequestContext): Promise<{ leagueId: string; ids: [string, string] }> {
  const file = join(process.env.E2E_DATA_DIR || '.tmp', 'bet-slip-model-pair.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { leagueId: string; ids: [string, string] };
  const pair = await claimPair(request, 2 * HOURS);
  writeFileSync(file, JSON.stringify(pair));
  return pair;
}

/** Kicks `eventId` off now and waits until the live job plays it with its main market open. */
async function kickOff(request: APIRequestContext, eventId: string) {
  await ops(request, 'post', `/sports/events/${eventId}/status`, {
    status: 'scheduled',
    startsAt: new Date(Date.now() + 2_000).toISOString(),
    reason: 'bet slip model: a live bet',
  });
  await expect
    .poll(async () => ((await (await request.get('/api/sports/live')).json()).data.items as Array<{ event: { id: string } }>).some((item) => item.event.id === eventId), {
      timeout: 30_000,
    })
    .toBe(true);
}

// ---- The hub's pushes of bet decisions, held for a live path.
class HeldPushes {
  held: string[] = [];
  deliver: ((message: string) => void) | null = null;
  holding = true;
  /** Once set, the book's price pushes stop here: the page stays as the last step of the path left it. */
  oddsStopped = false;
  release() {
    const messages = this.held;
    this.held = [];
    for (const message of messages) this.deliver?.(message);
    this.holding = false;
  }
  /** Holds back every price push from now on (each is a `slip.prices.updated` the path does not make). */
  stopOdds() {
    this.oddsStopped = true;
  }
}
const RS = '\u001e';

/** Routes the hub's socket through the test: every message goes through, but the decisions of bets (SportsBetUpdated) wait. */
async function holdBetPushes(page: Page): Promise<HeldPushes> {
  const pushes = new HeldPushes();
  await page.routeWebSocket(/\/hub\/frnotify/, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => server.send(message));
    pushes.deliver = (message) => socket.send(`${message}${RS}`);
    server.onMessage((message) => {
      if (typeof message !== 'string') return socket.send(message);
      for (const part of message.split(RS).filter((text) => text.length > 0)) {
        if (pushes.holding && part.includes('SportsBetUpdated')) pushes.held.push(part);
        else if (!(pushes.oddsStopped && part.includes('"SportsOdds"'))) socket.send(`${part}${RS}`);
      }
    });
  });
  return pushes;
}

// ---- What a player sees.
const odds = (value: number) => {
  const hundredths = Math.round(value * 100);
  return `${Math.floor(hundredths / 100)},${String(hundredths % 100).padStart(2, '0')}`;
};
const lira = (kurus: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(kurus / 100);
/** A stake as typed, in kuruş ("10" → 1000); null while it is no amount. */
const kurusOfStake = (text: string | undefined) => {
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec((text ?? '').trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
};
const hundredthsOf = (value: number) => Math.round(value * 100);
/** What a stake pays at these prices: stake × the product of the odds, rounded down to the kuruş. */
const payout = (stake: number, prices: number[]) => prices.reduce((amount, price) => Math.floor((amount * hundredthsOf(price)) / 100), stake);

const TEXT = {
  empty: 'Kuponunuz boş. Bir orana dokunarak ekleyin.',
  stakeMissing: 'Tutar girin.',
  suspended: 'Kapalı bir seçim var; kaldırın veya açılmasını bekleyin.',
  changed: 'Oranlar değişti. Yeni oranları onaylayın.',
  accept: 'Yeni oranları kabul et',
  place: 'Bahis Yap',
  placing: 'Bahis gönderiliyor…',
  // A call that got no answer, in the app's own words (common/i18n errors.network, as src/app/effects.ts shows it).
  network: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
  // The server's answers (server/i18n): a pre-match bet taken, prices moved at placing.
  placed: 'Kuponunuz alındı',
  oddsChanged: 'Oranlar değişti, lütfen kuponu kontrol edin',
  liveAccepted: 'Canlı bahsiniz kabul edildi.',
  waiting: (seconds: number) => `Canlı bahsiniz onay bekliyor: ${seconds} sn`,
  deciding: 'Canlı bahsiniz onaylanıyor…',
  goal: 'Bahsiniz reddedildi: bekleme süresinde gol oldu. Yeni oranlar aşağıda.',
} as const;

const oddsButton = (page: Page, outcome: Outcome) =>
  page.locator(`[data-testid="sports-event"][data-event="${outcome.eventId}"] [data-testid="odds-button"][data-outcome="${outcome.outcomeId}"]`);

/** The slip a player reads: the panel beside the book at 1440 px, the pulled-up sheet on a phone. */
function visibleSlip(page: Page): Locator {
  return worldOf(page).phone ? page.getByTestId('slip-sheet').getByTestId('bet-slip') : page.getByTestId('slip-column').getByTestId('bet-slip');
}
const slipRow = (page: Page, outcome: Outcome) => visibleSlip(page).getByTestId('slip-selection').filter({ hasText: outcome.eventName });

/** What every state shows around the slip: the count, the pressed prices, the guest's login prompt. */
async function expectAround(page: Page, snapshot: AnyMachineSnapshot) {
  const world = worldOf(page);
  const { selections } = contextOf(snapshot);
  if (world.phone) await expect(page.getByTestId('slip-dock')).toHaveAttribute('aria-label', `Kuponu aç (${selections.length})`);
  else await expect(visibleSlip(page).getByTestId('slip-count')).toHaveText(String(selections.length));
  for (const id of ['e1', 'e2'] as const) {
    await expect(oddsButton(page, world.outcomes[id])).toHaveAttribute('aria-pressed', String(selections.some((selection) => selection.eventId === id)));
  }
  // A guest pressing Place bet is asked to log in (the login dialog), nothing placed.
  const login = new Site(page).loginDialog;
  if (world.prompted) await login.expectOpen();
  else await login.expectClosed();
}

/** Whether the slip's contents show: always beside the book; on a phone while the sheet is up. */
const contentsShown = (page: Page, snapshot: AnyMachineSnapshot) => !worldOf(page).phone || snapshot.matches({ sheet: 'open' });

/** The selections, bet type, stakes, totals and setting of a slip being edited (or on its way). */
async function expectContents(page: Page, snapshot: AnyMachineSnapshot) {
  const world = worldOf(page);
  const context = contextOf(snapshot);
  const slip = visibleSlip(page);
  await expect(slip.getByTestId('slip-selection')).toHaveCount(context.selections.length);
  for (const selection of context.selections) {
    const outcome = world.outcomes[selection.eventId as 'e1' | 'e2'];
    const row = slipRow(page, outcome);
    await expect(row).toContainText(`${outcome.outcomeName} · ${odds(selection.odds)}`);
    await expect(row).toContainText(`${outcome.marketName} · ${outcome.eventName}`);
    // A moved price shows beside the one the player saw.
    const moved = row.getByText(`${odds(selection.seenOdds)} → ${odds(selection.odds)}`);
    if (selection.odds !== selection.seenOdds) await expect(moved).toBeVisible();
    else await expect(row.getByText('→')).toHaveCount(0);
    // The paths' live refusal carries no changes; the real book's, at a goal, says the market stopped too.
    if (!context.liveRefusal) await expect(row.getByText('Kapalı', { exact: true })).toHaveCount(selection.suspended ? 1 : 0);
    if (context.betType === 'single') await expect(row.getByTestId('slip-stake')).toHaveValue(stakeOf(context, selection) ?? '');
    else await expect(row.getByTestId('slip-stake')).toHaveCount(0);
  }
  // (Queried with the page behind a guest's login dialog too, which hides it from the accessibility tree.)
  const types = slip.getByRole('group', { name: 'Kupon', includeHidden: true });
  for (const [type, name] of [['single', 'Tekli'], ['accumulator', 'Kombine'], ['system', 'Sistem']] as const) {
    await expect(types.getByRole('button', { name, exact: true, includeHidden: true })).toHaveAttribute('aria-pressed', String(context.betType === type));
  }
  // The lines placed: singles with a stake typed; the accumulator's one line of every selection.
  const prices = context.selections.map((selection) => selection.odds);
  let totalStake = 0;
  let totalPayout = 0;
  if (context.betType === 'single') {
    for (const selection of context.selections) {
      const stake = kurusOfStake(stakeOf(context, selection));
      if (stake) {
        totalStake += stake;
        totalPayout += payout(stake, [selection.odds]);
      }
    }
  } else {
    // 2,15 × 1,80 = 3,87: the total odds of the accumulator.
    await expect(slip.getByText('Toplam oran', { exact: true }).locator('..')).toContainText(odds(prices.reduce((product, price) => (product * hundredthsOf(price)) / 100, 1)));
    const stake = kurusOfStake(context.stakes.accumulator);
    if (stake) {
      totalStake = stake;
      totalPayout = payout(stake, prices);
    }
  }
  await expect(slip.getByTestId('slip-total-stake')).toHaveText(lira(totalStake));
  await expect(slip.getByTestId('slip-payout')).toHaveText(lira(totalPayout));
  await expect(slip.getByTestId('slip-odds-change')).toHaveValue(context.oddsChange);
  // The refusal of the last attempt: the server's words when it offered new prices; the app's for a dropped connection.
  const refusal = slip.getByTestId('slip-refusal');
  if (context.refusal === null) await expect(refusal).toHaveCount(0);
  else if (context.refusal === 'moved') await expect(refusal).toHaveText(TEXT.oddsChanged);
  else await expect(refusal).toHaveText(TEXT.network);
  const liveRefusal = slip.getByTestId('slip-live-refusal');
  if (context.liveRefusal === null) await expect(liveRefusal).toHaveCount(0);
  else {
    await expect(liveRefusal).toHaveAttribute('data-reason', context.liveRefusal);
    await expect(liveRefusal).toHaveText(TEXT.goal);
  }
  return { totalStake };
}

/** Why the slip cannot be placed, as it says: a stake missing on every line, or a suspended selection. */
function problemsOf(context: SlipContext): string[] {
  const staked =
    context.betType === 'single'
      ? context.selections.filter((selection) => kurusOfStake(stakeOf(context, selection)))
      : kurusOfStake(context.stakes.accumulator)
        ? context.selections
        : [];
  const placing = staked.length > 0 ? staked : context.selections;
  return [...(staked.length === 0 ? [TEXT.stakeMissing] : []), ...(placing.some((selection) => selection.suspended) ? [TEXT.suspended] : [])];
}

/** A slip being edited: its contents, and Place bet (enabled when it can go; a guest's always, to be asked to log in). */
async function expectEditing(page: Page, snapshot: AnyMachineSnapshot, step: 'ready' | 'refused' | 'changed') {
  await expectAround(page, snapshot);
  if (!contentsShown(page, snapshot)) return;
  await expectContents(page, snapshot);
  const slip = visibleSlip(page);
  const context = contextOf(snapshot);
  const place = slip.getByTestId('slip-place');
  if (step === 'changed') {
    await expect(slip.getByRole('alert', { includeHidden: true }).filter({ hasText: TEXT.changed })).toBeVisible();
    await expect(slip.getByRole('button', { name: TEXT.accept, includeHidden: true })).toBeVisible();
    await expect(place).toHaveCount(0);
    return;
  }
  await expect(slip.getByRole('button', { name: TEXT.accept, includeHidden: true })).toHaveCount(0);
  await expect(place).toHaveText(TEXT.place);
  const problems = problemsOf(context);
  for (const problem of [TEXT.stakeMissing, TEXT.suspended]) await expect(slip.getByText(problem, { exact: true })).toHaveCount(problems.includes(problem) ? 1 : 0);
  if (!context.isPlayer() || problems.length === 0) await expect(place).toBeEnabled();
  else await expect(place).toBeDisabled();
}

// ---- How the page makes the slip's events.
/** The guest closes the login dialog Place bet opened, before doing anything else. */
async function closePrompt(page: Page) {
  const world = worldOf(page);
  if (!world.prompted) return;
  const login = new Site(page).loginDialog;
  await login.root.getByRole('button', { name: 'Kapat' }).first().click();
  await login.expectClosed();
  world.prompted = false;
}

function onPage(action: (page: Page, event: Event, before: AnyMachineSnapshot) => Promise<void>): EventAction {
  return async (page, event, before) => {
    await closePrompt(page);
    await action(page, event, before);
  };
}

const BET = /^[a-z]+:\/\/[^/]+\/api\/sports\/bets\/[0-9a-f-]{36}(?:\?.*)?$/;
const heldReads = new WeakMap<Page, Promise<Route>>();

/** Holds the next read of a live bet (GET /sports/bets/{id}) until the path's answer to it. */
async function holdRead(page: Page) {
  let take!: (route: Route) => void;
  heldReads.set(page, new Promise<Route>((resolve) => (take = resolve)));
  await page.route(BET, (route) => take(route), { times: 1 });
}

/** Stops the page's clock once for the live bet's countdown (it moves only by the paths' delay events). */
async function stopClock(page: Page) {
  const world = worldOf(page);
  if (world.clockFrozen) return;
  await freezeClock(page);
  world.clockFrozen = true;
}

const tick = (ms: number): EventAction => ({
  arm: stopClock,
  act: async (page) => {
    await page.clock.runFor(ms);
  },
});

/** The book has decided the live bet (its decision's push reached the test, held). */
async function decided(page: Page) {
  const pushes = worldOf(page).pushes!;
  await expect.poll(() => pushes.held.length, { timeout: 30_000, message: 'the book’s decision of the live bet' }).toBeGreaterThan(0);
}

/** Incidents that stop a live match's markets and refuse the bets in their delay (server/sports/live-match.ts MATERIAL). */
const MATERIAL = new Set(['goal', 'penalty', 'red_card']);

/**
 * The live match plays by itself (a goal, a penalty or a red card about three times a match of 15 minutes):
 * one of its own in a path's few seconds refuses the bet or stops the market the path needed open. The
 * path then proves nothing, and runs again (model.ts meetsOutsideEvents).
 */
async function matchOwnIncident(page: Page): Promise<string | null> {
  const world = worlds.get(page);
  if (!world || !isLiveWorld(world)) return null;
  if (world.lateGoal) return world.lateGoal;
  const live = await page.request.get(`/api/sports/live/${world.outcomes.e1.eventId}`);
  if (!live.ok()) return null;
  const { timeline } = (await live.json()).data as { timeline: Array<{ type: string; minute: number }> };
  const material = timeline.filter((incident) => MATERIAL.has(incident.type));
  // Every goal the operator made is a goal in the timeline; anything beyond them is the match's own.
  return material.length > world.goalsMade
    ? `the live match's own ${material.map((incident) => `${incident.type} (${incident.minute}')`).join(', ')} beside the path's ${world.goalsMade} goal(s)`
    : null;
}
const isLiveWorld = (world: World) => world.pushes !== null;

export const betSlipModel: BrowserModel<typeof betSlipMachine> = {
  flow: 'bet-slip',
  machine: betSlipMachine,
  suites,
  meetsOutsideEvents: isLivePath,
  outsideEvent: matchOwnIncident,
  // The player's paths on a phone: the slip is the bottom sheet there (at 1440 px, the panel beside the book).
  // Every path sets the run's two matches' prices at its start and moves them: two at once would meet.
  oneAtATime: true,
  use: (name) => (name === PHONE_SUITE ? { userAgent: devices['Pixel 7'].userAgent, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } : {}),
  possible: (event, before, path, index) => {
    const context = contextOf(before);
    const phone = isPhone(before);
    const sheetOpen = before.matches({ sheet: 'open' });
    // At 1440 px the slip is the panel beside the book's pages: no badge, no sheet to pull up there.
    if (event.type === 'slip.sheet.opened' || event.type === 'slip.sheet.closed') return phone;
    // On a phone the slip's own controls are in the sheet, and the pulled-up sheet (a modal) covers the prices.
    if (phone && slipControls.has(event.type) && !sheetOpen) return false;
    if (phone && event.type === 'slip.selection.toggled' && sheetOpen) return false;
    switch (event.type) {
      case 'slip.selection.toggled':
        // The paths' "e1" is picked at 2,15: once the book moved that price, its button offers another.
        return !((event.pick as SelectionPick).eventId === 'e1' && !hasA(before) && bookPriceOfA(path, index) !== 2.15);
      case 'slip.stake.changed':
        // Its field is the single's of "e1": shown while "e1" is in the slip as a single; typing what it holds changes nothing.
        return context.betType === 'single' && hasA(before) && context.stakes[event.line as string] !== event.text;
      case 'slip.type.chosen':
        return context.selections.length >= 2;
      case 'slip.system.chosen':
        // The system's choice shows only for a system bet, which these paths never choose.
        return context.betType === 'system';
      case 'slip.oddsChange.chosen':
        // Its select is among the slip's contents: not in an empty slip, a receipt or a live bet's countdown.
        return context.oddsChange !== event.setting && (before.matches({ slip: 'editing' }) || before.matches({ slip: 'placing' }));
      case 'slip.settings.loaded':
        // The settings the page loads carry the player's kept setting (a guest's: none, this browser's stays);
        // they say "higher", as the path's event does, only while the slip's setting is still "higher".
        return context.oddsChange === 'higher';
      case 'slip.prices.updated':
        // The trader moves "e1" to 2,00: no move (and no push) when it is there already.
        return bookPriceOfA(path, index) !== 2.0;
      case 'slip.submitted':
        // In the "odds changed" step the slip shows the consent button instead of Place bet; a player's Place
        // bet is disabled while the slip cannot go (a guest's stays enabled, to be asked to log in).
        return !before.matches({ slip: { editing: 'changed' } }) && before.can(event);
      case 'xstate.done.actor.placeBets':
        if (isOfferedPrices(event)) return hasA(before) && bookPriceOfA(path, index) !== 1.9;
        // A live path's "e1" is in play: a bet on it waits its delay; a bet without it is taken at once.
        return isPendingAnswer(event) ? hasA(before) : !(isLivePath(path) && hasA(before));
      case 'xstate.done.actor.checkBets':
        // The book decides a live bet within a second of its delay's end (the live job's tick) and the page
        // reads it back only 1.5 s after its countdown: it never reads it still pending.
        return ((outputOf(event) as BetView[] | undefined) ?? [])[0]?.status !== 'pending';
      default:
        return true;
    }
  },
  start: async (page, name, events) => {
    const { request } = page;
    const live = isLivePath(events);
    const pair = live ? await claimPair(request, 60_000) : await preMatchPair(request);
    const [first, second] = await Promise.all(pair.ids.map((id) => outcomeOf(request, id)));
    const world: World = {
      phone: name === PHONE_SUITE,
      player: name !== 'guest',
      leagueId: pair.leagueId,
      outcomes: { e1: first!, e2: second! },
      prompted: false,
      pushes: null,
      goalAtPlacing: false,
      goalsMade: 0,
      betId: null,
      lateGoal: null,
      clockFrozen: false,
    };
    worlds.set(page, world);
    if (live) {
      // Football's bet delay at the paths' 2 s (the operator's live settings), the match in play.
      await ops(request, 'put', '/sports/live/settings', { betDelaySeconds: { football: 2 } });
      await kickOff(request, world.outcomes.e1.eventId);
      world.pushes = await holdBetPushes(page);
    }
    await setOdds(request, world.outcomes.e1, 2.15);
    await setOdds(request, world.outcomes.e2, 1.8);
    const site = new Site(page);
    if (world.player) {
      // A player of the path's own holding ₺1.000,00, as the demo player does: the odds-change setting is
      // kept with the profile, so paths that change it must not share one (two workers run paths at once).
      const { player, auth } = await fundedPlayer(request, 1000);
      // The odds-change setting kept with the player's profile is the paths' "higher" (a new profile's is "none").
      const saved = await request.post('/api/sports/settings', { headers: auth, data: { oddsChange: 'higher' } });
      expect(saved.status(), await saved.text()).toBe(200);
      await site.goto('/');
      await site.login(player.username, player.password);
      await site.loginDialog.expectClosed();
    } else await site.goto('/');
    if (name === 'kept slip') {
      const { e1 } = world.outcomes;
      const selection = { ...e1, odds: 2.15, seenOdds: 2.15, suspended: false };
      const slip = { selections: [selection], stakes: { [`single:${e1.eventId}/${e1.marketId}/${e1.outcomeId}`]: '10' }, oddsChange: 'higher' };
      await page.evaluate(([storageKey, value]) => localStorage.setItem(storageKey!, value!), [SLIP_STORAGE_KEY, JSON.stringify(slip)]);
    }
    // The book's front page (its settings loaded), then the league of the two matches through the tree.
    const settings = page.waitForResponse((response) => response.url().includes('/api/sports/settings') && response.request().method() === 'GET');
    await page.goto('/spor');
    await settings;
    const tree = page.getByTestId('sports-tree').filter({ visible: true }).first();
    const link = page.locator(`a[href$="/spor/lig/${world.leagueId}"]`);
    const league = tree.locator(link);
    // Its sport and country folded open on the way.
    for (let fold = 0; fold < 3 && !(await league.isVisible()); fold += 1) {
      await tree.locator('details:not([open])', { has: link }).first().locator(':scope > summary').click();
    }
    await league.click();
    await expect(page.getByTestId('league-page')).toBeVisible();
    for (const outcome of Object.values(world.outcomes)) await expect(oddsButton(page, outcome)).toBeEnabled({ timeout: 30_000 });
  },
  states: {
    'betSlip.slip.empty': async (page, snapshot) => {
      await expectAround(page, snapshot);
      if (!contentsShown(page, snapshot)) return;
      const slip = visibleSlip(page);
      await expect(slip.getByText(TEXT.empty)).toBeVisible();
      await expect(slip.getByTestId('slip-selection')).toHaveCount(0);
      await expect(slip.getByTestId('slip-place')).toHaveCount(0);
    },
    'betSlip.slip.editing.ready': (page, snapshot) => expectEditing(page, snapshot, 'ready'),
    'betSlip.slip.editing.changed': (page, snapshot) => expectEditing(page, snapshot, 'changed'),
    'betSlip.slip.editing.refused': (page, snapshot) => expectEditing(page, snapshot, 'refused'),
    'betSlip.slip.placing': async (page, snapshot) => {
      await expectAround(page, snapshot);
      if (!contentsShown(page, snapshot)) return;
      await expectContents(page, snapshot);
      const place = visibleSlip(page).getByTestId('slip-place');
      await expect(place).toHaveText(TEXT.placing);
      await expect(place).toHaveAttribute('aria-busy', 'true');
      await expect(place).toBeDisabled();
    },
    'betSlip.slip.placed': async (page, snapshot) => {
      await expectAround(page, snapshot);
      if (!contentsShown(page, snapshot)) return;
      const receipt = visibleSlip(page).getByTestId('slip-receipt');
      const live = contextOf(snapshot).receipt?.bets.some((bet) => bet.status === 'pending');
      await expect(receipt).toContainText(live ? TEXT.liveAccepted : TEXT.placed);
      await expect(receipt.getByRole('link', { name: 'Bahislerim' })).toBeVisible();
      await expect(receipt.getByRole('button', { name: 'Tamam' })).toBeVisible();
      await expect(visibleSlip(page).getByTestId('slip-selection')).toHaveCount(0);
    },
    'betSlip.slip.waiting.counting': async (page, snapshot) => {
      await expectAround(page, snapshot);
      if (!contentsShown(page, snapshot)) return;
      await expect(visibleSlip(page).getByTestId('slip-pending')).toHaveText(TEXT.waiting(contextOf(snapshot).countdown));
    },
    'betSlip.slip.waiting.deciding': async (page, snapshot) => {
      await expectAround(page, snapshot);
      if (contentsShown(page, snapshot)) await expect(visibleSlip(page).getByTestId('slip-pending')).toHaveText(TEXT.deciding);
    },
    'betSlip.slip.waiting.checking': async (page, snapshot) => {
      await expectAround(page, snapshot);
      if (contentsShown(page, snapshot)) await expect(visibleSlip(page).getByTestId('slip-pending')).toHaveText(TEXT.deciding);
    },
    // Passed through at once (the kept slip read, or the live bet's decision judged): the page shows where they lead.
    'betSlip.slip.checking': async (page, snapshot) => {
      await expectAround(page, snapshot);
    },
    'betSlip.slip.waiting.judging': async (page, snapshot) => {
      await expectAround(page, snapshot);
    },
    'betSlip.sheet.closed': async (page) => {
      await expect(page.getByTestId('slip-sheet')).toHaveCount(0);
    },
    'betSlip.sheet.open': async (page) => {
      await expect(page.getByTestId('slip-sheet')).toBeVisible();
    },
  },
  events: {
    'slip.selection.toggled': onPage(async (page, event) => {
      await oddsButton(page, worldOf(page).outcomes[(event.pick as SelectionPick).eventId as 'e1' | 'e2']).click();
    }),
    'slip.selection.removed': onPage(async (page) => {
      const outcome = worldOf(page).outcomes.e1;
      await slipRow(page, outcome).getByRole('button', { name: `${outcome.outcomeName} seçimini kaldır` }).click();
    }),
    'slip.cleared': onPage(async (page) => {
      await visibleSlip(page).getByRole('button', { name: 'Tümünü sil' }).click();
    }),
    'slip.stake.changed': onPage(async (page, event) => {
      await slipRow(page, worldOf(page).outcomes.e1).getByTestId('slip-stake').fill(String(event.text));
    }),
    'slip.type.chosen': onPage(async (page) => {
      await visibleSlip(page).getByRole('group', { name: 'Kupon' }).getByRole('button', { name: 'Kombine', exact: true }).click();
    }),
    'slip.system.chosen': onPage(async (page, event) => {
      await visibleSlip(page).getByLabel('Sistem seçin').selectOption(String(event.system));
    }),
    'slip.oddsChange.chosen': onPage(async (page, event) => {
      await visibleSlip(page).getByTestId('slip-odds-change').selectOption(String(event.setting));
    }),
    // The book's settings load again when the player comes back to the book's front page: back, then forward to the league.
    'slip.settings.loaded': onPage(async (page) => {
      const settings = page.waitForResponse((response) => response.url().includes('/api/sports/settings') && response.request().method() === 'GET');
      await page.goBack();
      await expect(page.getByTestId('league-page')).toHaveCount(0);
      await settings;
      await page.goForward();
      await expect(page.getByTestId('league-page')).toBeVisible();
    }),
    // The trader moves "e1" to 2,00; the hub pushes it to the page (its price button shows it).
    'slip.prices.updated': onPage(async (page) => {
      const world = worldOf(page);
      await setOdds(page.request, world.outcomes.e1, 2.0);
      await expect(oddsButton(page, world.outcomes.e1)).toContainText(odds(2.0));
    }),
    'slip.changes.accepted': onPage(async (page) => {
      await visibleSlip(page).getByRole('button', { name: TEXT.accept }).click();
    }),
    'slip.submitted': onPage(async (page) => {
      await visibleSlip(page).getByTestId('slip-place').click();
      if (!worldOf(page).player) worldOf(page).prompted = true;
    }),
    'slip.receipt.closed': onPage(async (page) => {
      await visibleSlip(page).getByTestId('slip-receipt').getByRole('button', { name: 'Tamam' }).click();
    }),
    'slip.sheet.opened': onPage(async (page) => {
      await page.getByTestId('slip-dock').click();
    }),
    'slip.sheet.closed': onPage(async (page) => {
      await page.getByTestId('slip-sheet').getByRole('button', { name: 'Kuponu kapat' }).click();
    }),
    // The bets' request is held from Place bet on; the server answers it: taken (pre-match at once, a live bet
    // pending its delay), or refused with the price the trader moved to meanwhile.
    'xstate.done.actor.placeBets': {
      arm: async (page, event) => {
        await holdRequest(page, '/api/sports/bets');
        if (isPendingAnswer(event)) await stopClock(page);
      },
      act: async (page, event) => {
        const world = worldOf(page);
        if (isOfferedPrices(event)) {
          await setOdds(page.request, world.outcomes.e1, 1.9);
          await expect(oddsButton(page, world.outcomes.e1)).toContainText(odds(1.9));
        }
        if (!isPendingAnswer(event)) return releaseRequest(page, '/api/sports/bets');
        // The server's answer is read here before the page gets it, so a goal in the delay is made at once.
        await releaseRequest(page, '/api/sports/bets', async (answer) => {
          const body = (await answer.json()) as { data: { bets: Array<{ id: string; acceptAt?: string | null }> } };
          const bet = body.data.bets[0];
          world.betId = bet?.id ?? null;
          // A goal in the delay (the path's book refuses the bet at its end).
          if (!world.goalAtPlacing || !bet?.acceptAt) return;
          world.goalAtPlacing = false;
          world.goalsMade += 1;
          const state = (await ops(page.request, 'post', `/sports/events/${world.outcomes.e1.eventId}/incident`, { type: 'goal', side: 'home' })) as { at: string };
          // The book counts the incidents up to the delay's end (server/sports/bet-delay.ts): one after it refuses nothing.
          const late = Date.parse(state.at) - Date.parse(bet.acceptAt);
          if (late > 0) world.lateGoal = `the path's goal reached the book ${late} ms after the live bet's delay had ended`;
        });
      },
    },
    'xstate.error.actor.placeBets': {
      arm: (page) => holdRequest(page, '/api/sports/bets'),
      act: (page) => failRequest(page, '/api/sports/bets'),
    },
    'xstate.after.countdown tick.betSlip.slip.waiting.counting': tick(1_000),
    'xstate.after.decision check.betSlip.slip.waiting.deciding': tick(1_500),
    // The read of the live bet, held until the book decided it, then answered by the server.
    'xstate.done.actor.checkBets': {
      arm: holdRead,
      act: async (page) => {
        await decided(page);
        await (await heldReads.get(page)!).continue();
      },
    },
    // The read is lost (a dropped connection, on each of the client's retries, the clock moved for their delays).
    'xstate.error.actor.checkBets': {
      arm: holdRead,
      act: async (page) => {
        let failed = 0;
        await page.route(
          BET,
          async (route) => {
            failed += 1;
            await route.abort('failed');
          },
          { times: RETRY_DELAYS_MS.length },
        );
        await (await heldReads.get(page)!).abort('failed');
        for (const [retry] of RETRY_DELAYS_MS.entries()) {
          // Each retry waits its delay and up to half as long again (jitter): the clock moves on by steps until it is sent.
          await expect
            .poll(
              async () => {
                if (failed <= retry) await page.clock.runFor(100);
                return failed;
              },
              { intervals: [50], timeout: 30_000 },
            )
            .toBeGreaterThan(retry);
        }
      },
    },
    // The book refused the live bet at the goal in its delay: its held push reaches the page.
    'slip.bet.updated': {
      arm: async (page) => {
        worldOf(page).goalAtPlacing = true;
      },
      act: async (page) => {
        await decided(page);
        // The refusal leaves the slip in its "odds changed" step, which a price of its own market pushed after it
        // moves on (the match reopens 6.7 s of match time after the goal, sooner than that on a slow day): a
        // push the path does not make, so from the refusal on the book's price pushes stop here.
        const pushes = worldOf(page).pushes!;
        pushes.stopOdds();
        pushes.release();
      },
    },
  },
};
