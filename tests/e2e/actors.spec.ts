// Issue 14: every actor a page runs is in the app's actor system, where the inspector sees it. The page
// is given an inspect function before it loads (src/app/inspector.ts); the test counts the actors it
// saw that are still running, by id, against the pages' actors written down here from what each page
// shows. An actor made with `useActorRef` outside the system would be missing from the inspector.
import { expect, type Page, test } from '@playwright/test';
import { freshPlayerLoggedIn } from './pages/payments-data';

interface SeenActor {
  id: string;
  systemId?: string;
  system: { get(systemId: string): unknown };
  getSnapshot(): { status: string };
}

/**
 * The running actors the inspector saw: id, and the system id the system itself answers to (a page
 * actor's is its page's name, `@`, and React's id of its component).
 */
async function runningActors(page: Page): Promise<Array<{ id: string; systemId: string | undefined }>> {
  return page.evaluate(() =>
    ((window as unknown as { __actors?: SeenActor[] }).__actors ?? [])
      .filter((actor) => actor.getSnapshot().status === 'active')
      .map((actor) => ({
        id: actor.id,
        systemId: actor.systemId !== undefined && actor.system.get(actor.systemId) === actor ? actor.systemId : undefined,
      })),
  );
}

/** The page actors among them, by their name (`profile@«r5»` → `profile`: the page's name, then React's id). */
async function pageActors(page: Page): Promise<string[]> {
  return (await runningActors(page))
    .flatMap((actor) => (actor.systemId?.includes('@') ? [actor.systemId.split('@')[0]!] : []))
    .sort();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    Object.assign(window, {
      __actors: seen,
      __xstateInspect: (event: { type: string; actorRef: unknown }) => {
        if (event.type === '@xstate.actor') seen.push(event.actorRef);
      },
    });
  });
});

test('the inspector sees every actor of a page, the page actors too, and only the current page’s', async ({ page }) => {
  test.setTimeout(90_000);
  const { site } = await freshPlayerLoggedIn(page, page.request);
  const all = await runningActors(page);
  // The app's own actors, each in the system under its id.
  for (const systemId of ['session', 'hub', 'notifications', 'gameLaunch', 'favorites', 'dialogs']) {
    expect(all.map((actor) => actor.systemId), systemId).toContain(systemId);
  }

  // Each page's machine-driven regions (routes in src/routes, their components in src/features), and
  // on every page the shell's top banner (the demo site announces its next domain: bootstrap.domains).
  const shell = ['topBanner'];
  const pages: Array<[string, string[]]> = [
    ['/casino/slot', ['gameCatalogue']],
    ['/dashboard/account', ['profile']],
    // The bonuses page: the offers a player can take, above the player's bonuses.
    ['/dashboard/bonuses', ['bonusOffers', 'bonuses']],
    // The deposit page: its methods, the player's open deposits under them (open-transactions.tsx), and the
    // invitation to set a deposit limit (responsible-gaming/deposit-limit-invite.tsx).
    ['/dashboard/deposit', ['financialActivities', 'paymentMethods', 'responsibleGaming']],
    // The promotions: the cards, and the claim buttons of the offers among them (bonus-offers.tsx).
    ['/promotions', ['bonusOffers', 'promotions']],
    ['/dashboard/game-history', ['gameHistory']],
  ];
  for (const [path, expected] of pages) {
    await test.step(path, async () => {
      await site.goto(path);
      await expect.poll(() => pageActors(page)).toEqual([...expected, ...shell].sort());
    });
  }
  // Moving inside the app stops the page's actor with the page: the next page's alone run.
  await test.step('a move inside the app', async () => {
    await page.getByRole('link', { name: 'Promosyonlar' }).first().click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect.poll(() => pageActors(page)).toEqual(['bonusOffers', 'promotions', ...shell].sort());
  });
});
