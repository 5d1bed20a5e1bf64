/**
 * The back office's promotions API (docs/decisions/043): promo codes, deals, gift cards and
 * loyalty rules, for the 'catalogue' permission only; what they change shows at once on the
 * cart, the deals list and product prices; bad input answers 422 with nothing written, a
 * stale save 409.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { registerCustomer } from '../../support/accounts';
import { multipartBody } from '../../support/multipart';
import { useBackOffice } from '../../support/back-office';

const office = useBackOffice('promotions');
type Json = Record<string, unknown>;
const data = <T = Json>(res: { json(): unknown }) => (res.json() as { data: T }).data;
const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function categoryId(slug: string): Promise<number> {
  const [row] = await office.api.database.query<{ id: number }>(
    `select category_id as id from category_translations where locale = 'fr' and slug = $1`,
    [slug],
  );
  return row!.id;
}

/** A stock variant under a category slug, at a set price, in no deal; with its product. */
async function variantUnder(slug: string, priceHtCents: number) {
  const [row] = await office.api.database.query<{ id: number; product_id: number }>(
    `with recursive tree(id) as (
       select category_id from category_translations where locale = 'fr' and slug = $1
       union select c.id from categories c join tree t on c.parent_id = t.id)
     select v.id, v.product_id from variants v join products p on p.id = v.product_id
      where v.is_active and p.is_active and v.weight_grams between 100 and 3000
        and exists (select 1 from product_categories pc
                     where pc.product_id = p.id and pc.category_id in (select id from tree))
        and not exists (select 1 from deals d where d.product_id = p.id)
      order by v.id limit 1`,
    [slug],
  );
  expect(row, slug).toBeDefined();
  await office.api.database.query(
    `update variants set price_ht_cents = $2, discount_percent = 0, quantity_available = 500,
            out_of_stock_status = 'stock' where id = $1`,
    [row!.id, priceHtCents],
  );
  return { variant: row!.id, product: row!.product_id };
}

