// The session in the browser (spec §4, issues 7 and 12.11): signed out or signed in as the header shows
// it, the sign-in and the sign-up, the balance (polled, or pushed by the hub), the log-out and its reload,
// a session the server no longer knows, and the warning before an idle session ends.
// Every path has a player of its own, never the shared demo one (a pushed balance is real money moving
// on the server): the path's "demo" (demo / demo1234 with ₺1.000,00, the suite's stored session) stands for
// a fresh player funded with ₺1.000,00 by a bank transfer the operator confirmed.
import { expect, type Page, type Request, type Route, type WebSocketRoute } from '@playwright/test';
import { type AnyMachineSnapshot, type EventObject } from 'xstate';
import { AUTH_DATA_KEY, type AuthData } from '../../../../machines/session/auth-data';
import { sessionMachine } from '../../../../machines/session/session.machine';
import { sessionPathSuites } from '../../../../machines/session/session.paths';
import { latestCode, type NewPlayer, newPlayer, playerAddress } from '../../pages/accounts-data';
import { fundedPlayer, operatorAuth, playerAuth } from '../../pages/funding';
import { RegisterDialog } from '../../pages/register-dialog';
import { Site } from '../../pages/site';
import { type BrowserModel, delayEvent, type EventAction, holdRequest, installClock, isHeld, leaveUnanswered, releaseRequest, requestEvents } from '../model';

// The suites of machines/session/session.test.ts, from their one definition, so the names agree.
const suites = sessionPathSuites();

const GUEST = 'from a guest start';
const RESTORED = 'from a restored session';

const WARNING_DELAY = 'xstate.after.expiry warning.session.player.expiry.counting';
const END_DELAYS = ['xstate.after.expiry end.session.player.expiry.warning', 'xstate.after.expiry end.session.player.expiry.extending'];
const expiryJumps = [WARNING_DELAY, ...END_DELAYS];

/** A bank transfer's amount (TRY) the operator confirms while a path is signed in: the hub pushes the new balance. */
const PUSHED_DEPOSIT = 250;

