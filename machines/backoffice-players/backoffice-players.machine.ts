// Players (issue 16): a lookup by username, name, e-mail, phone, TC number or id, then a player's page
// with its tabs (profile and balances, and the paged lists: ledger, sessions, payments, game rounds,
// bonuses, notifications, notes) and the
// actions, each a dialog: lock or unlock, reset the phone verification and end a session (each with a
// reason for the audit log), propose a manual adjustment (four-eyes: a second operator approves it in
// the approvals screen before the ledger moves), send a message, add a note. A list is read when its tab
// opens and again after an action that changes it; the dialogs return to the tab they were opened from.
// A player is opened by id (the back office's URL /backoffice/players/<id>?tab=…, which the router turns
// into `players.opened`): another id reads that player, the same one only changes the tab; an id the
// server does not know (404, or 400 for one that is not an id) ends in `missing`, "player not found".
// The stake tab (traders) is its own flow: machines/backoffice-stake-factor.
import { assign, enqueueActions, setup } from 'xstate';
import { parseAmount } from '../shared/money';
import { ApiError } from '../../common/contract/client';
import { apiNotProvided } from '../shared/api-dependency';
import { type AnyPage, LEDGER_PAGE, type ListPages, type ListTab, type OpsPlayer, type OpsPlayerDetail, playersActors } from './backoffice-players.actors';
import { protectionMachine } from '../backoffice-protection/backoffice-protection.machine';
import { stakeFactorMachine } from '../backoffice-stake-factor/backoffice-stake-factor.machine';
import { actionDialog, notifyFailure } from '../shared/reason-dialog';

/**
 * 'protection': the player's limits and exclusions with their history, a child machine (machines/backoffice-protection);
 * 'stake': the sports stake factor (traders), a child machine (machines/backoffice-stake-factor).
 */
export type PlayerTab = 'profile' | ListTab | 'protection' | 'stake';
export const PLAYER_TABS: readonly PlayerTab[] = ['profile', 'ledger', 'sessions', 'payments', 'rounds', 'sports', 'bonuses', 'notifications', 'notes', 'protection', 'stake'];
export const isPlayerTab = (value: unknown): value is PlayerTab => (PLAYER_TABS as readonly unknown[]).includes(value);
export const LIST_TABS: readonly ListTab[] = ['ledger', 'sessions', 'payments', 'rounds', 'sports', 'bonuses', 'notifications', 'notes'];

export interface PlayersContext {
  search: string;
  results: OpsPlayer[] | null;
  playerId: string | null;
  player: OpsPlayerDetail | null;
  /** The tab the player's page opens on once read (the URL's `?tab=`); null: the profile. */
  openingTab: PlayerTab | null;
  pages: { [T in ListTab]: ListPages[T] | null };
  /** How far into each list the page shown starts. */
  skip: Record<ListTab, number>;
  reason: string;
  /** The adjustment in TRY as typed (a sign for debits), the message's title and text, a note. */
  amount: string;
  title: string;
  text: string;
  /** The session the end-session dialog is about. */
  sessionId: string | null;
  /** The active bonus the cancel dialog is about. */
  bonusId: number | null;
}

export type PlayersEvent =
  | { type: 'players.search.changed'; value: string }
  | { type: 'players.search.submitted' }
  /** Open a player by id, on a tab (the URL's); the player already open only changes the tab. */
  | { type: 'players.opened'; id: string; tab?: PlayerTab }
  | { type: 'players.closed' }
  | { type: 'players.tab.chosen'; tab: PlayerTab }
  | { type: 'players.page.changed'; skip: number }
  | { type: 'players.lock.opened' }
  | { type: 'players.phone.opened' }
  | { type: 'players.session.opened'; id: string }
  | { type: 'players.bonus.cancel.opened'; id: number }
  | { type: 'players.adjust.opened' }
  | { type: 'players.message.opened' }
  | { type: 'players.reason.changed'; value: string }
  | { type: 'players.amount.changed'; value: string }
  | { type: 'players.title.changed'; value: string }
  | { type: 'players.text.changed'; value: string }
  | { type: 'players.dialog.confirmed' }
  | { type: 'players.dialog.cancelled' }
  | { type: 'players.note.submitted' };

