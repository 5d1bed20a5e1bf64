/**
 * Intra-EU reverse charge (decision 047): a cart's VAT for country × PRO status × VIES answer.
 * Only a verified company whose VAT number VIES confirmed, delivered in its own member state
 * (another than France), pays 0 %; French PROs pay French VAT. Before a delivery address the
 * request's country stands for the destination, the reverse charge included.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { data, useFittingApi, type Headers } from '../../support/fitting';

const { api, fixtures, call, customer, address } = useFittingApi();

const countryIds: Record<string, number> = {};
beforeAll(async () => {
  for (const row of await api.database.query<{ id: number; iso: string }>(
    `select id, iso from countries where iso in ('FR', 'BE')`,
  ))
    countryIds[row.iso] = row.id;
});

const COMPANY = {
  BE: {
    vat_number: 'BE0123456789',
    siret: null,
    billing_post_code: '1000',
    billing_city: 'Bruxelles',
  },
  // Ends in 000: the offline VIES checker answers "invalid".
  BE_INVALID: {
    vat_number: 'BE0123456000',
    siret: null,
    billing_post_code: '1000',
    billing_city: 'Bruxelles',
  },
  FR: {
    vat_number: 'FR40303265045',
    siret: '73282932000074',
    billing_post_code: '75002',
    billing_city: 'Paris',
  },
} as const;

async function proCustomer(kind: keyof typeof COMPANY, status: string): Promise<Headers> {
  const headers = await customer();
  const { vat_number, siret, billing_post_code, billing_city } = COMPANY[kind];
  const res = await call(headers, 'POST', '/api/companies', {
    name: 'Atelier Dupont',
    activity: 'Sellerie',
    siret,
    vat_number,
    billing_address: '3 avenue des Platanes',
    billing_post_code,
    billing_city,
    billing_country_id: countryIds[kind === 'FR' ? 'FR' : 'BE'],
  });
  expect(res.statusCode, res.body).toBe(201);
  // The administrator's decision is not what this test is about: set it directly.
  await api.database.query(`update companies set status = $1 where id = $2`, [
    status,
    data<{ id: number }>(res).id,
  ]);
  return headers;
}

async function cartVat(headers: Headers, country: 'FR' | 'BE') {
  await call(headers, 'POST', '/api/orders/current/order_variants', {
    variant_id: fixtures.plain.variantId,
    quantity: 1,
  });
  const id =
    country === 'FR'
      ? await address(headers, 'FR', 'Paris', '75002')
      : await address(headers, 'BE', 'Bruxelles', '1000');
  const assigned = await call(headers, 'PATCH', '/api/orders/current/assign_shipping_address', {
    address_id: id,
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  const order = data<{ vat_rate: number; vat_country: string }>(
    await call(headers, 'GET', '/api/orders/current'),
  );
  return { rate: order.vat_rate, country: order.vat_country };
}

describe('reverse charge', () => {
  it.each([
    ['BE company, verified, VIES valid → Belgium: 0 %', 'BE', 'verified', 'BE', 0],
    ['BE company, pending, VIES valid → Belgium: 21 %', 'BE', 'pending', 'BE', 21],
    ['BE company, verified, VIES invalid → Belgium: 21 %', 'BE_INVALID', 'verified', 'BE', 21],
    ['BE company, verified, VIES valid → France: 20 %', 'BE', 'verified', 'FR', 20],
    ['FR company, verified, VIES valid → France: 20 %', 'FR', 'verified', 'FR', 20],
    ['FR company, verified, VIES valid → Belgium: 21 %', 'FR', 'verified', 'BE', 21],
  ] as const)('%s', async (_, kind, status, destination, rate) => {
    const headers = await proCustomer(kind, status);
    expect(await cartVat(headers, destination)).toEqual({ rate, country: destination });
  });

  /** The cart's VAT before any delivery address, read from `country` (SPEC §7). */
  async function estimatedVat(headers: Headers, country: 'FR' | 'BE') {
    await call(headers, 'POST', '/api/orders/current/order_variants', {
      variant_id: fixtures.plain.variantId,
      quantity: 1,
    });
    const order = data<{ vat_rate: number; vat_country: string }>(
      await call({ ...headers, country }, 'GET', '/api/orders/current'),
    );
    return { rate: order.vat_rate, country: order.vat_country };
  }

  it.each([
    ['BE company, verified, VIES valid, read in Belgium: 0 %', 'BE', 'verified', 'BE', 0],
    ['BE company, pending, VIES valid, read in Belgium: 21 %', 'BE', 'pending', 'BE', 21],
    [
      'BE company, verified, VIES invalid, read in Belgium: 21 %',
      'BE_INVALID',
      'verified',
      'BE',
      21,
    ],
    ['BE company, verified, VIES valid, read in France: 20 %', 'BE', 'verified', 'FR', 20],
    ['FR company, verified, VIES valid, read in Belgium: 21 %', 'FR', 'verified', 'BE', 21],
  ] as const)('before an address, %s', async (_, kind, status, country, rate) => {
    const headers = await proCustomer(kind, status);
    expect(await estimatedVat(headers, country)).toEqual({ rate, country });
  });

  it('a consumer’s cart read in Belgium, before an address, carries Belgian VAT', async () => {
    expect(await estimatedVat(await customer(), 'BE')).toEqual({ rate: 21, country: 'BE' });
  });

  it('a consumer delivered to Belgium pays Belgian VAT', async () => {
    expect(await cartVat(await customer(), 'BE')).toEqual({ rate: 21, country: 'BE' });
  });
});
