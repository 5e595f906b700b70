// What machine tests share: test data shaped by the contract (a bootstrap answer, a player session,
// a game); the controllable actor they swap in for an invoked one's I/O; API clients that never reach
// a network (one that fails every request, one that records requests and answers from the test);
// running an actor to its end; the toast effects most machines name; and a host standing in for the
// app's system actors.
import { vi } from 'vitest';
import {
  type ActorRefFrom,
  type AnyActorLogic,
  type AnyStateMachine,
  createActor,
  createMachine,
  fromPromise,
  type InputFrom,
  type OutputFrom,
  type SimulatedClock,
  type SnapshotFrom,
} from 'xstate';
import { type ApiClient, createApiClient } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

type Schemas = components['schemas'];

export const bootstrapFixture: Schemas['Bootstrap'] = {
  siteOption: [
    { key: 'Chat-Site-Id', value: 'site-1', status: true },
    { key: 'chat-div-id', value: 'chat', status: true },
    { key: 'social-telegram', value: 'https://t.me/casino', status: false },
  ],
  popup: null,
  domainStatus: { current: 'casino.test' },
  trialBonusAmount: 150.5,
  egtJackpotCards: [],
  jackpotCards: { currentLevelI: 14000, currentLevelII: 900, currentLevelIII: 80, currentLevelIV: 7 },
  translationList: [
    { key: 'header.login', value: 'Giriş' },
    { key: 'header.register', value: 'Kayıt Ol' },
  ],
  casinoCategoryList: [
    { id: 1, name: 'Slot', section: 'slot', slugList: ['slot'], imageUrl: '/media/categories/slot.webp' },
    { id: 2, name: 'Canlı Casino', section: 'live', slugList: ['live'], imageUrl: null },
  ],
  language: [
    { id: 1, name: 'Türkçe', locale: 'tr', flagUrl: null },
    { id: 2, name: 'English', locale: 'en', flagUrl: null },
  ],
  slider: [
    {
      id: 1,
      slug: 'home',
      items: [{ slug: 'welcome', url: '/promotions', target: '_self', images: [{ url: '/media/slider/1.webp' }] }],
    },
  ],
  category: [{ id: 2, name: 'Footer', content: [{ id: 3, title: 'Hakkımızda' }] }],
  appSettings: { livetv: 'https://tv.casino.test' },
  domains: [{ current: 'casino.test', next: 'casino2.test' }],
  activeSlider: 'home',
  registrationActiveTab: 'full',
};

/** A player session as the API gives it (and the browser stores it), without provider tokens. */
export const sessionFixture = (extra: Partial<Schemas['SessionData']> = {}): Schemas['SessionData'] => ({
  token: 'token-1',
  username: 'demo',
  usercode: 'U100001',
  balance: 1000,
  phone: null,
  smsVerified: false,
  fingerprint: null,
  betsyCid: null,
  betsyUrl: null,
  betsyToken: null,
  betcoToken: null,
  betcoUrl: null,
  ...extra,
});

/** A game as the catalogue lists it: the studio's roulette unless told otherwise. */
export const gameFixture = (extra: Partial<Schemas['Game']> = {}): Schemas['Game'] => ({
  gameCode: 'studio-roulette',
  name: 'Avrupa Ruleti',
  providerName: 'Kuzey Studio',
  mainProviderId: 8,
  system: null,
  productId: null,
  systemCategory: 1,
  imageUrl: null,
  isLive: false,
  ...extra,
});

/** A promise and the functions that settle it, for a test to answer when it chooses. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets the promise callbacks an actor's answer sets off (onDone/onError and what they send) run. */
export const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

/**
 * An actor whose calls are recorded and whose answers the test gives, one call at a time (the latest
 * call's). A call is recorded as its input, or as the part of it `record` picks.
 */
export function controllable<I, O, C = I>(record: (input: I) => C = (input) => input as unknown as C) {
  const calls: C[] = [];
  let settle: { resolve: (value: O) => void; reject: (error: unknown) => void } | null = null;
  const logic = fromPromise<O, I>(
    ({ input }) =>
      new Promise<O>((resolve, reject) => {
        calls.push(record(input));
        settle = { resolve, reject };
      }),
  );
  return {
    logic,
    calls,
    resolve: async (value: O) => {
      settle?.resolve(value);
      await flush();
    },
    reject: async (error: unknown) => {
      settle?.reject(error);
      await flush();
    },
  };
}

/** An API client for machines whose actors the test provides: a request that gets through anyway fails. */
export function offlineApi(): ApiClient {
  return createApiClient({
    baseUrl: 'http://test.invalid/api',
    fetch: () => Promise.reject(new Error('no network in machine tests')),
    getToken: () => 'token-1',
    getLocale: () => 'tr',
    getFingerprint: () => 'fp',
    onUnauthorized: () => {},
  });
}

