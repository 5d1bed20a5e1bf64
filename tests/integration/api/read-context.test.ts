/**
 * The one read context builder (language, country, VAT, customer, PRO status): what it says for
 * visitors and customers, that the page loaders get the same one as the API, and that a
 * verified PRO customer gets PRO prices (decision 048: read excl. tax, no flat extra discount).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildReadContext } from '../../../src/modules/customers';
import { productReadContext } from '../../../src/web/catalog.server';
import { registerCustomer } from '../../support/accounts';
import { useTestApp } from '../../support/app';
import { pageContext } from '../../support/page-context';

const api = useTestApp();
let customer: Awaited<ReturnType<typeof registerCustomer>>;
let pro: Awaited<ReturnType<typeof registerCustomer>>;

beforeAll(async () => {
  [customer, pro] = [await registerCustomer(api.app), await registerCustomer(api.app)];
  await api.database.query(
    `insert into companies (user_id, name, status) values (${pro.id}, 'Garage Test', 'verified')`,
  );
});

describe('buildReadContext', () => {
  it.each([
    // country → VAT basis points (a country the shop does not deliver to pays the French rate)
    ['FR', 2000],
    ['DE', 1900],
    ['LU', 1700],
    ['CH', 810],
    ['ZZ', 2000],
  ])('a visitor from %s: VAT %i bp, no customer, consumer prices', async (country, bp) => {
    const read = await buildReadContext(api.database.db, { locale: 'fr', country, userId: null });
    expect(read).toEqual({
      locale: 'fr',
      country,
      prices: { vatRateBp: bp, customer: null, pro: null },
    });
  });

  it('knows the customer and whether their company is verified (PRO prices for a verified one)', async () => {
    const build = (userId: number) =>
      buildReadContext(api.database.db, { locale: 'de', country: 'DE', userId });
    expect((await build(customer.id)).prices).toEqual({
      vatRateBp: 1900,
      customer: { id: customer.id, isPro: false },
      pro: null,
    });
    expect((await build(pro.id)).prices).toEqual({
      vatRateBp: 1900,
      customer: { id: pro.id, isPro: true },
      pro: { extraDiscountPercent: 0 },
    });
  });

  it('the page loaders get the same context as the API for the same request', async () => {
    const context = await pageContext(api.database, { token: pro.token });
    expect(await productReadContext(context, 'fr')).toEqual(
      await buildReadContext(api.database.db, { locale: 'fr', country: 'FR', userId: pro.id }),
    );
    const visitor = await pageContext(api.database);
    expect((await productReadContext(visitor, 'fr')).prices.customer).toBeNull();
  });

  it('a verified PRO reads the same amounts, in the basis the answer names (ht)', async () => {
    const url = '/api/products?include=variant&limit=24&sort=newest';
    const asVisitor = await api.getJson(url);
    const asPro = await api.getJson(url, pro.auth);
    // No flat PRO discount: the amounts are the same, the PRO reads the excl. tax ones.
    expect(asPro.data).toEqual(asVisitor.data);
  });
});
