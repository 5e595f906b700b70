// The operators' Tombala rooms (issue 21), through the API on every database target with a fake clock:
// an admin reads the two demo rooms, raises Çınar's ticket from ₺5 to ₺10 with an 85% pool, and the game
// already selling keeps ₺5 (its tickets were sold on those terms) while the next one sells at ₺10 and pays
// from ₺20 × 85% = ₺17 (çinko 20% = ₺3,40, ikinci 30% = ₺5,10, tombala 50% = ₺8,50); a new room opens a
// game within a tick; a room switched off with tickets sold draws and pays that game, refuses new tickets
// with a reason, then leaves the players' list and opens nothing; one switched off unsold is withdrawn.
// Bad settings are refused in the request's language; finance may read but not change; every change is
// audited with before and after.
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit';
import { studioTombalaGames } from '../../../server/db/schema/studio';
import { studioPlayerOf } from '../../../server/studio/session';
import { buyTombalaTickets, DRAW_DELAY_MS, TombalaRunner, tombalaState } from '../../../server/studio/tombala/rooms';
import { getPlayerBalance } from '../../../server/wallet';
import { loggedInPlayer, type LoggedInPlayer } from '../casino/seeded-app';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { buildPaymentsApp, operatorWithToken, post, type PaymentsApp, type TestOperator } from '../payments/fixtures';
import { seed } from '../../../server/seed';

