/**
 * The workshop fitting's API tests (SPEC §5): one app per file, a variant whose product offers
 * fitting and one whose product does not (both stocked), the countries, and the calls.
 */
import { beforeAll, expect } from 'vitest';
import { registerCustomer } from './accounts';
import { useTestApp } from './app';

export interface FittingLine {
  id: number;
  quantity: number;
  total_ttc: number;
  with_assembly: boolean;
  assembly_available: boolean;
  assembly_unit_price_ttc: number | null;
  assembly_total_ttc: number | null;
}

export interface FittingOrder {
  id: number;
  order_variants: FittingLine[];
  subtotal_ttc: number;
  assembly_total_ht: number;
  assembly_total_ttc: number;
  total_ttc: number;
  total_ht: number;
  total_vat: number;
  shipping_cost: number | null;
}

export type Headers = Record<string, string>;

export const data = <T>(res: { json(): unknown }) => (res.json() as { data: T }).data;

const PHONES: Record<string, string> = {
  FR: '06 12 34 56 78',
  PT: '+351 912 345 678',
  BE: '+32 470 12 34 56',
};

/** Call at file level: registers the app and the fixtures, returns what the tests use. */
export function useFittingApi() {
  const api = useTestApp();
  const fixtures = {
    fitted: { variantId: 0, productId: 0, fittingHt: 0 },
    plain: { variantId: 0, productId: 0 },
    /** The e-mail of the latest customer (its mail and orders). */
    lastEmail: '',
  };
  const countries: Record<string, number> = {};

  beforeAll(async () => {
    const variant = (offered: boolean) =>
      api.database.query<{ variant_id: number; product_id: number; cents: number | null }>(
        `select v.id as variant_id, p.id as product_id, p.assembly_price_ht_cents as cents
           from variants v join products p on p.id = v.product_id
          where v.is_active and p.is_active and v.out_of_stock_status = 'stock'
            and p.assembly_price_ht_cents is ${offered ? 'not null' : 'null'}
          order by v.id limit 1`,
      );
    const [a] = await variant(true);
    const [b] = await variant(false);
    fixtures.fitted = { variantId: a!.variant_id, productId: a!.product_id, fittingHt: a!.cents! };
    fixtures.plain = { variantId: b!.variant_id, productId: b!.product_id };
    await api.database.query(
      `update variants set quantity_available = 100 where id = any($1::int[])`,
      [[fixtures.fitted.variantId, fixtures.plain.variantId]],
    );
    for (const row of await api.database.query<{ id: number; iso: string }>(
      `select id, iso from countries where iso in ('FR', 'PT', 'BE')`,
    ))
      countries[row.iso] = row.id;
  });

  const call = (headers: Headers, method: string, url: string, payload?: unknown) =>
    api.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function customer(): Promise<Headers> {
    const who = await registerCustomer(api.app);
    fixtures.lastEmail = who.email;
    return who.auth as Headers;
  }

  /** A new address of the customer in that country; its id. */
  async function address(headers: Headers, country: string, city: string, postCode: string) {
    const res = await call(headers, 'POST', '/api/addresses', {
      name: `${city} ${postCode}`,
      firstname: 'Lucia',
      lastname: 'Rossi',
      address: '3 avenue des Platanes',
      city,
      post_code: postCode,
      country_id: countries[country],
      phone: PHONES[country],
    });
    expect(res.statusCode, res.body).toBe(201);
    return data<{ id: number }>(res).id;
  }

  return { api, fixtures, call, customer, address };
}