const formatKurus = (kurus: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(kurus / 100);

interface Player {
  account: NewPlayer;
  /** What the server holds for the player, in kuruş: what the header must show once it has heard. */
  balance: number;
}

/** One path's page: its players, and the hub's link as the test holds it. */
interface Run {
  /** The player the path's "demo" stands for: signs in, or is the stored session. */
  member: Player | null;
  /** Who is signed in on the page now. */
  current: Player | null;
  /** Hub negotiations the page started, held until the path's "the live connection opens". */
  negotiations: Route[];
  /** The page's hub socket (passed through to the server) that "the live connection drops" closes. */
  socket: WebSocketRoute | null;
  /** Handshakes the server answered on the page's hub socket: each is the hub Connected. */
  handshakes: number;
  /** The path's events, and how many of its "stay signed in" the page made so far. */
  events: EventObject[];
  stays: number;
  /**
   * The player's calls the page sent and has no answer to yet (its background polling aside): each answer
   * moves the session's end, so the clock jumps only once they are in (see `expiryJump`).
   */
  calls: Set<Request>;
}

const runs = new WeakMap<Page, Run>();
const runOf = (page: Page) => runs.get(page)!;

/** The API's calls (the hub's negotiation is not one: it carries no session end). */
const API_CALL = /^[a-z]+:\/\/[^/]+\/api\//;
const HUB_SOCKET = /\/hub\/frnotify(\?|$)/;
const HUB_NEGOTIATE = /\/hub\/frnotify\/negotiate(\?|$)/;
const RS = '\u001e';

const header = (page: Page) => page.getByTestId('site-header');
/**
 * A control of the header by its text: an open dialog hides the rest of the page from the accessibility
 * tree (it is modal), while the header still shows behind it.
 */
const headerControl = (page: Page, tag: 'a' | 'button', text: string) => header(page).locator(tag, { hasText: text });
const warningDialog = (page: Page) => page.getByRole('dialog', { name: 'Oturumunuz sona ermek üzere' });

/** Closes whatever dialog covers the header (a sign-up's celebration, the login dialog), never the expiry warning. */
async function closeDialogs(page: Page) {
  const dialogs = page.getByRole('dialog').filter({ hasNot: page.getByTestId('session-expiry-text') });
  for (let open = await dialogs.count(); open > 0; open = await dialogs.count()) {
    await dialogs.first().getByRole('button', { name: 'Kapat' }).first().click();
    await expect(dialogs).toHaveCount(open - 1);
  }
}

/** The header a visitor sees: Register and Login, no balance. */
async function expectGuest(page: Page) {
  await expect(headerControl(page, 'button', 'Giriş Yap')).toBeVisible();
  await expect(headerControl(page, 'button', 'Kayıt Ol')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
}

/** The player's balance as the header shows it: what the server holds for them. */
async function expectBalance(page: Page) {
  const { current } = runOf(page);
  await expect(page.getByTestId('header-balance').locator('[data-part="amount"]')).toHaveText(formatKurus(current!.balance));
}

async function expectNoWarning(page: Page) {
  await expect(warningDialog(page)).toHaveCount(0);
}

/** The clock's time on the page, and when the session ends as the page keeps it (spec §3's authData). */
async function pageTimes(page: Page) {
  return page.evaluate((key) => ({ now: Date.now(), end: Date.parse((JSON.parse(localStorage.getItem(key) ?? '{}') as { expiresAt?: string }).expiresAt ?? '') }), AUTH_DATA_KEY);
}

/**
 * The idle session reaches the warning (a minute before its end) or its end. The server keeps real time,
 * the page's clock jumps: the end is the one the page keeps (the server's X-Session-Expires-At, on the
 * page's clock), so a jump of about 29 minutes lands on the warning.
 */
function expiryJump(minus: number): EventAction {
  return async (page) => {
    // An answer that comes after the jump moves the end on the jumped clock (the server's half hour from the
    // new now), and the warning would not come for another half hour: a page just moved to the deposit page
    // had its first call answered and others on their way, and CI saw the warning never come. So the calls
    // the page made are in first, except those the path holds or leaves unanswered on purpose.
    const run = runOf(page);
    const waiting = () => [...run.calls].filter((request) => !isHeld(page, request)).map((request) => request.url());
    await expect.poll(waiting, { message: "the page's calls are answered before its clock jumps" }).toEqual([]);
    const { now, end } = await pageTimes(page);
    expect(Number.isFinite(end), 'the page knows when the session ends').toBe(true);
    await page.clock.fastForward(Math.max(0, end - minus - now) + 1_000);
  };
}

/** Who the path signs in as: a fresh player holding ₺1.000,00, as the suite's demo does. */
async function memberOf(page: Page): Promise<Player> {
  const run = runOf(page);
  if (!run.member) {
    const { player } = await fundedPlayer(page.request, 1000);
    run.member = { account: player, balance: 100_000 };
  }
  return run.member;
}

/** Whether the path makes an event of this type (or one of these types). */
const has = (path: EventObject[], ...types: string[]) => path.some((event) => types.includes(event.type));

const hubEvent = (event: EventObject): event is EventObject & { connected: boolean } => event.type === 'hub.status.changed';

/** A player's session has the hub's link open: leaving it, the page drops the link too (a second event). */
const linked = (before: AnyMachineSnapshot) => (before.context as { hubConnected: boolean }).hubConnected;
const warned = (before: AnyMachineSnapshot) => before.hasTag('expiry-warning');

/** A player call the page makes when the player moves between two pages of the account (issue 12.11: activity). */
async function playerActivity(page: Page) {
  await closeDialogs(page);
  const answered = page.waitForResponse(
    (response) => response.headers()['x-session-expires-at'] !== undefined && response.request().headers()['x-session-activity'] !== 'background',
  );
  const toDeposit = !page.url().endsWith('/dashboard/deposit');
  await headerControl(page, 'a', toDeposit ? 'Para Yatır' : 'Ödülünü Al').click();
  await expect(page).toHaveURL(toDeposit ? /\/dashboard\/deposit$/ : /\/dashboard\/bonuses$/);
  return answered;
}

export const sessionModel: BrowserModel<typeof sessionMachine> = {
  flow: 'session',
  machine: sessionMachine,
  suites: { [GUEST]: suites[GUEST], [RESTORED]: suites[RESTORED] },
  possible: (event, before, path, index) => {
    const earlier = path.slice(0, index);
    const player = before.matches('player');
    if (hubEvent(event)) {
      // The hub links with a player's token only (a guest's link tells the session nothing), and tells
      // of a change only: it opens when closed, drops when open. Playwright's clock jumps the page's
      // 29 minutes at once while the server's keep-alive pings come in real time, so a path that jumps
      // to the warning never has the link in it (the page would drop it on its server timeout).
      if (!player || has(earlier, ...expiryJumps)) return false;
      return event.connected ? !linked(before) : linked(before);
    }
    if (expiryJumps.includes(event.type)) return !earlier.some(hubEvent) && !linked(before);
    // A session that ends while the hub's link is open drops the link as well: the page tells the
    // session so at once, an event the path does not have (the 401, the log-out's answer, the end).
    if (['session.unauthorized', 'xstate.done.actor.logout', 'xstate.error.actor.logout', ...END_DELAYS].includes(event.type) && linked(before)) return false;
    // A Balance push comes over the player's open link only.
    if (event.type === 'session.balance.pushed') return player && linked(before);
    // The expiry warning is modal: the player can only stay signed in or log out (or leave it be).
    if (['session.expiry.updated', 'session.unauthorized', 'session.phoneVerified'].includes(event.type) && warned(before)) return false;
    // A phone is verified once (the dialog then offers to change the number instead).
    if (event.type === 'session.phoneVerified') return player && !(before.context as { auth: AuthData | null }).auth?.smsVerified;
    return true;
  },
  start: async (page, suite, pathEvents) => {
    const run: Run = { member: null, current: null, negotiations: [], socket: null, handshakes: 0, events: pathEvents, stays: 0, calls: new Set() };
    runs.set(page, run);
    page.on('request', (request) => {
      if (API_CALL.test(request.url()) && request.headers()['x-session-activity'] !== 'background') run.calls.add(request);
    });
    page.on('requestfinished', (request) => run.calls.delete(request));
    page.on('requestfailed', (request) => run.calls.delete(request));
    // The page comes from an address of its own, as a player's connection does: the sign-ups and sign-ins
    // a path makes then meet their per-address limits alone.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': playerAddress() });
    // The hub's link is the path's to open: the page's negotiations wait until "the live connection opens".
    await page.route(HUB_NEGOTIATE, (route) => {
      run.negotiations.push(route);
    });
    await page.routeWebSocket(HUB_SOCKET, (socket) => {
      run.socket = socket;
      socket.connectToServer();
    });
    page.on('websocket', (socket) => {
      if (!HUB_SOCKET.test(socket.url())) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith(`{}${RS}`)) run.handshakes += 1;
      });
    });
    // The page's timers run on Playwright's clock from the load on (it flows as usual until a path moves it).
    // Installed before the load, so every timer of the session (the expiry's above all) is on it.
    if (pathEvents.some((event) => event.type.startsWith('xstate.after.'))) await installClock(page);
    if (suite === RESTORED) {
      // A session kept from an earlier visit by an older app: no end known (the suite's demo has none).
      const member = await memberOf(page);
      const login = await page.request.post('/api/auth/login', { data: { username: member.account.username, password: member.account.password } });
      const body = (await login.json()) as { success: boolean; message: string; data: AuthData };
      expect(body.success, body.message).toBe(true);
      const { expiresAt: _end, ...stored } = body.data;
      await page.goto('/api/cms/grouped');
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [AUTH_DATA_KEY, JSON.stringify(stored)] as const);
      run.current = member;
    } else if (has(pathEvents, 'login.submitted')) await memberOf(page);
    await new Site(page).goto('/');
  },
  states: {
    // Passed through on the load: the header is up, whichever it then shows.
    'session.restoring': async (page) => {
      await expect(header(page)).toBeVisible();
    },
    'session.guest': expectGuest,
    // The login dialog's button is busy; the header still a visitor's.
    'session.loggingIn': async (page) => {
      await expect(new Site(page).loginDialog.submit).toHaveAttribute('aria-busy', 'true');
      await expect(headerControl(page, 'button', 'Kayıt Ol')).toBeVisible();
    },
    // Signed in: the player's name in the header, and the way out.
    'session.player': async (page) => {
      await expect(page.getByTestId('header-balance').locator('[data-part="name"]')).toHaveText(runOf(page).current!.account.username);
      await expect(headerControl(page, 'button', 'Çıkış Yap')).toBeVisible();
    },
    // Whether asked for, polled or pushed, the header shows the balance the server holds.
    'session.player.balance.refreshing': expectBalance,
    'session.player.balance.settled': expectBalance,
    'session.player.balance.waiting': expectBalance,
    'session.player.balance.pushed': expectBalance,
    'session.player.expiry.checking': expectNoWarning,
    'session.player.expiry.untracked': expectNoWarning,
    'session.player.expiry.counting': expectNoWarning,
    // Issue 12.11: a minute before the end, the warning with its time, "stay signed in" and "log out".
    'session.player.expiry.warning': async (page) => {
      const dialog = warningDialog(page);
      // "… oturumunuz {time} saatinde sona erecek": the end the page keeps, as a Turkish clock time.
      const { end } = await pageTimes(page);
      const time = new Intl.DateTimeFormat('tr-TR', { hour: '2-digit', minute: '2-digit' }).format(new Date(end));
      await expect(dialog.getByTestId('session-expiry-text')).toHaveText(`Bir süredir işlem yapmadınız; oturumunuz ${time} saatinde sona erecek.`);
      await expect(dialog.getByTestId('session-stay')).toBeEnabled();
      await expect(dialog.getByRole('button', { name: 'Çıkış yap' })).toBeVisible();
    },
    'session.player.expiry.extending': async (page) => {
      await expect(warningDialog(page)).toBeVisible();
      await expect(warningDialog(page).getByTestId('session-stay')).toBeDisabled();
    },
    // Signing out on the server: the header is a visitor's already (the player's, with its balance, has gone).
    // Signing out: the player's header stays, its log-out button disabled, until the server answered.
    'session.loggingOut': async (page) => {
      await expect(headerControl(page, 'button', 'Çıkış Yap')).toBeDisabled();
      await expectBalance(page);
    },
    // Signed out: the home page, a visitor's header, until the reload.
    'session.leaving': async (page) => {
      await expect(page).toHaveURL(/\/$/);
      await expectGuest(page);
    },
  },
  events: {
    'login.submitted': async (page) => {
      const member = await memberOf(page);
      const site = new Site(page);
      // A refused sign-in leaves the dialog open for another try.
      if (!(await site.loginDialog.root.isVisible())) {
        await closeDialogs(page);
        await site.openLogin();
      }
      await site.loginDialog.submitWith(member.account.username, member.account.password);
    },
    ...requestEvents('login', '/api/auth/login'),
    'xstate.done.actor.login': {
      arm: (page) => holdRequest(page, '/api/auth/login'),
      act: async (page) => {
        const run = runOf(page);
        run.current = run.member;
        await releaseRequest(page, '/api/auth/login');
      },
    },
    ...requestEvents('balance', '/api/user/balance'),
    ...requestEvents('logout', '/api/auth/logout'),
    ...requestEvents('keepAlive', '/api/auth/keepalive'),
    // From the header, or the expiry warning's own button while it is open.
    'logout.requested': async (page, _event, before) => {
      if (warned(before)) {
        await warningDialog(page).getByRole('button', { name: 'Çıkış yap' }).click();
        return;
      }
      await closeDialogs(page);
      await headerControl(page, 'button', 'Çıkış Yap').click();
    },
    // The server ends the session (signed out elsewhere with the same token): the page's next call gets a 401.
    // The page's own calls (a route's load, a refresh) may meet the 401 before the click does: then the page
    // has signed out already, the header's link is gone, and there is nothing to click (CI saw the click wait
    // on a link that had left the page).
    'session.unauthorized': async (page) => {
      let signedOut = false;
      const refused = page.waitForResponse((response) => response.status() === 401).then(() => {
        signedOut = true;
      });
      const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as AuthData | null, AUTH_DATA_KEY);
      const ended = await page.request.get('/api/auth/logout', { headers: { authorization: `Bearer ${stored!.token}` } });
      expect(ended.ok(), await ended.text()).toBe(true);
      await closeDialogs(page);
      if (!signedOut) {
        const toDeposit = !page.url().endsWith('/dashboard/deposit');
        // Bounded, so a click can never land later in the path, when a next sign-in brings the link back.
        await headerControl(page, 'a', toDeposit ? 'Para Yatır' : 'Ödülünü Al')
          .click({ timeout: 10_000 })
          .catch((error: unknown) => {
            if (!signedOut) throw error;
          });
      }
      await refused;
      runOf(page).current = null;
    },
    // A sign-up through the Register dialog (no trial bonus, so no phone step): the new player is signed
    // in at once, and the dialog celebrates.
    'session.started': async (page) => {
      const account = newPlayer();
      await closeDialogs(page);
      await headerControl(page, 'button', 'Kayıt Ol').click();
      const register = new RegisterDialog(page);
      await register.expectOpen();
      await register.fill(account);
      await register.submit().click();
      await expect(register.celebration()).toBeVisible();
      runOf(page).current = { account, balance: 0 };
    },
    // The phone verified with the code the server sent, from the account's "Telefon Doğrulama" tile.
    'session.phoneVerified': async (page) => {
      const { account } = runOf(page).current!;
      await closeDialogs(page);
      await headerControl(page, 'a', 'Hesabım').click();
      await page.getByRole('main').getByRole('button', { name: 'Telefon Doğrulama' }).click();
      const dialog = page.getByRole('dialog', { name: 'Telefon Doğrulama' });
      await dialog.getByRole('button', { name: 'Kod Gönder', exact: true }).click();
      await dialog.getByLabel('SMS Kodu', { exact: true }).fill(await latestCode(page.request, account.phone));
      await dialog.getByRole('button', { name: 'Doğrula', exact: true }).click();
      await expect(dialog.locator('[data-page="congratulations"]')).toBeVisible();
      await closeDialogs(page);
    },
    // Money arrives elsewhere (the operator confirms a bank transfer): the hub pushes the new balance.
    'session.balance.pushed': async (page) => {
      const player = runOf(page).current!;
      const auth = await playerAuth(page.request, player.account);
      const ops = await operatorAuth(page.request);
      const methods = (await (await page.request.post('/api/payment/methods', { headers: auth, data: { type: 1 } })).json()).data as Array<{ id: number; displayType: string }>;
      const bank = methods.find((method) => method.displayType === 'message')!;
      const deposit = await page.request.post('/api/payment/deposit', {
        headers: { ...auth, 'idempotency-key': `session-model-${player.account.username}-${Date.now()}` },
        data: { id: bank.id, target: 'pay', detail: { amount: PUSHED_DEPOSIT, senderName: `${player.account.name} ${player.account.surname}`, senderBank: 1 } },
      });
      expect(deposit.status(), await deposit.text()).toBe(200);
      const queue = (await (await page.request.get('/api/ops/deposits?take=100', { headers: ops })).json()).data.items as Array<{ id: number; player: { username: string } }>;
      const row = queue.find((item) => item.player.username === player.account.username);
      expect(row, 'the deposit in the operator queue').toBeDefined();
      const confirmed = await page.request.post(`/api/ops/deposits/${row!.id}/confirm`, { headers: ops, data: {} });
      expect(confirmed.status(), await confirmed.text()).toBe(200);
      player.balance += PUSHED_DEPOSIT * 100;
    },
    // The tab is shown again (the browser's visibilitychange; the page is visible): the balance is asked for.
    'session.balance.refresh': async (page) => {
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    },
    'hub.status.changed': async (page, event) => {
      const run = runOf(page);
      if (event.connected) {
        // The negotiation the page is waiting on goes through: the socket opens and the server answers the handshake.
        const handshakes = run.handshakes;
        await expect.poll(() => run.negotiations.length, { message: 'a hub negotiation held' }).toBeGreaterThan(0);
        for (let released = false; !released; ) {
          const route = run.negotiations.shift();
          if (!route) throw new Error('every held hub negotiation was given up by the page');
          released = await route.continue().then(
            () => true,
            () => false,
          );
        }
        await expect.poll(() => run.handshakes, { message: 'the hub handshake' }).toBeGreaterThan(handshakes);
      } else {
        // The network drops the socket; the page's reconnect waits on its negotiation (held, as at the start).
        const held = run.negotiations.length;
        await run.socket!.close({ code: 4000, reason: 'dropped by the test' });
        await expect.poll(() => run.negotiations.length, { message: 'the reconnect negotiation' }).toBeGreaterThan(held);
      }
    },
    // Activity: the player moves on in the account pages; the answer carries the session's new end.
    'session.expiry.updated': async (page) => {
      await playerActivity(page);
    },
    'session.keepAlive.requested': async (page) => {
      const run = runOf(page);
      run.stays += 1;
      const at = run.events.findIndex((event, index) => event.type === 'session.keepAlive.requested' && run.events.slice(0, index + 1).filter((e) => e.type === event.type).length === run.stays);
      // The session ends while the extension is on its way: a slow network, its answer never comes in time.
      if (run.events[at + 1]?.type === END_DELAYS[1]) await leaveUnanswered(page, '/api/auth/keepalive');
      await warningDialog(page).getByTestId('session-stay').click();
    },
    'xstate.after.balance poll.session.player.balance.waiting': delayEvent(3000),
    'xstate.after.logout reload.session.leaving': delayEvent(300),
    [WARNING_DELAY]: expiryJump(60_000),
    [END_DELAYS[0]!]: expiryJump(0),
    [END_DELAYS[1]!]: expiryJump(0),
  },
};