describeEachTarget('the operators’ tombala rooms on %s', (target) => {
  let t: PaymentsApp;
  let admin: TestOperator;
  let finance: TestOperator;
  let clock = new Date('2026-11-22T10:00:00Z');
  const now = () => clock;
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const hub = { publishToPlayer: async () => true, publishToAll: async () => true };
  let runner: TombalaRunner;
  const deps = () => ({ db: t.db, hub, now });

  beforeAll(async () => {
    t = await buildPaymentsApp(target);
    await seed({ db: t.db, demo: true });
    admin = await operatorWithToken(t, 'admin');
    finance = await operatorWithToken(t, 'finance');
    runner = new TombalaRunner({ db: t.db, hub, now, holder: 'admin-test-runner' });
    await runner.ensureGames();
  }, 300_000);
  afterAll(async () => {
    await runner?.stop();
    await t?.close();
  });

  const rooms = async (who = admin) => {
    const response = await t.request({ url: '/api/ops/studio/tombala/rooms', headers: who.auth });
    expect(response.statusCode, response.body).toBe(200);
    expectContract('opsListTombalaRooms', 200, response.json());
    return response.json().data.items as Array<Record<string, unknown> & { id: string; game: null | { id: number; phase: string; ticketPrice: number; ticketsSold: number } }>;
  };
  const change = (id: string, body: unknown, locale = 'tr', who = admin) => post(t, `/api/ops/studio/tombala/rooms/${id}`, body, { ...who.auth, 'x-locale': locale });
  const launch = async (who: LoggedInPlayer) => {
    const response = await post(t, '/api/casino/studiolaunchurl', { platform: 1, gameCode: 'studio-tombala', language: 'tr', lobbyUrl: '/' }, who.headers());
    return studioPlayerOf(t.db, new URL(response.json().data as string).searchParams.get('token')!);
  };
  const balance = async (who: LoggedInPlayer) => {
    const b = await getPlayerBalance(t.db, who.id);
    return b.cash + b.bonus;
  };
  const latest = async (roomId: string) =>
    (await t.db.select().from(studioTombalaGames).where(eq(studioTombalaGames.roomId, roomId)).orderBy(desc(studioTombalaGames.id)).limit(1))[0];
  /** Moves the clock past the sales and the whole show (90 balls at most), ticking the runner on the way. */
  const playOut = async (roomId: string) => {
    const game = (await latest(roomId))!;
    clock = new Date(game.salesEndAt.getTime() + 1);
    await runner.tick();
    advance(DRAW_DELAY_MS + 90 * game.ballMs + 1);
    await runner.tick();
  };

  it('reads the demo rooms with their settings and current games', async () => {
    const list = await rooms();
    expect(list.map((room) => room.id)).toEqual(['cinar', 'bogaz']);
    expect(list[0]).toMatchObject({
      nameTr: 'Çınar Salonu',
      active: true,
      ticketPrice: 5,
      maxTicketsPerPlayer: 6,
      prizeMode: 'pool',
      poolBasisPoints: 9000,
      splitCinko: 20,
      splitIkinci: 30,
      game: { phase: 'selling', ticketsSold: 0, ticketPrice: 5 },
    });
    // Finance reads; only settings:manage changes.
    expect((await rooms(finance)).length).toBe(2);
    const refused = await change('cinar', { ticketPrice: 10 }, 'en', finance);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().success).toBe(false);
  });

  it('a new price and pool apply from the next game; the game selling keeps the terms its tickets were sold on', async () => {
    const alice = await loggedInPlayer(t, 100_000n);
    const a = await launch(alice);
    await buyTombalaTickets(deps(), a, randomUUID(), 'cinar', 2);
    expect(await balance(alice)).toBe(100_000n - 1_000n);

    const saved = await change('cinar', { ticketPrice: 10, poolBasisPoints: 8500 });
    expect(saved.statusCode, saved.body).toBe(200);
    expectContract('opsUpdateTombalaRoom', 200, saved.json());
    expect(saved.json().message).toBe('Tombala salonu kaydedildi; değişiklik salonun bir sonraki oyunundan geçerli');
    expect(saved.json().data).toMatchObject({ ticketPrice: 10, poolBasisPoints: 8500, game: { ticketPrice: 5, ticketsSold: 2 } });

    // Still ₺5 a ticket in the game selling now.
    await buyTombalaTickets(deps(), a, randomUUID(), 'cinar', 1);
    expect(await balance(alice)).toBe(100_000n - 1_500n);
    const first = (await latest('cinar'))!;
    await playOut('cinar');
    expect((await t.db.select().from(studioTombalaGames).where(eq(studioTombalaGames.id, first.id)))[0]!.phase).toBe('finished');

    // The next game: ₺10 a ticket, and its prizes from 85% of the stakes.
    const next = (await latest('cinar'))!;
    expect(next.id).not.toBe(first.id);
    expect(next.ticketPriceKurus).toBe(1_000n);
    const bob = await loggedInPlayer(t, 100_000n);
    await buyTombalaTickets(deps(), await launch(bob), randomUUID(), 'cinar', 2);
    expect(await balance(bob)).toBe(100_000n - 2_000n);
    clock = new Date(next.salesEndAt.getTime() + 1);
    await runner.tick();
    const drawing = (await t.db.select().from(studioTombalaGames).where(eq(studioTombalaGames.id, next.id)))[0]!;
    const prizes = (drawing.result as { prizes: { amount: string }[] }).prizes.map((p) => p.amount);
    expect(prizes).toEqual(['340', '510', '850']);

    const [audited] = await listAudit(t.db, { target: { kind: 'tombala-room', id: 'cinar' } });
    expect(audited).toMatchObject({ action: 'tombala-room.update', actorKind: 'operator', actorId: admin.id });
    expect(audited!.details).toMatchObject({ before: { ticketPrice: 5, poolBasisPoints: 9000 }, after: { ticketPrice: 10, poolBasisPoints: 8500 } });
  });

  it('refuses settings a room may not have, in the request language, and changes nothing', async () => {
    const before = (await rooms()).find((room) => room.id === 'bogaz');
    const cases: Array<[unknown, string, string]> = [
      [{ ticketPrice: 7.5 }, 'en', 'A ticket costs whole lira, at least ₺1.00'],
      [{ ticketPrice: 2000, maxTicketsPerPlayer: 6 }, 'tr', 'Bir oyuncunun alabileceği biletlerin toplamı ₺10.000,00 tutarını aşamaz: fiyatı ya da bilet sınırını düşürün'],
      [{ splitCinko: 40, splitIkinci: 30 }, 'en', 'The pool shares must rise: çinko at least 1%, ikinci çinko no less than çinko, tombala no less than ikinci çinko'],
      [{ splitCinko: 30, splitIkinci: 40 }, 'en', 'The pool shares must rise: çinko at least 1%, ikinci çinko no less than çinko, tombala no less than ikinci çinko'],
      [{ prizeMode: 'fixed' }, 'en', 'A fixed prize table needs all three prizes'],
      [{ prizeMode: 'fixed', fixedPrizes: { cinko: 50, ikinci: 40, tombala: 100 } }, 'tr', 'Sabit ödüller sıralı olmalı: çinko ≤ ikinci çinko ≤ tombala'],
    ];
    for (const [body, locale, message] of cases) {
      const response = await change('bogaz', body, locale);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
    }
    // The contract's own ranges: an RTP under 50%, an unknown field.
    for (const body of [{ poolBasisPoints: 4000 }, { ticketPrice: 10, colour: 'red' }, {}]) {
      const response = await change('bogaz', body, 'en');
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const missing = await change('nowhere', { ticketPrice: 10 }, 'en');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'No tombala room nowhere' });
    expect((await rooms()).find((room) => room.id === 'bogaz')).toEqual(before);
    // A valid fixed table is taken.
    const fixed = await change('bogaz', { prizeMode: 'fixed', fixedPrizes: { cinko: 20, ikinci: 40, tombala: 100 } }, 'en');
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().data).toMatchObject({ prizeMode: 'fixed', fixedPrizes: { cinko: 20, ikinci: 40, tombala: 100 } });
  });

  it('opens a new room within a tick, and refuses a second room with its id', async () => {
    const made = await post(t, '/api/ops/studio/tombala/rooms', { id: 'lale', nameTr: 'Lale Salonu', nameEn: 'Tulip Room', ticketPrice: 2, sort: 3 }, { ...admin.auth, 'x-locale': 'tr' });
    expect(made.statusCode, made.body).toBe(200);
    expectContract('opsCreateTombalaRoom', 200, made.json());
    expect(made.json().data).toMatchObject({ id: 'lale', active: true, ticketPrice: 2, maxTicketsPerPlayer: 6, poolBasisPoints: 9000, game: null });
    await runner.tick();
    expect((await latest('lale'))?.phase).toBe('selling');
    const player = await loggedInPlayer(t, 10_000n);
    const state = await tombalaState(deps(), player.id, 'lale');
    expect(state.rooms.map((room) => room.roomId)).toEqual(['cinar', 'bogaz', 'lale']);
    const again = await post(t, '/api/ops/studio/tombala/rooms', { id: 'lale', nameTr: 'x', nameEn: 'x', ticketPrice: 1 }, { ...admin.auth, 'x-locale': 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: 'A tombala room lale exists already' });
  });

  it('a room switched off draws and pays the game it sold, sells no more, then leaves the list; an unsold one is withdrawn', async () => {
    const carol = await loggedInPlayer(t, 100_000n);
    const c = await launch(carol);
    await buyTombalaTickets(deps(), c, randomUUID(), 'lale', 6);
    expect(await balance(carol)).toBe(100_000n - 1_200n);
    const sold = (await latest('lale'))!;
    expect((await change('lale', { active: false })).statusCode).toBe(200);

    // Still listed while its game is on; no new tickets, with the reason.
    expect((await tombalaState(deps(), carol.id)).rooms.map((room) => room.roomId)).toContain('lale');
    await expect(buyTombalaTickets(deps(), c, randomUUID(), 'lale', 1)).rejects.toMatchObject({ key: 'studio.tombala.closing' });
    await playOut('lale');
    const finished = (await t.db.select().from(studioTombalaGames).where(eq(studioTombalaGames.id, sold.id)))[0]!;
    expect(finished.phase).toBe('finished');
    expect(finished.settledAt).not.toBeNull();
    // Carol's six tickets cost ₺12; the pool of 90% is ₺10,80 and all of it went to her six tickets.
    expect(await balance(carol)).toBe(100_000n - 1_200n + 1_080n);
    await runner.tick();
    expect((await latest('lale'))!.id).toBe(sold.id);
    expect((await tombalaState(deps(), carol.id)).rooms.map((room) => room.roomId)).not.toContain('lale');

    // Boğaz, unsold, switched off: its selling game goes at the next tick.
    const bogaz = (await latest('bogaz'))!;
    expect(bogaz.ticketsSold).toBe(0);
    expect((await change('bogaz', { active: false })).statusCode).toBe(200);
    await runner.tick();
    expect(await t.db.select().from(studioTombalaGames).where(and(eq(studioTombalaGames.roomId, 'bogaz'), eq(studioTombalaGames.id, bogaz.id)))).toEqual([]);
    expect((await rooms()).find((room) => room.id === 'bogaz')).toMatchObject({ active: false, game: null });
  });
});

// The back office may be the first to read the rooms: no player opened the game yet, so the runner has not
// written a fresh database's rooms; the list writes them first (the demo's two, server/studio/tombala/rooms.ts).
describeEachTarget('the operators’ tombala rooms of a fresh database on %s', (target) => {
  let t: PaymentsApp;
  beforeAll(async () => {
    t = await buildPaymentsApp(target);
    await seed({ db: t.db, demo: true });
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lists the demo rooms before any player opened the game', async () => {
    const admin = await operatorWithToken(t, 'admin');
    const response = await t.request({ url: '/api/ops/studio/tombala/rooms', headers: admin.auth });
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().data.items as Array<{ id: string; nameTr: string; ticketPrice: number; poolBasisPoints: number }>;
    expect(items.map(({ id, nameTr, ticketPrice, poolBasisPoints }) => ({ id, nameTr, ticketPrice, poolBasisPoints }))).toEqual([
      { id: 'cinar', nameTr: 'Çınar Salonu', ticketPrice: 5, poolBasisPoints: 9000 },
      { id: 'bogaz', nameTr: 'Boğaz Salonu', ticketPrice: 20, poolBasisPoints: 9000 },
    ]);
  });
});