/** The contract's search: 2 to 100 characters; a reason: 3 or more; a message's title and text. */
const SEARCH_MIN = 2;
export const REASON_MIN = 3;
export const NOTE_MAX = 1000;
// The back office's reading of a typed TRY amount, shared with the other forms that take money.
export { parseAmount };

const output = <T>(event: unknown) => (event as { output: T }).output;
const EMPTY_PAGES = { ledger: null, sessions: null, payments: null, rounds: null, sports: null, bonuses: null, notifications: null, notes: null };
const NO_SKIP = { ledger: 0, sessions: 0, payments: 0, rounds: 0, sports: 0, bonuses: 0, notifications: 0, notes: 0 };
const failure = notifyFailure;
const success = { type: 'notify success', params: ({ event }: { event: { output: unknown } }) => ({ message: messageOf(event.output) }) } as const;
const messageOf = (value: unknown) => (typeof value === 'string' ? value : (value as { message: string }).message);

/** A paged list tab: read on entry, again when its page changes. */
const listTab = (tab: ListTab) => ({
  initial: 'reading' as const,
  states: {
    reading: {
      tags: ['loading'],
      invoke: {
        id: `load.${tab}`,
        src: 'loadPage' as const,
        input: ({ context }: { context: PlayersContext }) => ({ playerId: context.playerId!, tab, skip: context.skip[tab] }),
        onDone: { target: 'ready', actions: { type: 'keep page' as const, params: { tab } } },
        onError: { target: 'ready', actions: failure },
      },
    },
    ready: {
      on: { 'players.page.changed': { target: 'reading', actions: { type: 'set skip' as const, params: { tab } } } },
    },
  },
});

/** What a reason dialog asks for: the reason alone, confirmed when it is long enough. */
const REASON_FIELDS = { fields: { 'players.reason.changed': { actions: 'set reason' } }, valid: 'is reason valid' } as const;

/**
 * One of the page's action dialogs (machines/shared/reason-dialog.ts): its fields and guard (a reason
 * by default), its call, and the tab it returns to when cancelled or done (`last`: the tab it was opened
 * from). Both cancel and done run `forget` (the dialog's fields); a done call first keeps what `keep`
 * names and ends with the server's message.
 */
const playerDialog = <
  const Src extends string,
  const ReturnTo extends 'last' | ListTab,
  const Keep extends readonly 'keep changed player'[],
  const Forget extends readonly ('forget dialog' | 'forget text')[],
  const Fields extends object,
  const Valid extends string,
  Input,
>(options: {
  src: Src;
  input: (args: { context: PlayersContext }) => Input;
  returnTo: ReturnTo;
  keep: Keep;
  forget: Forget;
  form: { fields: Fields; valid: Valid };
}) =>
  actionDialog({
    ...options.form,
    confirmed: 'players.dialog.confirmed',
    cancelled: 'players.dialog.cancelled',
    cancel: { target: `page.${options.returnTo}`, actions: options.forget },
    saving: {
      id: options.src,
      src: options.src,
      input: options.input,
      onDone: { target: `#backofficePlayers.player.page.${options.returnTo}`, actions: [...options.keep, ...options.forget, success] },
    },
  });

