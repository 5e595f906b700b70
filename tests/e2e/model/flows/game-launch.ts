// Opening a game in the browser: a guest is asked to log in, a player on a desktop gets the play page,
// a player on a phone the play modal with its deposit sheet. House games only: they launch for real.
import { devices, expect, type Page } from '@playwright/test';
import { type GameLaunchEvent, gameLaunchMachine, POST_CLOSE_RELOAD_DELAY } from '../../../../machines/game-launch/game-launch.machine';
import { gameFixture } from '../../../../machines/testing/fixtures';
import { generatePaths, pending } from '../../../../machines/testing/path-coverage';
import { freshPlayerLoggedIn } from '../../pages/payments-data';
import { Casino } from '../../pages/casino';
import { Site } from '../../pages/site';
import { type BrowserModel, delayEvent } from '../model';

// The suites of machines/game-launch/game-launch.test.ts ("game launch machine: generated paths").
const game = gameFixture({ gameCode: 'kuzey-studio-1', name: 'Kuzey Studio Oyunu', providerName: 'Kuzey Studio', mainProviderId: 1 });
const replayMachine = gameLaunchMachine.provide({ actors: { gameFrame: pending as never } });
const starts = [
  { player: false, phone: false },
  { player: true, phone: false },
  { player: true, phone: true },
];
const suites = Object.fromEntries(
  starts.map(({ player, phone }, index) => [
    `start ${index + 1}`,
    generatePaths(replayMachine, {
      events: () =>
        [
          { type: 'game.open', game },
          { type: 'game.modal.closed' },
          { type: 'game.deposit.opened' },
          { type: 'game.deposit.closed' },
          { type: 'xstate.done.actor.frame', output: { closed: true } },
          { type: `xstate.after.post-close reload.gameLaunch.closing` },
        ] as GameLaunchEvent[],
      input: () => ({ isPlayer: () => player, isPhone: () => phone, language: () => 'tr' as const, lobbyUrl: () => '/' }),
    }),
  ]),
);

// The path's "Kuzey Studio Oyunu" stands for the house studio's slot.
const HOUSE_GAME = 'Sultanın Hazinesi';
const startOf = (suite: string | null) => starts[Number(suite?.replace('start ', '')) - 1]!;
/** What the last step did, for the idle state's assertion (a game opened, or the modal gone). */
const opened = new WeakMap<Page, boolean>();
const modal = (page: Page) => new Casino(page).playModal();
/**
 * The game is open when the game itself shows in its frame (the studio page's balance), not only the
 * frame: a clock armed while the frame was still loading its page once failed to install in it (CI).
 */
const expectGameShown = (page: Page, frame: string) => expect(page.frameLocator(frame).getByTestId('studio-balance')).toBeVisible();

export const gameLaunchModel: BrowserModel<typeof gameLaunchMachine> = {
  flow: 'game-launch',
  machine: gameLaunchMachine,
  suites,
  use: (suite) =>
    startOf(suite).phone ? { userAgent: devices['Pixel 7'].userAgent, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } : {},
  // House games never end their frame on a failure, and the modal's suggestions come from a failed game.
  possible: (event, before) => event.type !== 'xstate.done.actor.frame' && !(event.type === 'game.open' && before.value !== 'idle'),
  start: async (page, suite) => {
    opened.set(page, false);
    if (startOf(suite).player) await freshPlayerLoggedIn(page, page.request);
    await new Casino(page).gotoSection('slot');
  },
  states: {
    'gameLaunch.idle': async (page, snapshot) => {
      await expect(modal(page)).toHaveCount(0);
      if (!opened.get(page)) return;
      const { isPlayer } = snapshot.context as { isPlayer(): boolean };
      // Spec §4: a guest gets the login dialog; a desktop player the game's play page.
      if (!isPlayer()) await new Site(page).loginDialog.expectOpen();
      else {
        await expect(page).toHaveURL(/\/casino\/play\/[^/]+$/);
        await expect(page.getByTestId('play-page').getByTestId('game-frame')).toBeVisible();
        await expectGameShown(page, '[data-testid="play-page"] [data-testid="game-frame"]');
      }
    },
    'gameLaunch.modal': async (page) => {
      await expect(modal(page)).toBeVisible();
      await expect(modal(page).getByText(HOUSE_GAME)).toBeVisible();
    },
    'gameLaunch.modal.game': async (page) => {
      await expect(modal(page).getByTestId('game-frame')).toBeVisible();
      await expectGameShown(page, '[data-testid="play-modal"] [data-testid="game-frame"]');
      await expect(modal(page).getByTestId('deposit-sheet')).toBeHidden();
    },
    'gameLaunch.modal.depositSheet': async (page) => {
      await expect(modal(page).getByRole('region', { name: 'Para Yatır' })).toBeVisible();
    },
    'gameLaunch.closing': async (page) => {
      await expect(modal(page)).toHaveCount(0);
    },
  },
  events: {
    'game.open': async (page) => {
      opened.set(page, true);
      await new Casino(page).openGame(HOUSE_GAME);
    },
    'game.modal.closed': async (page) => {
      opened.set(page, false);
      await modal(page).getByTestId('game-close').click();
    },
    'game.deposit.opened': (page) => modal(page).getByRole('button', { name: 'Para Yatır', expanded: false }).click(),
    'game.deposit.closed': (page) => modal(page).getByTestId('deposit-sheet').getByRole('button', { name: 'Kapat' }).click(),
    'xstate.done.actor.frame': async () => {
      throw new Error('a house game never ends its frame');
    },
    'xstate.after.post-close reload.gameLaunch.closing': delayEvent(POST_CLOSE_RELOAD_DELAY),
  },
};
