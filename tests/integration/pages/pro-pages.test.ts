/**
 * What a verified PRO's pages load (decision 048), in-process: the product list's promo-code
 * block (featured codes, PRO-only ones included) for a PRO only, PRO-only codes on
 * /codes-promo for a PRO only, no gift-card menu entry for a PRO.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../../src/modules/customers';
import { loadProductList } from '../../../src/web/components/product-list/product-list.server';
import { menuLinks } from '../../../src/web/components/layout/main-menu';
import * as promoCodesPage from '../../../src/web/routes/promo-codes';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { ORIGIN, pageContext } from '../../support/page-context';

let test: TestDatabase;
const tokens: Record<'pro' | 'consumer', string> = { pro: '', consumer: '' };

beforeAll(async () => {
  test = await createTestDatabase();
  for (const who of ['pro', 'consumer'] as const) {
    const [user] = await test.database.query<{ id: number }>(
      `insert into users (email, firstname, lastname) values ($1, 'Some', 'One') returning id`,
      [`${who}-pro-pages@example.test`],
    );
    tokens[who] = (await openSession(test.database.db, user!.id, new Date())).token;
    if (who === 'pro')
      await test.database.query(
        `insert into companies (user_id, name, status) values ($1, 'Garage', 'verified')`,
        [user!.id],
      );
  }
  await test.database.query(
    `insert into promo_codes (code, name, subtitle, value_percent, is_pro_only, is_featured)
     values ('ATELIER15', '{"fr":"Ateliers","en":"Workshops"}', '{"fr":"Réservé aux pros"}', 15, true, true)`,
  );
});
afterAll(async () => test?.cleanup());

const context = (who: 'pro' | 'consumer' | 'visitor') =>
  pageContext(test.database, who === 'visitor' ? {} : { token: tokens[who] });

describe('the product list', () => {
  it('carries the promo-code block for a PRO only, PRO-only codes included', async () => {
    const [category] = await test.database.query<{ id: number }>(
      `select id from categories where parent_id is null order by id limit 1`,
    );
    const load = async (who: 'pro' | 'consumer' | 'visitor') =>
      loadProductList(new Request(`${ORIGIN}/c/x`), await context(who), 'fr', {
        categoryId: category!.id,
      });
    const pro = await load('pro');
    expect(pro.promoCodes.map((c) => c.code)).toContain('ATELIER15');
    expect(pro.promoCodes.length).toBeLessThanOrEqual(3);
    expect(pro.promoCodes[0]).toMatchObject({ name: expect.any(String), code: expect.any(String) });
    expect((await load('consumer')).promoCodes).toEqual([]);
    expect((await load('visitor')).promoCodes).toEqual([]);
  });
});

describe('/codes-promo', () => {
  const codesFor = async (who: 'pro' | 'consumer' | 'visitor') => {
    const data = (await promoCodesPage.loader({
      request: new Request(`${ORIGIN}/codes-promo`),
      context: await context(who),
      params: {},
    } as never)) as { codes: Array<{ code: string }> };
    return data.codes.map((c) => c.code);
  };

  it('lists PRO-only codes for a verified PRO only', async () => {
    expect(await codesFor('pro')).toContain('ATELIER15');
    expect(await codesFor('consumer')).not.toContain('ATELIER15');
    expect(await codesFor('visitor')).not.toContain('ATELIER15');
  });
});

describe('the main menu', () => {
  it('has no gift-card entry for a PRO', () => {
    expect(menuLinks('fr', false).map((l) => l.id)).toContain('gift-cards');
    expect(menuLinks('fr', true).map((l) => l.id)).not.toContain('gift-cards');
  });
});