/** A request the recording client received, for actor tests to assert the call the contract names. */
export interface RecordedRequest {
  method: string;
  url: string;
  /** Below the API base, as the contract names it: `/customer/profile`. */
  path: string;
  headers: Headers;
  /** The body as sent: '' when there is none. */
  text: string;
  /** The body parsed: null when there is none. */
  body: unknown;
}

export interface RecordingApiOptions {
  /** What the session gives the client as its token (null: a guest). */
  token?: string | null;
  /** The HTTP status of an answer: 200 unless said. */
  status?: (request: RecordedRequest) => number;
}

/**
 * An API client whose requests are recorded and answered, as JSON, with what the test gives: by a
 * function of the request, or by path (`{ '/payment/detail': ok(fields) }`).
 */
export function recordingApi(
  answers: ((request: RecordedRequest) => unknown) | Record<string, unknown>,
  options: RecordingApiOptions = {},
) {
  const answer = typeof answers === 'function' ? answers : (request: RecordedRequest) => answers[request.path];
  const baseUrl = 'http://site.test/api';
  const basePath = new URL(baseUrl).pathname;
  const requests: RecordedRequest[] = [];
  const api = createApiClient({
    baseUrl,
    fetch: async (request) => {
      const text = await request.text();
      const recorded: RecordedRequest = {
        method: request.method,
        url: request.url,
        path: new URL(request.url).pathname.slice(basePath.length),
        headers: request.headers,
        text,
        body: text === '' ? null : JSON.parse(text),
      };
      requests.push(recorded);
      return new Response(JSON.stringify(answer(recorded)), {
        status: options.status?.(recorded) ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    },
    getToken: () => (options.token === undefined ? 'token-1' : options.token),
    getLocale: () => 'tr',
    getFingerprint: () => 'fp',
    onUnauthorized: () => {},
  });
  return { api, requests };
}

/** The API's answer envelope for a success. */
export const ok = <T>(data: T, message = '') => ({ success: true as const, message, data });

/** The API's answer envelope for a refusal. */
export const refusal = (message: string) => ({ success: false as const, message, data: null });

/** Runs an actor until it stops and gives its last snapshot: done with an output, or failed with an error. */
export function settled<L extends AnyActorLogic>(logic: L, input: InputFrom<L>): Promise<SnapshotFrom<L>> {
  return new Promise((resolve) => {
    const actor = createActor(logic, { input } as never);
    const end = () => resolve(actor.getSnapshot() as SnapshotFrom<L>);
    actor.subscribe({ complete: end, error: end });
    actor.start();
  });
}

/** Runs an actor to its output; a failure rejects with the actor's error. */
export async function outputOf<L extends AnyActorLogic>(logic: L, input: InputFrom<L>): Promise<OutputFrom<L>> {
  const snapshot = (await settled(logic, input)) as { status: string; output?: unknown; error?: unknown };
  if (snapshot.status !== 'done') throw snapshot.error;
  return snapshot.output as OutputFrom<L>;
}

/** Spies for the toasts most machines name, and the action implementations that call them. */
export function notifySpies() {
  const effects = { success: vi.fn<(message: string) => void>(), failure: vi.fn<(error: unknown) => void>() };
  const actions = {
    'notify success': (_: unknown, params: { message: string }) => effects.success(params.message),
    'notify failure': (_: unknown, params: { error: unknown }) => effects.failure(params.error),
  };
  return { effects, actions };
}

/**
 * Starts a machine as the child of a host that stands in for the app: each named system actor
 * (`session`, `dialogs`) is a recorder of the events the machine sends it, as the app wires the real
 * ones. The clock, when given, drives the machine's delays.
 */
export function hosted<M extends AnyStateMachine, S extends string>(
  machine: M,
  input: InputFrom<M>,
  options: { systemIds: readonly S[]; clock?: SimulatedClock },
) {
  const received = Object.fromEntries(options.systemIds.map((id) => [id, [] as unknown[]])) as Record<S, unknown[]>;
  const recorder = (into: unknown[]) => createMachine({ on: { '*': { actions: ({ event }) => into.push(event) } } });
  const host = createActor(
    createMachine({
      invoke: [
        ...options.systemIds.map((systemId) => ({ src: recorder(received[systemId]), systemId })),
        { id: 'subject', src: machine, input },
      ],
    } as never),
    // An absent clock must not be passed at all: `clock: undefined` would replace the real one.
    options.clock ? { clock: options.clock } : {},
  );
  host.start();
  const actor = host.getSnapshot().children.subject as ActorRefFrom<M>;
  return { actor, received };
}