export const playersMachine = setup({
  types: { context: {} as PlayersContext, events: {} as PlayersEvent },
  // Provided at the app edge with the operator's API client: playersActors(api), and the two children
  // provided with protectionActors(api) and stakeFactorActors(api).
  actors: { ...playersActors(apiNotProvided('backofficePlayers')), playerProtection: protectionMachine, stakeFactor: stakeFactorMachine },
  guards: {
    'is search long enough': ({ context }) => context.search.trim().length >= SEARCH_MIN,
    'is reason valid': ({ context }) => context.reason.trim().length >= REASON_MIN,
    'is adjustment valid': ({ context }) => parseAmount(context.amount) !== null && context.reason.trim().length >= REASON_MIN,
    'is message valid': ({ context }) => context.title.trim().length > 0 && context.text.trim().length > 0,
    'is note valid': ({ context }) => context.text.trim().length > 0 && context.text.trim().length <= NOTE_MAX,
    'is tab': ({ event }, params: { tab: PlayerTab }) => event.type === 'players.tab.chosen' && event.tab === params.tab,
    'is the open player': ({ context, event }) => event.type === 'players.opened' && event.id === context.playerId,
    // 404: no such player; 400: the id is not one (the contract's uuid). Anything else is a failure to read.
    'is player missing': ({ event }) => {
      const error = (event as { error?: unknown }).error;
      return error instanceof ApiError && (error.status === 404 || error.status === 400);
    },
    // Only a bonus the page shows as active can be cancelled (the server answers 409 for any other).
    'is bonus active': ({ context, event }) =>
      event.type === 'players.bonus.cancel.opened' && (context.pages.bonuses?.items ?? []).some((bonus) => bonus.id === event.id && bonus.status === 'active'),
  },
  actions: {
    'set search': assign({ search: ({ context, event }) => (event.type === 'players.search.changed' ? event.value : context.search) }),
    'keep results': assign({ results: ({ event }) => output<OpsPlayer[]>(event) }),
    'pick player': assign({
      playerId: ({ event }) => (event.type === 'players.opened' ? event.id : null),
      openingTab: ({ event }) => (event.type === 'players.opened' ? (event.tab ?? null) : null),
      player: null,
      pages: EMPTY_PAGES,
      skip: NO_SKIP,
    }),
    // The tab asked for goes through the page's own tab choice, once the page is there.
    'open the opening tab': enqueueActions(({ context, enqueue }) => {
      if (context.openingTab) enqueue.raise({ type: 'players.tab.chosen', tab: context.openingTab });
      enqueue.assign({ openingTab: null });
    }),
    // Still reading: the page will open on it; shown: chosen now (a dialog open keeps its tab).
    'choose the asked tab': enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'players.opened') return;
      enqueue.assign({ openingTab: event.tab ?? null });
      enqueue.raise({ type: 'players.tab.chosen', tab: event.tab ?? 'profile' });
    }),
    'keep player': assign({ player: ({ event }) => output<OpsPlayerDetail>(event) }),
    'keep changed player': assign({ player: ({ event }) => output<{ player: OpsPlayerDetail }>(event).player }),
    'keep page': assign({ pages: ({ context, event }, params: { tab: ListTab }) => ({ ...context.pages, [params.tab]: output<AnyPage>(event) }) }),
    'set skip': assign({
      skip: ({ context, event }, params: { tab: ListTab }) =>
        event.type === 'players.page.changed' ? { ...context.skip, [params.tab]: Math.max(0, event.skip) } : context.skip,
    }),
    'set reason': assign({ reason: ({ context, event }) => (event.type === 'players.reason.changed' ? event.value : context.reason) }),
    'set amount': assign({ amount: ({ context, event }) => (event.type === 'players.amount.changed' ? event.value : context.amount) }),
    'set title': assign({ title: ({ context, event }) => (event.type === 'players.title.changed' ? event.value : context.title) }),
    'set text': assign({ text: ({ context, event }) => (event.type === 'players.text.changed' ? event.value : context.text) }),
    'pick session': assign({ sessionId: ({ event }) => (event.type === 'players.session.opened' ? event.id : null) }),
    'pick bonus': assign({ bonusId: ({ event }) => (event.type === 'players.bonus.cancel.opened' ? event.id : null) }),
    'forget dialog': assign({ reason: '', amount: '', title: '', sessionId: null, bonusId: null }),
    'forget text': assign({ text: '' }),
    'forget player': assign({ playerId: null, openingTab: null, player: null, pages: EMPTY_PAGES, skip: NO_SKIP, reason: '', amount: '', title: '', text: '', sessionId: null, bonusId: null }),
    // UI effects: provided at the app edge.
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'backofficePlayers',
  context: () => ({
    search: '',
    results: null,
    playerId: null,
    openingTab: null,
    player: null,
    pages: EMPTY_PAGES,
    skip: NO_SKIP,
    reason: '',
    amount: '',
    title: '',
    text: '',
    sessionId: null,
    bonusId: null,
  }),
  initial: 'lookup',
  states: {
    lookup: {
      initial: 'idle',
      on: {
        'players.search.changed': { actions: 'set search' },
        'players.opened': { target: 'player', actions: 'pick player' },
      },
      states: {
        idle: {
          on: { 'players.search.submitted': { guard: 'is search long enough', target: 'searching' } },
        },
        searching: {
          tags: ['loading'],
          invoke: {
            id: 'searchPlayers',
            src: 'searchPlayers',
            input: ({ context }) => ({ search: context.search.trim() }),
            onDone: { target: 'idle', actions: 'keep results' },
            onError: { target: 'idle', actions: failure },
          },
        },
      },
    },
    player: {
      initial: 'loading',
      on: {
        'players.closed': { target: 'lookup', actions: 'forget player' },
        // The same player: the tab asked for (the profile when none); another: read it afresh.
        'players.opened': [
          { guard: 'is the open player', actions: 'choose the asked tab' },
          { target: '.loading', actions: ['forget player', 'pick player'] },
        ],
      },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadPlayer',
            src: 'loadPlayer',
            input: ({ context }) => ({ playerId: context.playerId! }),
            onDone: { target: 'page', actions: ['keep player', 'open the opening tab'] },
            onError: [
              { guard: 'is player missing', target: 'missing' },
              { target: '#backofficePlayers.lookup', actions: [failure, 'forget player'] },
            ],
          },
        },
        // No player has this id: the page says so (the URL may have been typed or kept from elsewhere).
        missing: {},
        page: {
          initial: 'profile',
          on: {
            'players.tab.chosen': [
              { guard: { type: 'is tab', params: { tab: 'profile' } }, target: '.profile' },
              { guard: { type: 'is tab', params: { tab: 'ledger' } }, target: '.ledger' },
              { guard: { type: 'is tab', params: { tab: 'sessions' } }, target: '.sessions' },
              { guard: { type: 'is tab', params: { tab: 'payments' } }, target: '.payments' },
              { guard: { type: 'is tab', params: { tab: 'rounds' } }, target: '.rounds' },
              { guard: { type: 'is tab', params: { tab: 'sports' } }, target: '.sports' },
              { guard: { type: 'is tab', params: { tab: 'bonuses' } }, target: '.bonuses' },
              { guard: { type: 'is tab', params: { tab: 'notifications' } }, target: '.notifications' },
              { guard: { type: 'is tab', params: { tab: 'notes' } }, target: '.notes' },
              { guard: { type: 'is tab', params: { tab: 'protection' } }, target: '.protection' },
              { guard: { type: 'is tab', params: { tab: 'stake' } }, target: '.stake' },
            ],
            'players.lock.opened': 'locking',
            'players.phone.opened': 'resettingPhone',
            'players.adjust.opened': 'adjusting',
            'players.message.opened': 'messaging',
          },
          states: {
            profile: {},
            ledger: listTab('ledger'),
            sessions: {
              ...listTab('sessions'),
              on: { 'players.session.opened': { target: '#backofficePlayers.player.endingSession', actions: 'pick session' } },
            },
            payments: listTab('payments'),
            rounds: listTab('rounds'),
            sports: listTab('sports'),
            bonuses: {
              ...listTab('bonuses'),
              on: { 'players.bonus.cancel.opened': { guard: 'is bonus active', target: '#backofficePlayers.player.cancellingBonus', actions: 'pick bonus' } },
            },
            notifications: listTab('notifications'),
            notes: {
              initial: 'reading',
              on: { 'players.text.changed': { actions: 'set text' } },
              states: {
                ...listTab('notes').states,
                ready: {
                  on: {
                    'players.page.changed': { target: 'reading', actions: { type: 'set skip', params: { tab: 'notes' } } },
                    'players.note.submitted': { guard: 'is note valid', target: 'adding' },
                  },
                },
                adding: {
                  tags: ['busy'],
                  invoke: {
                    id: 'addNote',
                    src: 'addNote',
                    input: ({ context }) => ({ playerId: context.playerId!, text: context.text.trim() }),
                    onDone: { target: 'reading', actions: ['forget text', success] },
                    onError: { target: 'ready', actions: failure },
                  },
                },
              },
            },
            // Its own flow, invoked while the tab is open (read on entry, the lift proposal's dialog).
            protection: {
              invoke: { id: 'protection', src: 'playerProtection', input: ({ context }) => ({ playerId: context.playerId! }) },
            },
            // The sports stake factor (traders; the server refuses others): its own flow while the tab is open.
            stake: {
              invoke: { id: 'stakeFactor', src: 'stakeFactor', input: ({ context }) => ({ playerId: context.playerId! }) },
            },
            // The tab a dialog returns to.
            last: { type: 'history' },
          },
        },
        // Lock an active player or unlock a suspended one, with a reason.
        locking: playerDialog({
          src: 'setLocked',
          input: ({ context }) => ({ playerId: context.playerId!, lock: context.player?.status === 'active', reason: context.reason.trim() }),
          returnTo: 'last',
          keep: ['keep changed player'],
          forget: ['forget dialog'],
          form: REASON_FIELDS,
        }),
        resettingPhone: playerDialog({
          src: 'resetPhone',
          input: ({ context }) => ({ playerId: context.playerId!, reason: context.reason.trim() }),
          returnTo: 'last',
          keep: ['keep changed player'],
          forget: ['forget dialog'],
          form: REASON_FIELDS,
        }),
        // The sessions tab reads its list again on entry.
        endingSession: playerDialog({
          src: 'endSession',
          input: ({ context }) => ({ playerId: context.playerId!, sessionId: context.sessionId!, reason: context.reason.trim() }),
          returnTo: 'sessions',
          keep: [],
          forget: ['forget dialog'],
          form: REASON_FIELDS,
        }),
        // Forfeit one active bonus, with a reason (opsCancelPlayerBonus): what is left goes back to the house.
        // The bonuses tab reads its list again on entry (the bonus then shows as forfeited).
        cancellingBonus: playerDialog({
          src: 'cancelBonus',
          input: ({ context }) => ({ playerId: context.playerId!, bonusId: context.bonusId!, reason: context.reason.trim() }),
          returnTo: 'bonuses',
          keep: [],
          forget: ['forget dialog'],
          form: REASON_FIELDS,
        }),
        // A manual adjustment is a proposal; the ledger moves when a second operator approves it.
        adjusting: playerDialog({
          src: 'proposeAdjustment',
          input: ({ context }) => ({ playerId: context.playerId!, amount: parseAmount(context.amount)!, reason: context.reason.trim() }),
          returnTo: 'last',
          keep: [],
          forget: ['forget dialog'],
          form: {
            fields: { 'players.amount.changed': { actions: 'set amount' }, 'players.reason.changed': { actions: 'set reason' } },
            valid: 'is adjustment valid',
          },
        }),
        messaging: playerDialog({
          src: 'sendMessage',
          input: ({ context }) => ({ playerId: context.playerId!, title: context.title.trim(), note: context.text.trim() }),
          returnTo: 'last',
          keep: [],
          forget: ['forget dialog', 'forget text'],
          form: {
            fields: { 'players.title.changed': { actions: 'set title' }, 'players.text.changed': { actions: 'set text' } },
            valid: 'is message valid',
          },
        }),
      },
    },
  },
});

export { LEDGER_PAGE };
