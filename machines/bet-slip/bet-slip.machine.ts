// The bet slip (issue 17): selections added and removed from any screen, singles / an accumulator /
// a system bet, a stake per line, the odds-change setting (accept none / only higher / any), a clear
// "odds changed" step when a price moved against that setting, placing through the API with one
// idempotency key per attempt (a retry of the same slip never places twice), the receipt, and a
// refusal with its reason (and the new prices offered). Prices and suspensions reach it as
// `slip.prices.updated` (from the hub, through the sportsbook). The slip is kept across reloads.
// On a phone the slip is a bottom sheet: its `sheet` region says whether it is pulled up.
import { assign, setup } from 'xstate';
import { ApiError } from '../../common/contract/client';
import type { KeyValueStore } from '../shared/ports';
import type { BetView } from '../sportsbook/sportsbook.types';
import { apiNotProvided } from '../shared/api-dependency';
import { betSlipActors, type PlaceInput, type PlaceOutcome, slipBets } from './bet-slip.actors';
import {
  type BetType,
  combineBlock,
  DEFAULT_LIMITS,
  needsConsent,
  type OddsChangeSetting,
  type PriceUpdate,
  readStoredSlip,
  type SelectionPick,
  selectionKey,
  SLIP_STORAGE_KEY,
  type SlipSelection,
  type StakeLimits,
} from './bet-slip.rules';

export interface BetSlipInput {
  storage: KeyValueStore;
  /** Whether a player is logged in right now (a guest placing gets the login dialog). */
  isPlayer: () => boolean;
  /** A fresh idempotency key for a placing attempt. */
  newKey: () => string;
  limits?: StakeLimits;
}

export interface BetSlipContext {
  storage: KeyValueStore;
  isPlayer: () => boolean;
  newKey: () => string;
  limits: StakeLimits;
  selections: SlipSelection[];
  /** The typed stake per line (see `singleLine`, `ACCUMULATOR_LINE`, `SYSTEM_LINE`), as typed. */
  stakes: Record<string, string>;
  betType: BetType;
  /** The system chosen, `k/n` (`2/3`) or a named one; null: the smallest `2/n`. */
  system: string | null;
  oddsChange: OddsChangeSetting;
  /** The key of the attempt under way or refused by the network: a retry reuses it. */
  attemptKey: string | null;
  /** The bets the last placement accepted. */
  receipt: Extract<PlaceOutcome, { kind: 'accepted' }> | null;
  /** Why the last placement was refused. */
  refusal: string | null;
  /** Live bets waiting out their delay (issue 18): id → status (pending until the book decides). */
  pendingBets: Record<string, string>;
  /** Seconds left of the bet delay, counted down on screen. */
  countdown: number;
  /** Why the book refused a live bet at the end of its delay (goal, red_card, penalty, market_suspended, odds_changed). */
  liveRefusal: string | null;
}

export type BetSlipEvent =
  | { type: 'slip.selection.toggled'; pick: SelectionPick }
  | { type: 'slip.selection.removed'; key: string }
  | { type: 'slip.cleared' }
  | { type: 'slip.stake.changed'; line: string; text: string }
  | { type: 'slip.type.chosen'; betType: BetType }
  | { type: 'slip.system.chosen'; system: string }
  | { type: 'slip.oddsChange.chosen'; setting: OddsChangeSetting }
  | { type: 'slip.prices.updated'; prices: PriceUpdate[] }
  | { type: 'slip.changes.accepted' }
  | { type: 'slip.submitted' }
  | { type: 'slip.receipt.closed' }
  /** One of the player's bets as the book has it now (the hub's SportsBetUpdated); null when unreadable. */
  | { type: 'slip.bet.updated'; bet: BetView | null }
  | { type: 'slip.sheet.opened' }
  | { type: 'slip.sheet.closed' }
  /** The book's limits, and the odds-change setting kept with a player's profile (a guest's stays local). */
  | { type: 'slip.settings.loaded'; limits: StakeLimits; oddsChange: OddsChangeSetting | null };

