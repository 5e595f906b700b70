// The promotion editor on every database target: a content operator saves a promotion whose description
// carries a script, an event handler and a javascript: link; what is stored (and shown to players) is the
// sanitised HTML, the player's promotions list shows the edit on its very next read, and the change is
// audited with before and after, and the content revision rises by one (a refused edit raises none).
// Other roles without content:manage are refused (permissions.test.ts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit';
import { readContentRevision } from '../../../server/content';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { buildPaymentsApp, operatorWithToken, post, type PaymentsApp, type TestOperator } from '../payments/fixtures';

describeEachTarget('the promotion editor on %s', (target) => {
  let t: PaymentsApp;
  let content: TestOperator;
  beforeAll(async () => {
    t = await buildPaymentsApp(target);
    content = await operatorWithToken(t, 'content');
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  const playerPromotions = async (locale: 'tr' | 'en') => {
    const response = await t.request({ method: 'GET', url: '/api/cms/promotions', headers: { 'x-locale': locale } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Array<{ id: number; title: string; description: string }>;
  };

  it('stores sanitised HTML and the player sees the edit at once', async () => {
    const revision = await readContentRevision(t.db);
    const created = await post(
      t,
      '/api/ops/content/promotions/save',
      {
        slug: 'hafta-sonu-bonusu',
        sort: 1,
        enabled: true,
        texts: {
          tr: { title: 'Hafta sonu bonusu', descriptionHtml: '<p onclick="steal()">%50 <b>bonus</b><script>alert(1)</script><a href="javascript:alert(1)">tıkla</a></p>' },
          en: { title: 'Weekend bonus', descriptionHtml: '<p>50% <i>bonus</i><img src="/media/x.png" onerror="alert(1)"></p>' },
        },
        imageUrl: '/media/promo.png',
      },
      content.auth,
    );
    expect(created.statusCode, created.body).toBe(200);
    expectContract('opsSavePromotion', 200, created.json());
    const saved = created.json().data;
    expect(saved.texts.tr.descriptionHtml).toBe('<p>%50 <b>bonus</b><a>tıkla</a></p>');
    expect(saved.texts.en.descriptionHtml).toBe('<p>50% <i>bonus</i><img src="/media/x.png"></p>');
    expect(saved.imageUrl).toBe('/media/promo.png');
    // Every instance's bootstrap cache follows this row (tests/server/cms/revision.test.ts).
    expect(await readContentRevision(t.db)).toBe(revision + 1);

    const shown = (await playerPromotions('tr')).find((p) => p.id === saved.id);
    expect(shown).toMatchObject({ title: 'Hafta sonu bonusu', description: '<p>%50 <b>bonus</b><a>tıkla</a></p>' });

    const edited = await post(
      t,
      '/api/ops/content/promotions/save',
      { id: saved.id, slug: 'hafta-sonu-bonusu', sort: 1, enabled: true, texts: { tr: { title: 'Hafta sonu %75 bonus', descriptionHtml: '<p>Yeni</p>' } } },
      content.auth,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await playerPromotions('tr')).find((p) => p.id === saved.id)?.title).toBe('Hafta sonu %75 bonus');
    const [audited] = await listAudit(t.db, { action: 'promotion.update', target: { kind: 'promotion', id: saved.id } });
    expect(audited).toMatchObject({ actorId: content.id, details: { before: { texts: { tr: { title: 'Hafta sonu bonusu' } } }, after: { texts: { tr: { title: 'Hafta sonu %75 bonus' } } } } });

    const hidden = await post(t, '/api/ops/content/promotions/save', { id: saved.id, slug: 'hafta-sonu-bonusu', sort: 1, enabled: false, texts: { tr: { title: 'x', descriptionHtml: '' } } }, content.auth);
    expect(hidden.statusCode).toBe(200);
    expect((await playerPromotions('tr')).find((p) => p.id === saved.id)).toBeUndefined();

    const list = await t.request({ url: '/api/ops/content/promotions', headers: content.auth });
    expectContract('opsListPromotionsForEdit', 200, list.json());
    expect(list.json().data.find((p: { id: number }) => p.id === saved.id)).toMatchObject({ enabled: false });
  });

  it('refuses a slug another promotion uses, and an unknown id', async () => {
    const base = { sort: 0, enabled: true, texts: { tr: { title: 'A', descriptionHtml: '<p>a</p>' } } };
    expect((await post(t, '/api/ops/content/promotions/save', { ...base, slug: 'tek-adres' }, content.auth)).statusCode).toBe(200);
    const taken = await post(t, '/api/ops/content/promotions/save', { ...base, slug: 'tek-adres' }, { ...content.auth, 'x-locale': 'en' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Another promotion uses the address tek-adres');
    // A refused edit raises no revision: its transaction rolled back.
    const revision = await readContentRevision(t.db);
    expect((await post(t, '/api/ops/content/promotions/save', { ...base, id: 999999, slug: 'yok' }, content.auth)).statusCode).toBe(404);
    expect(await readContentRevision(t.db)).toBe(revision);
  });
});
