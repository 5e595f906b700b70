// Test data shaped by the contract (a bootstrap answer and a player session) and the controllable actor
// machine tests swap for their I/O, for machine tests.
import { fromPromise } from 'xstate';
import type { components } from '../../src/api/schema.gen';

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

/** Lets the promise callbacks an actor's answer sets off (onDone/onError and what they send) run. */
export const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

/** An actor whose calls are recorded and whose answers the test gives, one call at a time. */
export function controllable<I, O>() {
  const calls: I[] = [];
  let settle: { resolve: (value: O) => void; reject: (error: unknown) => void } | null = null;
  const logic = fromPromise<O, I>(
    ({ input }) =>
      new Promise<O>((resolve, reject) => {
        calls.push(input);
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