function applyPrices(selections: SlipSelection[], prices: readonly PriceUpdate[]): SlipSelection[] {
  const byKey = new Map(prices.map((price) => [selectionKey(price), price]));
  return selections.map((selection) => {
    const price = byKey.get(selectionKey(selection));
    return price ? { ...selection, odds: price.odds, suspended: price.suspended } : selection;
  });
}

/** The bet type the selections allow: a chosen accumulator or system falls back to singles when blocked. */
function fittedType(type: BetType, selections: SlipSelection[]): BetType {
  if (type === 'single') return type;
  return combineBlock(selections, type) === null ? type : 'single';
}

const problemsOf = (context: BetSlipContext) => slipBets(context).problems;

export const betSlipMachine = setup({
  types: {
    input: {} as BetSlipInput,
    context: {} as BetSlipContext,
    events: {} as BetSlipEvent,
  },
  // Provided at the app edge with the page's API client: betSlipActors(api).
  actors: betSlipActors(apiNotProvided('betSlip')),
  delays: {
    'countdown tick': 1_000,
    // After the delay the live job decides within a second; the hub usually says first.
    'decision check': 1_500,
  },
  guards: {
    'slip is empty': ({ context }) => context.selections.length === 0,
    'toggle empties the slip': ({ context, event }) =>
      event.type === 'slip.selection.toggled' &&
      context.selections.length === 1 &&
      selectionKey(context.selections[0]!) === selectionKey(event.pick),
    'removal empties the slip': ({ context, event }) =>
      event.type === 'slip.selection.removed' &&
      context.selections.length === 1 &&
      selectionKey(context.selections[0]!) === event.key,
    // The hub pushes every event's prices; only those of the slip's own selections move the slip on (another
    // match repricing must not take the player out of the "odds changed" step a live refusal left).
    'prices concern the slip': ({ context, event }) =>
      event.type === 'slip.prices.updated' && event.prices.some((price) => context.selections.some((selection) => selectionKey(selection) === selectionKey(price))),
    'a moved price needs consent': ({ context }) => context.selections.some((selection) => needsConsent(selection, context.oddsChange)),
    'is guest': ({ context }) => !context.isPlayer(),
    'slip can be placed': ({ context }) =>
      problemsOf(context).length === 0 && !context.selections.some((selection) => needsConsent(selection, context.oddsChange)),
    'bet type is possible': ({ context, event }) =>
      event.type === 'slip.type.chosen' && (event.betType === 'single' || combineBlock(context.selections, event.betType) === null),
    'prices were offered': (_, params: { outcome: PlaceOutcome }) => params.outcome.kind === 'pricesChanged',
    'a live bet waits': (_, params: { outcome: PlaceOutcome }) => params.outcome.kind === 'accepted' && params.outcome.bets.some((bet) => bet.status === 'pending'),
    'countdown is over': ({ context }) => context.countdown <= 1,
    'is a waiting bet': ({ context, event }) => event.type === 'slip.bet.updated' && !!event.bet && event.bet.id in context.pendingBets,
    'a waiting bet was refused': ({ context }) => Object.values(context.pendingBets).includes('refused'),
    'every waiting bet is decided': ({ context }) => !Object.values(context.pendingBets).includes('pending'),
  },
  actions: {
    'toggle selection': assign(({ context, event }) => {
      if (event.type !== 'slip.selection.toggled') return {};
      const key = selectionKey(event.pick);
      const present = context.selections.some((selection) => selectionKey(selection) === key);
      const selections = present
        ? context.selections.filter((selection) => selectionKey(selection) !== key)
        : [...context.selections, { ...event.pick, seenOdds: event.pick.odds, suspended: false }];
      return { selections, betType: fittedType(context.betType, selections) };
    }),
    'remove selection': assign(({ context, event }) => {
      if (event.type !== 'slip.selection.removed') return {};
      const selections = context.selections.filter((selection) => selectionKey(selection) !== event.key);
      return { selections, betType: fittedType(context.betType, selections) };
    }),
    'clear selections': assign({ selections: [], stakes: {}, betType: 'single' as BetType, system: null }),
    'set stake': assign(({ context, event }) =>
      event.type === 'slip.stake.changed' ? { stakes: { ...context.stakes, [event.line]: event.text } } : {},
    ),
    'set bet type': assign(({ event }) => (event.type === 'slip.type.chosen' ? { betType: event.betType } : {})),
    'set system': assign(({ event }) => (event.type === 'slip.system.chosen' ? { system: event.system } : {})),
    'apply settings': assign(({ context, event }) =>
      event.type === 'slip.settings.loaded' ? { limits: event.limits, oddsChange: event.oddsChange ?? context.oddsChange } : {},
    ),
    'set odds change': assign(({ event }) => (event.type === 'slip.oddsChange.chosen' ? { oddsChange: event.setting } : {})),
    'apply prices': assign(({ context }, params: { prices: PriceUpdate[] }) => ({ selections: applyPrices(context.selections, params.prices) })),
    'accept prices': assign(({ context }) => ({
      selections: context.selections.map((selection) => ({ ...selection, seenOdds: selection.odds })),
    })),
    'forget attempt': assign({ attemptKey: null, refusal: null }),
    'begin attempt': assign(({ context }) => ({ attemptKey: context.attemptKey ?? context.newKey(), refusal: null })),
    'store receipt': assign((_, params: { outcome: PlaceOutcome }) =>
      params.outcome.kind === 'accepted' ? { receipt: params.outcome, attemptKey: null } : {},
    ),
    // A placed bet never comes back into the slip.
    'empty slip after placing': assign({ selections: [], stakes: {}, betType: 'single' as BetType, system: null }),
    'forget receipt': assign({ receipt: null }),
    'hold live bets': assign((_, params: { outcome: PlaceOutcome }) => {
      if (params.outcome.kind !== 'accepted') return {};
      const pending = params.outcome.bets.filter((bet) => bet.status === 'pending');
      return {
        pendingBets: Object.fromEntries(pending.map((bet) => [bet.id, 'pending'])),
        countdown: Math.max(0, ...pending.map((bet) => bet.delaySeconds ?? 0)),
        liveRefusal: null,
        receipt: params.outcome,
        attemptKey: null,
      };
    }),
    'tick countdown': assign(({ context }) => ({ countdown: Math.max(0, context.countdown - 1) })),
    'note decisions': assign(({ context, event }, params: { bets: BetView[] }) => {
      const bets = event.type === 'slip.bet.updated' && event.bet ? [event.bet] : params.bets;
      const pendingBets = { ...context.pendingBets };
      let liveRefusal = context.liveRefusal;
      let selections = context.selections;
      for (const bet of bets) {
        if (!(bet.id in pendingBets)) continue;
        pendingBets[bet.id] = bet.status;
        if (bet.status === 'refused') {
          liveRefusal = bet.refusalReason ?? 'odds_changed';
          selections = applyPrices(selections, bet.refusalChanges ?? []);
        }
      }
      return { pendingBets, liveRefusal, selections };
    }),
    'forget live bets': assign({ pendingBets: {}, countdown: 0 }),
    'forget live refusal': assign({ liveRefusal: null }),
    'store refusal': assign((_, params: { message: string }) => ({ refusal: params.message })),
    // A refusal with offered prices ends the attempt: the next one is a new bet with its own key.
    'end attempt': assign({ attemptKey: null }),
    'keep slip': ({ context }) => {
      context.storage.setItem(
        SLIP_STORAGE_KEY,
        JSON.stringify({ selections: context.selections, stakes: context.stakes, oddsChange: context.oddsChange }),
      );
    },
    // UI effects provided at the app edge.
    'ask to log in': () => {},
    'refresh balance': () => {},
    'notify placed': (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'betSlip',
  context: ({ input }) => {
    const stored = readStoredSlip(input.storage.getItem(SLIP_STORAGE_KEY));
    return {
      storage: input.storage,
      isPlayer: input.isPlayer,
      newKey: input.newKey,
      limits: input.limits ?? DEFAULT_LIMITS,
      selections: stored.selections,
      stakes: stored.stakes,
      betType: 'single',
      system: null,
      oddsChange: stored.oddsChange,
      attemptKey: null,
      receipt: null,
      refusal: null,
      pendingBets: {},
      countdown: 0,
      liveRefusal: null,
    };
  },
  type: 'parallel',
  states: {
    slip: {
      initial: 'checking',
      on: {
        'slip.oddsChange.chosen': { actions: ['set odds change', 'keep slip'] },
        'slip.settings.loaded': { actions: ['apply settings', 'keep slip'] },
      },
      states: {
        checking: {
          always: [{ guard: 'slip is empty', target: 'empty' }, { target: 'editing' }],
        },
        empty: {
          on: {
            'slip.selection.toggled': { target: 'editing', actions: ['toggle selection', 'keep slip'] },
          },
        },
        editing: {
          initial: 'ready',
          on: {
            'slip.selection.toggled': [
              { guard: 'toggle empties the slip', target: 'empty', actions: ['clear selections', 'forget attempt', 'keep slip'] },
              { target: '.ready', actions: ['toggle selection', 'forget attempt', 'keep slip'] },
            ],
            'slip.selection.removed': [
              { guard: 'removal empties the slip', target: 'empty', actions: ['clear selections', 'forget attempt', 'keep slip'] },
              { target: '.ready', actions: ['remove selection', 'forget attempt', 'keep slip'] },
            ],
            'slip.cleared': { target: 'empty', actions: ['clear selections', 'forget attempt', 'keep slip'] },
            'slip.stake.changed': { target: '.ready', actions: ['set stake', 'forget attempt', 'keep slip'] },
            'slip.type.chosen': { guard: 'bet type is possible', target: '.ready', actions: ['set bet type', 'forget attempt'] },
            'slip.system.chosen': { target: '.ready', actions: ['set system', 'forget attempt'] },
            'slip.oddsChange.chosen': { target: '.ready', actions: ['set odds change', 'keep slip'] },
            'slip.settings.loaded': { target: '.ready', actions: ['apply settings', 'keep slip'] },
            // Placing waits while a moved price needs the player's consent.
            'slip.submitted': [
              { guard: 'is guest', actions: 'ask to log in' },
              { guard: 'slip can be placed', target: 'placing' },
            ],
            'slip.prices.updated': {
              guard: 'prices concern the slip',
              target: '.ready',
              actions: [{ type: 'apply prices', params: ({ event }) => ({ prices: event.prices }) }, 'keep slip'],
            },
          },
          states: {
            ready: {
              always: { guard: 'a moved price needs consent', target: 'changed' },
            },
            // The "odds changed" step: the new prices are shown beside the old until the player agrees.
            changed: {
              on: { 'slip.changes.accepted': { target: 'ready', actions: ['accept prices', 'forget live refusal', 'keep slip'] } },
            },
            // The reason is shown; pressing again retries with the same key.
            refused: {
              always: { guard: 'a moved price needs consent', target: 'changed' },
            },
          },
        },
        placing: {
          tags: ['busy'],
          entry: ['begin attempt', 'forget live refusal'],
          on: {
            // Prices keep arriving while the bet is on its way; the server decides on its own prices.
            'slip.prices.updated': { actions: { type: 'apply prices', params: ({ event }) => ({ prices: event.prices }) } },
          },
          invoke: {
            id: 'placeBets',
            src: 'placeBets',
            input: ({ context }): PlaceInput => ({
              key: context.attemptKey!,
              oddsChange: context.oddsChange,
              bets: slipBets(context).bets,
            }),
            onDone: [
              {
                guard: { type: 'prices were offered', params: ({ event }) => ({ outcome: event.output }) },
                target: 'editing.changed',
                actions: [
                  'end attempt',
                  { type: 'apply prices', params: ({ event }) => ({ prices: event.output.kind === 'pricesChanged' ? event.output.prices : [] }) },
                  { type: 'store refusal', params: ({ event }) => ({ message: event.output.message }) },
                  'keep slip',
                ],
              },
              {
                // A live bet waits out its delay with the slip as it was: refused, it comes back with the new prices.
                guard: { type: 'a live bet waits', params: ({ event }) => ({ outcome: event.output }) },
                target: 'waiting',
                actions: [{ type: 'hold live bets', params: ({ event }) => ({ outcome: event.output }) }, 'refresh balance'],
              },
              {
                target: 'placed',
                actions: [
                  { type: 'store receipt', params: ({ event }) => ({ outcome: event.output }) },
                  'empty slip after placing',
                  'keep slip',
                  'refresh balance',
                  { type: 'notify placed', params: ({ event }) => ({ message: event.output.message }) },
                ],
              },
            ],
            // Refused (stake, limits, a closed market) or not answered: the slip stays as it was. The
            // key is kept, so pressing again after a lost answer cannot place the bet twice.
            onError: {
              target: 'editing.refused',
              // The server's words when it answered; none ('') when no answer came (a dropped connection: the
              // browser's own error text is not the player's language), which the slip says in the app's words.
              actions: { type: 'store refusal', params: ({ event }) => ({ message: event.error instanceof ApiError ? event.error.message : '' }) },
            },
          },
        },
        // Live bets placed and held for their delay: a countdown, then the book's decision (pushed over
        // the hub, or read back if the push is late): accepted → the receipt; refused → the reason and
        // the prices now offered, to accept and place again.
        waiting: {
          tags: ['waiting'],
          initial: 'counting',
          on: {
            'slip.prices.updated': { actions: { type: 'apply prices', params: ({ event }) => ({ prices: event.prices }) } },
            'slip.bet.updated': { guard: 'is a waiting bet', target: '.judging', actions: { type: 'note decisions', params: { bets: [] } } },
          },
          states: {
            counting: {
              after: {
                'countdown tick': [
                  { guard: 'countdown is over', target: 'deciding', actions: 'tick countdown' },
                  { target: 'counting', reenter: true, actions: 'tick countdown' },
                ],
              },
            },
            deciding: { after: { 'decision check': { target: 'checking' } } },
            checking: {
              invoke: {
                id: 'checkBets',
                src: 'checkBets',
                input: ({ context }) => ({ ids: Object.keys(context.pendingBets) }),
                onDone: { target: 'judging', actions: { type: 'note decisions', params: ({ event }) => ({ bets: event.output }) } },
                onError: { target: 'deciding' },
              },
            },
            judging: {
              always: [
                { guard: 'a waiting bet was refused', target: '#betSlip.slip.editing.changed', actions: ['forget live bets', 'forget receipt', 'end attempt', 'keep slip', 'refresh balance'] },
                {
                  guard: 'every waiting bet is decided',
                  target: '#betSlip.slip.placed',
                  actions: ['forget live bets', 'empty slip after placing', 'keep slip', 'refresh balance'],
                },
                { target: 'deciding' },
              ],
            },
          },
        },
        placed: {
          on: {
            'slip.receipt.closed': { target: 'empty', actions: 'forget receipt' },
            'slip.selection.toggled': { target: 'editing', actions: ['forget receipt', 'toggle selection', 'keep slip'] },
          },
        },
      },
    },
    sheet: {
      initial: 'closed',
      states: {
        closed: { on: { 'slip.sheet.opened': { target: 'open' } } },
        open: { on: { 'slip.sheet.closed': { target: 'closed' } } },
      },
    },
  },
});
