// Casino management on every database target, over the real base and demo seed: a content operator finds
// a game by name or code, takes it off the Popular tab (featured off), gives it the crash slug, features it
// again at the top (order 0), disables it, and hides a casino category; the player's catalogue and
// bootstrap show each change on their very next request, every change audited with before and after.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit';
import { readContentRevision } from '../../../server/content';
import { seed } from '../../../server/seed';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { buildPaymentsApp, operatorWithToken, post, type PaymentsApp, type TestOperator } from '../payments/fixtures';

interface Group {
  id: number;
  games: Array<{ gameCode: string; name: string }>;
}

describeEachTarget('casino management on %s', (target) => {
  let t: PaymentsApp;
  let content: TestOperator;
  beforeAll(async () => {
    t = await buildPaymentsApp(target);
    await seed({ db: t.db, demo: true });
    content = await operatorWithToken(t, 'content');
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  const list = async (search: string) => {
    const response = await t.request({ url: `/api/ops/casino/games?search=${encodeURIComponent(search)}&take=100`, headers: content.auth });
    expect(response.statusCode, response.body).toBe(200);
    expectContract('opsListGames', 200, response.json());
    return response.json().data;
  };
  const categoryGames = async (id: number) => {
    const response = await post(t, '/api/casino/categorygames', { systemCategory: [id], skip: 0, take: 100 });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as Group[])[0]?.games.map((game) => game.name) ?? [];
  };
  const update = async (id: number, body: unknown, locale = 'tr') => post(t, `/api/ops/casino/games/${id}`, body, { ...content.auth, 'x-locale': locale });

  it('finds, unfeatures, recategorises, features at the top and disables a game; the player sees each at once', async () => {
    // The demo seed: EGT's Wild Buffalo (code 3008) is only in the Popular slug.
    const byName = await list('BUFFALO');
    expect(byName.items.map((g: { name: string }) => g.name)).toEqual(['Wild Buffalo']);
    const game = byName.items[0];
    expect(game).toMatchObject({ gameCode: '3008', providerName: expect.any(String), featured: true, categories: [], enabled: true });
    expect((await list('3008')).items.map((g: { id: number }) => g.id)).toContain(game.id);
    const popular = byName.categories.find((c: { slugList: string[]; section: string }) => c.slugList.includes('popular') && c.section === 'slot');
    const crash = byName.categories.find((c: { slugList: string[] }) => c.slugList.includes('crash'));
    expect(popular && crash).toBeTruthy();
    expect(await categoryGames(popular.id)).toContain('Wild Buffalo');

    const revision = await readContentRevision(t.db);
    const moved = await update(game.id, { enabled: true, sort: game.sort, featured: false, categories: ['crash', 'crash', 'popular'] });
    expect(moved.statusCode, moved.body).toBe(200);
    expectContract('opsUpdateGame', 200, moved.json());
    // `popular` follows featured alone; a repeated slug is kept once.
    expect(moved.json().data).toMatchObject({ featured: false, categories: ['crash'] });
    expect(await readContentRevision(t.db)).toBe(revision + 1);
    expect(await categoryGames(popular.id)).not.toContain('Wild Buffalo');
    expect(await categoryGames(crash.id)).toContain('Wild Buffalo');

    // Featured at order 0: first of the Popular tab (every other seeded game keeps a higher order).
    expect((await update(game.id, { enabled: true, sort: 0, featured: true, categories: ['crash'] })).statusCode).toBe(200);
    expect((await categoryGames(popular.id))[0]).toBe('Wild Buffalo');

    expect((await update(game.id, { enabled: false, sort: 0, featured: true, categories: ['crash'] })).statusCode).toBe(200);
    expect(await categoryGames(popular.id)).not.toContain('Wild Buffalo');
    const search = await post(t, '/api/casino/games', { search: 'buffalo', live: false });
    expect(search.json().data).toEqual([]);
    const [audited] = await listAudit(t.db, { action: 'game.update', target: { kind: 'game', id: game.id } });
    expect(audited).toMatchObject({ actorId: content.id, details: { before: { enabled: true, sort: 0 }, after: { enabled: false, sort: 0, featured: true } } });
    // Still in the operator's list, disabled.
    expect((await list('buffalo')).items[0]).toMatchObject({ id: game.id, enabled: false });
  });

  it('hides and orders a casino category in the bootstrap at once', async () => {
    const { categories } = await list('');
    const category = categories.find((c: { enabled: boolean; section: string }) => c.enabled && c.section === 'live');
    const bootstrap = async () => (await t.request({ url: '/api/cms/grouped' })).json().data.casinoCategoryList.map((c: { id: number }) => c.id);
    expect(await bootstrap()).toContain(category.id);
    const hidden = await post(t, `/api/ops/casino/categories/${category.id}`, { enabled: false, sort: 7 }, content.auth);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expectContract('opsUpdateCasinoCategory', 200, hidden.json());
    expect(hidden.json().data).toMatchObject({ id: category.id, enabled: false, sort: 7 });
    expect(await bootstrap()).not.toContain(category.id);
    const [audited] = await listAudit(t.db, { action: 'casino-category.update', target: { kind: 'casino-category', id: category.id } });
    expect(audited?.details).toMatchObject({ before: { enabled: true }, after: { enabled: false, sort: 7 } });
    expect((await post(t, `/api/ops/casino/categories/${category.id}`, { enabled: true, sort: category.sort }, content.auth)).statusCode).toBe(200);
    expect(await bootstrap()).toContain(category.id);
  });

  it('refuses an unknown game in the request language and a malformed slug, changing nothing', async () => {
    const revision = await readContentRevision(t.db);
    const unknown = await update(987654, { enabled: true, sort: 0, featured: false, categories: [] }, 'en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: 'No game 987654' });
    const bad = await update(1, { enabled: true, sort: 0, featured: false, categories: ['Not A Slug'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    expect(await readContentRevision(t.db)).toBe(revision);
  });
});