const codeBody = (overrides: Json = {}): Json => ({
  code: `T${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
  name: { fr: 'Housses -15 %', en: 'Seat covers -15 %' },
  value_percent: 15,
  applies_to: 'all',
  is_active: true,
  ...overrides,
});

async function customerCart(lines: number[]) {
  const customer = await registerCustomer(office.api.app);
  for (const variant_id of lines) {
    const res = await office.call(customer.auth, 'POST', '/api/orders/current/order_variants', {
      variant_id,
      quantity: 1,
    });
    expect(res.statusCode).toBe(201);
  }
  return customer;
}
const apply = (headers: Record<string, string>, name: string) =>
  office.call(headers, 'PATCH', '/api/orders/current/apply_code_with_name', { name });

describe('who may use the promotions API', () => {
  it.each([
    '/api/admin/codes',
    '/api/admin/good_deals',
    '/api/admin/gift_cards',
    '/api/admin/loyalty',
  ])('%s: the editor and the owner read it, staff, customer and visitor get a 404', async (url) => {
    expect((await office.call('editor', 'GET', url)).statusCode).toBe(200);
    expect((await office.call('owner', 'GET', url)).statusCode).toBe(200);
    for (const who of ['staff', 'customer', 'visitor'] as const)
      expect((await office.call(who, 'GET', url)).statusCode, who).toBe(404);
  });

  it('refuses a staff member’s write with a 404 and writes nothing', async () => {
    const body = codeBody();
    const res = await office.call('staff', 'POST', '/api/admin/codes', body);
    expect(res.statusCode).toBe(404);
    const rows = await office.api.database.query(`select 1 from promo_codes where code = $1`, [
      body.code,
    ]);
    expect(rows).toHaveLength(0);
  });
});

describe('promo codes', () => {
  it('a seat-cover-only code discounts the seat cover line only, to the cent', async () => {
    const cover = await variantUnder('housses-de-siege', 8250);
    const other = await variantUnder('soufflets', 4166);
    const created = await office.call(
      'editor',
      'POST',
      '/api/admin/codes',
      codeBody({
        code: 'SIEGES15',
        applies_to: 'categories',
        category_ids: [await categoryId('housses-de-siege')],
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(data(created)).toMatchObject({ code: 'SIEGES15', state: 'active', uses_count: 0 });
    const audit = await office.auditRows('promo_code.create');
    expect(audit.at(-1)).toMatchObject({ actor_user_id: office.ids.editor });

    const shopper = await customerCart([cover.variant, other.variant]);
    expect((await apply(shopper.auth, 'sieges15')).statusCode).toBe(200);
    const order = data<{
      order_variants: Array<{ variant_id: number; total_ttc: number; promo_discount_ttc?: number }>;
      subtotal_ttc: number;
      promo_code_discount: number;
      total_ttc: number;
      shipping_cost: number | null;
    }>(await office.call(shopper.auth, 'GET', '/api/orders/current'));
    // 82,50 € HT → 99,00 € TTC; 15 % of the cover only: 14,85 €.
    expect(order.promo_code_discount).toBe(14.85);
    const cents = (euros: number) => Math.round(euros * 100);
    // 15 % of both lines would be 22,35 €; products − discount + delivery = total, to the cent.
    expect(
      cents(order.subtotal_ttc) -
        cents(order.promo_code_discount) +
        cents(order.shipping_cost ?? 0),
    ).toBe(cents(order.total_ttc));
  });

  it('a fixed 10 € seat-cover-only code takes 10 € off that line only, shown as "-10 €"', async () => {
    const cover = await variantUnder('housses-de-siege', 8250);
    const other = await variantUnder('soufflets', 4166);
    const created = await office.call(
      'editor',
      'POST',
      '/api/admin/codes',
      codeBody({
        code: 'SIEGES10E',
        kind: 'amount',
        value_percent: null,
        value_amount: '10',
        is_featured: true,
        applies_to: 'products',
        product_ids: [cover.product],
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(data(created)).toMatchObject({
      kind: 'amount',
      value_percent: null,
      value_amount_cents: 1000,
    });
    const shopper = await customerCart([cover.variant, other.variant]);
    expect((await apply(shopper.auth, 'sieges10e')).statusCode).toBe(200);
    const order = data<{
      subtotal_ttc: number;
      promo_code_discount: number;
      total_ttc: number;
      shipping_cost: number | null;
      code: Json;
    }>(await office.call(shopper.auth, 'GET', '/api/orders/current'));
    expect(order.promo_code_discount).toBe(10);
    expect(order.code).toMatchObject({ name: 'SIEGES10E', kind: 'amount', value: 10 });
    const cents = (euros: number) => Math.round(euros * 100);
    expect(
      cents(order.subtotal_ttc) -
        cents(order.promo_code_discount) +
        cents(order.shipping_cost ?? 0),
    ).toBe(cents(order.total_ttc));
    // The storefront list tells a fixed amount from a percent.
    const codes = (
      await office.call('visitor', 'GET', '/api/codes?is_featured=1&sort=-value')
    ).json() as { data: Array<{ code: string; kind: string; value: number }> };
    const listed = codes.data.find((c) => c.code === 'SIEGES10E');
    expect(listed).toMatchObject({ kind: 'amount', value: 10 });
    // -value: every percent code first (best first), then the fixed amounts.
    const kinds = codes.data.map((c) => c.kind);
    expect(kinds.indexOf('amount')).toBeGreaterThan(kinds.lastIndexOf('percent'));
  });

  it('caps a fixed amount at the lines it is for', async () => {
    const cover = await variantUnder('housses-de-siege', 8250);
    const other = await variantUnder('soufflets', 4166);
    const created = await office.call(
      'editor',
      'POST',
      '/api/admin/codes',
      codeBody({
        code: 'SIEGES150E',
        value_percent: undefined,
        value_amount: 150,
        applies_to: 'products',
        product_ids: [cover.product],
      }),
    );
    expect(created.statusCode).toBe(201);
    const shopper = await customerCart([cover.variant, other.variant]);
    expect((await apply(shopper.auth, 'SIEGES150E')).statusCode).toBe(200);
    const order = data<{ promo_code_discount: number; subtotal_ttc: number }>(
      await office.call(shopper.auth, 'GET', '/api/orders/current'),
    );
    // 99,00 € of seat cover: the code takes 99 €, not 150 €, and nothing off the other line.
    expect(order.promo_code_discount).toBe(99);
    expect(order.subtotal_ttc).toBe(99 + 49.99);
  });

  it('keeps a fixed amount or a percent, never both nor neither, in the table', async () => {
    for (const [percent, cents] of [
      [10, 1000],
      [null, null],
      [null, 0],
      [25, null],
    ] as const) {
      await expect(
        office.api.database.query(
          `insert into promo_codes (code, name, value_percent, value_cents)
           values ('CHECK' || floor(random() * 1e6)::text, '{"fr":"x"}', $1, $2)`,
          [percent, cents],
        ),
        `${percent} ${cents}`,
      ).rejects.toThrow(/promo_codes_value_ck/);
    }
  });

  it('sets, replaces and removes a code’s picture, shown on /api/codes; refuses a non-image', async () => {
    const upload = async (name: string, contentType: string, bytes: Buffer) => {
      const body = multipartBody([{ name: 'file', filename: name, contentType, data: bytes }]);
      return office.api.app.inject({
        method: 'POST',
        url: '/api/admin/uploads',
        headers: { ...office.as.editor, ...body.headers },
        payload: body.payload,
      });
    };
    const png = await sharp({
      create: { width: 60, height: 40, channels: 3, background: { r: 180, g: 30, b: 40 } },
    })
      .png()
      .toBuffer();
    const uploaded = await upload('card.png', 'image/png', png);
    expect(uploaded.statusCode).toBe(201);
    const created = await office.call(
      'editor',
      'POST',
      '/api/admin/codes',
      codeBody({
        code: 'IMAGE10',
        is_featured: true,
        upload_id: data<{ id: number }>(uploaded).id,
      }),
    );
    expect(created.statusCode).toBe(201);
    const code = data<{ id: number; version: string; image: { url: string } | null }>(created);
    expect(code.image?.url).toMatch(/^\/media\/uploads\//);
    const listed = async () =>
      (
        (await office.call('visitor', 'GET', '/api/codes?is_featured=1&include=images')).json() as {
          data: Array<{ code: string; images: Array<{ url: string }> }>;
        }
      ).data.find((c) => c.code === 'IMAGE10')!.images;
    expect(await listed()).toEqual([expect.objectContaining({ url: code.image!.url })]);

    // Not a picture: a PDF is refused (by the upload, or when attached), the picture stays.
    const pdf = await upload('terms.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    if (pdf.statusCode === 201) {
      const refused = await office.call('editor', 'PATCH', `/api/admin/codes/${code.id}`, {
        ...codeBody({ code: 'IMAGE10' }),
        version: code.version,
        upload_id: data<{ id: number }>(pdf).id,
      });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys((refused.json() as { errors: Json }).errors)).toEqual(['upload_id']);
    } else expect(pdf.statusCode).toBeGreaterThanOrEqual(400);
    const unknown = await office.call('editor', 'PATCH', `/api/admin/codes/${code.id}`, {
      ...codeBody({ code: 'IMAGE10' }),
      version: code.version,
      upload_id: 999_999,
    });
    expect(unknown.statusCode).toBe(422);
    expect(await listed()).toHaveLength(1);

    const removed = await office.call('editor', 'PATCH', `/api/admin/codes/${code.id}`, {
      ...codeBody({ code: 'IMAGE10', is_featured: true }),
      version: code.version,
      remove_picture: true,
    });
    expect(removed.statusCode).toBe(200);
    expect(data<{ image: unknown }>(removed).image).toBeNull();
    expect(await listed()).toEqual([]);
  });

  it('refuses a code for a cart with only what it is not for', async () => {
    const other = await variantUnder('soufflets', 4166);
    await office.call(
      'editor',
      'POST',
      '/api/admin/codes',
      codeBody({
        code: 'SIEGESONLY',
        applies_to: 'categories',
        category_ids: [await categoryId('housses-de-siege')],
      }),
    );
    const shopper = await customerCart([other.variant]);
    const res = await apply(shopper.auth, 'SIEGESONLY');
    expect(res.statusCode).toBe(422);
  });

  it('keeps a PRO-only code from a consumer', async () => {
    const cover = await variantUnder('housses-de-siege', 8250);
    await office.call(
      'editor',
      'POST',
      '/api/admin/codes',
      codeBody({ code: 'PROSEUL', is_pro_only: true }),
    );
    const shopper = await customerCart([cover.variant]);
    const res = await apply(shopper.auth, 'PROSEUL');
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toMatch(/PRO/i);
  });

  it('refuses a code whose window has ended, and one not started yet', async () => {
    const cover = await variantUnder('housses-de-siege', 8250);
    await office.call(
      'editor',
      'POST',
      '/api/admin/codes',
      codeBody({ code: 'FINI10', starts_on: day(-10), ends_on: day(-2) }),
    );
    await office.call(
      'editor',
      'POST',
      '/api/admin/codes',
      codeBody({ code: 'BIENTOT10', starts_on: day(3), ends_on: day(10) }),
    );
    const list = data<Array<{ code: string; state: string }>>(
      await office.call('editor', 'GET', '/api/admin/codes?state=expired'),
    );
    expect(list.map((c) => c.code)).toContain('FINI10');
    const upcoming = data<Array<{ code: string }>>(
      await office.call('editor', 'GET', '/api/admin/codes?state=upcoming&q=bientot'),
    );
    expect(upcoming.map((c) => c.code)).toEqual(['BIENTOT10']);
    const shopper = await customerCart([cover.variant]);
    expect((await apply(shopper.auth, 'FINI10')).statusCode).toBe(422);
    expect((await apply(shopper.auth, 'BIENTOT10')).statusCode).toBe(422);
  });

  it('counts a customer’s placed orders against the per-customer limit', async () => {
    const cover = await variantUnder('housses-de-siege', 8250);
    const created = data<{ id: number }>(
      await office.call(
        'editor',
        'POST',
        '/api/admin/codes',
        codeBody({ code: 'UNEFOIS', max_uses_per_customer: 1 }),
      ),
    );
    const shopper = await customerCart([cover.variant]);
    expect((await apply(shopper.auth, 'UNEFOIS')).statusCode).toBe(200);
    // An order placed earlier with the code (paid): the limit is reached.
    await office.api.database.query(
      `insert into orders (user_id, status, promo_code_id, totals) values ($1, 'paid', $2, '{"promoDiscountTtcCents": 1485}')`,
      [shopper.id, created.id],
    );
    await apply(shopper.auth, '');
    const again = await apply(shopper.auth, 'UNEFOIS');
    expect(again.statusCode).toBe(422);
    expect(JSON.stringify(again.json())).toMatch(/déjà utilisé|already used/);
    const view = data<{ orders: number; discount_given_cents: number }>(
      await office.call('editor', 'GET', `/api/admin/codes/${created.id}`),
    );
    expect(view).toMatchObject({ orders: 1, discount_given_cents: 1485 });
  });

  it.each([
    ['4 %', { value_percent: 4 }, 'value_percent'],
    ['25 %', { value_percent: 25 }, 'value_percent'],
    ['both kinds at once', { value_percent: 10, value_amount: 10 }, 'value_percent'],
    ['0 €', { kind: 'amount', value_percent: null, value_amount: 0 }, 'value_amount'],
    [
      'above 1,000 €',
      { kind: 'amount', value_percent: null, value_amount: 1000.01 },
      'value_amount',
    ],
    ['an amount without a value', { kind: 'amount', value_percent: null }, 'value_amount'],
    ['an unknown kind', { kind: 'gift' }, 'kind'],
    ['no French label', { name: { en: 'x' } }, 'name.fr'],
    ['bad code', { code: 'a b' }, 'code'],
    ['empty category scope', { applies_to: 'categories', category_ids: [] }, 'category_ids'],
    ['end before start', { starts_on: day(5), ends_on: day(1) }, 'ends_on'],
    ['not a date', { starts_on: '2026-02-31' }, 'starts_on'],
    ['bad limit', { max_uses: 0 }, 'max_uses'],
    ['bad minimum', { min_amount: 'abc' }, 'min_amount'],
  ])('refuses %s with a translated 422 and writes nothing', async (_name, overrides, field) => {
    const body = codeBody(overrides);
    const res = await office.call(
      { ...office.as.editor, language: 'en' },
      'POST',
      '/api/admin/codes',
      body,
    );
    expect(res.statusCode).toBe(422);
    const errors = (res.json() as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors)).toContain(field);
    const rows = await office.api.database.query(`select 1 from promo_codes where code = $1`, [
      String(body.code).toUpperCase(),
    ]);
    expect(rows).toHaveLength(0);
  });

  it('refuses a duplicate code and a stale save', async () => {
    const first = data<{ id: number; version: string }>(
      await office.call('editor', 'POST', '/api/admin/codes', codeBody({ code: 'DOUBLE10' })),
    );
    expect(
      (await office.call('editor', 'POST', '/api/admin/codes', codeBody({ code: 'double10' })))
        .statusCode,
    ).toBe(422);
    const saved = await office.call('editor', 'PATCH', `/api/admin/codes/${first.id}`, {
      ...codeBody({ code: 'DOUBLE10', value_percent: 12 }),
      version: first.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(data(saved)).toMatchObject({ value_percent: 12 });
    const stale = await office.call('editor', 'PATCH', `/api/admin/codes/${first.id}`, {
      ...codeBody({ code: 'DOUBLE10', value_percent: 8 }),
      version: first.version,
    });
    expect(stale.statusCode).toBe(409);
    const [row] = await office.api.database.query<{ value_percent: number }>(
      `select value_percent from promo_codes where id = $1`,
      [first.id],
    );
    expect(row!.value_percent).toBe(12);
    const updates = await office.auditRows('promo_code.update');
    expect(updates.filter((r) => String(r.entity_id) === String(first.id))).toHaveLength(1);
  });
});

describe('deals', () => {
  it('a deal shows at once on /api/good_deals and in the product’s price', async () => {
    const foam = await variantUnder('soufflets', 5000);
    const before = data<{ price_from_ttc: number }>(
      await office.call('visitor', 'GET', `/api/products/${foam.product}`),
    );
    const created = await office.call('editor', 'POST', '/api/admin/good_deals', {
      product_id: foam.product,
      title: { fr: 'Soufflet à -20 %', en: 'Boot at -20 %' },
      discount_percent: 20,
      starts_on: day(-1),
      ends_on: day(5),
      is_active: true,
    });
    expect(created.statusCode).toBe(201);
    const deal = data<{
      id: number;
      old_price_ttc_cents: number;
      new_price_ttc_cents: number;
      running: boolean;
    }>(created);
    expect(deal.running).toBe(true);
    expect(deal.new_price_ttc_cents).toBe(Math.round(deal.old_price_ttc_cents * 0.8));
    const listed = data<Array<{ id: number; discount_percent: number }>>(
      await office.call('visitor', 'GET', `/api/good_deals?filter[product_id]=${foam.product}`),
    );
    expect(listed.map((d) => d.id)).toContain(deal.id);
    const after = data<{ price_from_ttc: number }>(
      await office.call('visitor', 'GET', `/api/products/${foam.product}`),
    );
    expect(after.price_from_ttc).toBeCloseTo(before.price_from_ttc * 0.8, 1);
    expect((await office.auditRows('deal.create')).length).toBeGreaterThan(0);
  });

  it('refuses a deal without dates or beyond 90 %', async () => {
    const res = await office.call('editor', 'POST', '/api/admin/good_deals', {
      product_id: 1,
      title: { fr: 'Trop' },
      discount_percent: 95,
    });
    expect(res.statusCode).toBe(422);
    const errors = Object.keys((res.json() as { errors: Json }).errors);
    expect(errors).toEqual(expect.arrayContaining(['discount_percent', 'starts_on', 'ends_on']));
  });
});

describe('gift cards', () => {
  it('issues a card (code shown once), lists it masked, shows its balance, disables it', async () => {
    const issued = await office.call('editor', 'POST', '/api/admin/gift_cards', {
      amount: '50',
      recipient_email: 'ami@example.test',
      expires_on: day(365),
    });
    expect(issued.statusCode).toBe(201);
    const card = data<{ id: number; code: string; balance_cents: number; version: string }>(issued);
    expect(card.code).toMatch(/^CADEAU-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(card.balance_cents).toBe(5000);
    const list = await office.call('editor', 'GET', '/api/admin/gift_cards');
    expect(list.body).not.toContain(card.code);
    expect(list.body).toContain(card.code.slice(-4));
    const audit = await office.auditRows('gift_card.issue');
    expect(JSON.stringify(audit)).not.toContain(card.code);

    const detail = data<{ uses: unknown[]; balance_cents: number }>(
      await office.call('editor', 'GET', `/api/admin/gift_cards/${card.id}`),
    );
    expect(detail).toMatchObject({ balance_cents: 5000, uses: [] });

    const disabled = await office.call('editor', 'PATCH', `/api/admin/gift_cards/${card.id}`, {
      is_active: false,
      version: card.version,
    });
    expect(disabled.statusCode).toBe(200);
    expect(data(disabled)).toMatchObject({ is_active: false });
    const stale = await office.call('editor', 'PATCH', `/api/admin/gift_cards/${card.id}`, {
      is_active: true,
      version: card.version,
    });
    expect(stale.statusCode).toBe(409);
    // A disabled card pays nothing.
    const cover = await variantUnder('housses-de-siege', 8250);
    const shopper = await customerCart([cover.variant]);
    const res = await office.call(
      shopper.auth,
      'PATCH',
      '/api/orders/current/apply_code_with_name',
      {
        name: card.code,
        kind: 'gift_card',
      },
    );
    expect(res.statusCode).toBe(422);
  });

  it.each([
    ['no amount', {}, 'amount'],
    ['too much', { amount: '9000' }, 'amount'],
    ['bad e-mail', { amount: '20', recipient_email: 'nope' }, 'recipient_email'],
    ['past expiry', { amount: '20', expires_on: day(-3) }, 'expires_on'],
  ])('refuses %s', async (_name, body, field) => {
    const before = await office.api.database.query(`select count(*)::int as n from gift_cards`);
    const res = await office.call('editor', 'POST', '/api/admin/gift_cards', body);
    expect(res.statusCode).toBe(422);
    expect(Object.keys((res.json() as { errors: Json }).errors)).toContain(field);
    expect(await office.api.database.query(`select count(*)::int as n from gift_cards`)).toEqual(
      before,
    );
  });
});

describe('loyalty rules', () => {
  it('reads and saves points per euro and a point’s value through the settings, audited', async () => {
    const view = data<{ points_per_euro: number; point_value_cents: number; versions: Json }>(
      await office.call('editor', 'GET', '/api/admin/loyalty'),
    );
    expect(view.point_value_cents).toBe(5);
    const saved = await office.call('editor', 'PATCH', '/api/admin/loyalty', {
      points_per_euro: 2,
      point_value: '0,10',
      versions: view.versions,
    });
    expect(saved.statusCode).toBe(200);
    expect(data(saved)).toMatchObject({ points_per_euro: 2, point_value_cents: 10 });
    const stale = await office.call('editor', 'PATCH', '/api/admin/loyalty', {
      points_per_euro: 3,
      point_value: '0,10',
      versions: view.versions,
    });
    expect(stale.statusCode).toBe(409);
    const bad = await office.call('editor', 'PATCH', '/api/admin/loyalty', {
      points_per_euro: -1,
      point_value: '',
    });
    expect(bad.statusCode).toBe(422);
    const [row] = await office.api.database.query<{ value: string }>(
      `select value from configurations where key = 'loyalty_points_per_euro'`,
    );
    expect(row!.value).toBe('2');
  });
});
