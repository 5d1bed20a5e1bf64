/**
 * The cart page in-process (SPEC §2, §4, §5, §8): its action adds (the product page's form,
 * with and without JavaScript), updates, removes and empties; its loader reads the current cart;
 * the root loader counts the items for the header. Refusals (bad quantities, unknown variant,
 * stock, another shopper's line) come back translated and change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../src/modules/customers';
import type { OrderCents } from '../../../src/modules/orders';
import type { CartActionData } from '../../../src/web/components/cart/cart-state';
import * as cart from '../../../src/web/routes/cart';
import * as root from '../../../src/web/root';
import { registration } from '../../support/accounts';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { answer, get, pageContext, post, type Visitor } from '../../support/page-context';

let test: TestDatabase;
/** In stock (status 'stock'): any quantity up to 99 may be added. */
let inStock: number;
let other: number;
/** Sold out with 2 left: at most 2 in a cart. */
let scarce: number;

beforeAll(async () => {
  test = await createTestDatabase();
  const rows = await test.database.query<{ id: number }>(
    `select v.id from variants v join products p on p.id = v.product_id
      where v.is_active and p.is_active and v.out_of_stock_status = 'stock'
      order by v.id limit 3`,
  );
  [inStock, other, scarce] = rows.map((r) => r.id) as [number, number, number];
  await test.database.query(
    `update variants set out_of_stock_status = 'sold_out', quantity_available = 2 where id = $1`,
    [scarce],
  );
});
afterAll(async () => test?.cleanup());

interface Called {
  status: number;
  location: string | null;
  cookies: string[];
  data: CartActionData | null;
}

/** Runs the cart action as React Router does; the Set-Cookie of data answers is read too. */
async function act(who: Visitor, fields: Record<string, string>, path = '/panier') {
  const context = await pageContext(test.database, who);
  let headers: Headers | null = null;
  const result = await answer(async () => {
    const value = await cart.action({ request: post(path, fields), context, params: {} } as never);
    if (value && typeof value === 'object' && 'init' in value) {
      headers = new Headers((value as { init?: ResponseInit }).init?.headers);
    }
    return value;
  });
  const extra = (headers as Headers | null)?.getSetCookie() ?? [];
  return {
    ...result,
    cookies: [...result.cookies, ...extra],
    data: result.data as CartActionData | null,
  } satisfies Called;
}

async function read(who: Visitor, path = '/panier') {
  const context = await pageContext(test.database, who);
  const res = await answer(() => cart.loader({ request: get(path), context, params: {} } as never));
  return res.data as { order: OrderCents | null; confirmClear: boolean };
}

async function headerCount(who: Visitor) {
  const context = await pageContext(test.database, who);
  const res = await answer(() => root.loader({ request: get('/'), context, params: {} } as never));
  return (res.data as { cartCount: number }).cartCount;
}

/** The raw order token a Set-Cookie carries. */
function orderToken(cookies: string[]): string | null {
  const cookie = cookies.find((c) => c.startsWith('order_token='));
  return cookie ? decodeURIComponent(cookie.split(';')[0]!.slice('order_token='.length)) : null;
}

/** A visitor with a cart holding `quantity` of `variant`. */
async function shopperWith(variant: number, quantity: number): Promise<Visitor> {
  const res = await act(
    {},
    { intent: 'add', variant_id: String(variant), quantity: String(quantity) },
  );
  expect(res.status).toBe(303);
  return { orderToken: orderToken(res.cookies)! };
}

const lineOf = (order: OrderCents | null, variant: number) =>
  order?.order_variants.find((line) => line.variant_id === variant);

describe('adding (the product page form)', () => {
  it('without JavaScript: a visitor without a cart gets one, its cookie, and the cart page (303)', async () => {
    expect(await headerCount({})).toBe(0);
    const res = await act({}, { intent: 'add', variant_id: String(inStock), quantity: '2' });
    expect(res.status).toBe(303);
    expect(res.location).toBe('/panier');
    expect(res.cookies.join('\n')).toMatch(
      /order_token=[\w-]{40,}; Path=\/; SameSite=Lax; HttpOnly/,
    );
    const shopper = { orderToken: orderToken(res.cookies)! };
    const { order } = await read(shopper);
    expect(order!.order_variants).toHaveLength(1);
    expect(lineOf(order, inStock)!.quantity).toBe(2);
    expect(order!.items_count).toBe(2);
    expect(await headerCount(shopper)).toBe(2);
  });

  it('adds to the quantity already in the cart, with the same cookie', async () => {
    const shopper = await shopperWith(inStock, 1);
    const again = await act(shopper, {
      intent: 'add',
      variant_id: String(inStock),
      quantity: '3',
    });
    expect(again.status).toBe(303);
    expect(again.cookies).toEqual([]);
    const second = await act(shopper, { intent: 'add', variant_id: String(other) });
    expect(second.status).toBe(303);
    const { order } = await read(shopper);
    expect(lineOf(order, inStock)!.quantity).toBe(4);
    expect(lineOf(order, other)!.quantity).toBe(1);
    expect(await headerCount(shopper)).toBe(5);
  });

  it('with JavaScript: data for the added-to-cart modal (name, reference, items in the cart)', async () => {
    const res = await act(
      {},
      { intent: 'add', variant_id: String(inStock), quantity: '2', js: '1' },
    );
    expect(res.status).toBe(200);
    expect(res.cookies.some((c) => c.startsWith('order_token='))).toBe(true);
    const data = res.data!;
    expect(data.ok).toBe(true);
    if (!data.ok || data.intent !== 'add') throw new Error('not an addition');
    const [variant] = await test.database.query<{ reference: string }>(
      `select reference from variants where id = $1`,
      [inStock],
    );
    expect(data.added.reference).toBe(variant!.reference);
    expect(data.added.productName).not.toBe('');
    expect(data.added.variantName).not.toBe('');
    expect(data.itemsCount).toBe(2);
    const shopper = { orderToken: orderToken(res.cookies)! };
    const more = await act(shopper, {
      intent: 'add',
      variant_id: String(other),
      quantity: '3',
      js: '1',
    });
    expect(more.data).toMatchObject({ ok: true, itemsCount: 5 });
    expect(more.cookies).toEqual([]);
  });

  it.each([
    ['0', 'Cette valeur doit être un nombre entier positif.'],
    ['-1', 'Cette valeur doit être un nombre entier positif.'],
    ['abc', 'Cette valeur doit être un nombre entier positif.'],
    ['1.5', 'Cette valeur doit être un nombre entier positif.'],
    ['100', 'La quantité maximale par article est de 99.'],
  ])('refuses the quantity %s (translated, no cart, no cookie)', async (quantity, text) => {
    const res = await act({}, { intent: 'add', variant_id: String(inStock), quantity, js: '1' });
    expect(res.status).toBe(422);
    expect(res.data).toMatchObject({ ok: false, intent: 'add', lines: [text] });
    expect(res.cookies).toEqual([]);
  });

  it('refuses an unknown variant, in the language of the page', async () => {
    const french = await act({}, { intent: 'add', variant_id: '987654321', quantity: '1' });
    expect(french.status).toBe(422);
    expect(french.data).toMatchObject({
      ok: false,
      message: 'Votre formulaire comporte des erreurs, veuillez les corriger.',
      lines: ["Cet article n'existe pas ou n'est plus vendu."],
    });
    expect(french.cookies).toEqual([]);
    const english = await act(
      {},
      { intent: 'add', variant_id: '987654321', quantity: '1', back: '/en/p/x-1' },
      '/en/cart',
    );
    expect(english.data).toMatchObject({
      lines: ['This item does not exist or is no longer sold.'],
      back: '/en/p/x-1',
    });
    const missing = await act({}, { intent: 'add', quantity: '1' });
    expect(missing.data).toMatchObject({ lines: ['Ce champ est requis.'] });
  });

  it('refuses more than the stock left, and the cart keeps what it had', async () => {
    const shopper = await shopperWith(scarce, 2);
    const res = await act(shopper, { intent: 'add', variant_id: String(scarce), quantity: '1' });
    expect(res.status).toBe(409);
    expect(res.data).toMatchObject({
      ok: false,
      lines: ['Stock insuffisant : il reste 2 exemplaire(s) de cet article.'],
    });
    expect(lineOf((await read(shopper)).order, scarce)!.quantity).toBe(2);
  });

  it('never echoes a foreign page as the way back', async () => {
    const res = await act({}, { intent: 'add', variant_id: '0', back: '//evil.test/x' });
    expect(res.data).toMatchObject({ ok: false, back: null });
  });
});

describe('the cart page', () => {
  it('is empty without a cart, and shows the lines and totals of one', async () => {
    expect(await read({})).toMatchObject({ order: null, confirmClear: false, askSave: false });
    const shopper = await shopperWith(inStock, 3);
    const { order, confirmClear } = await read(shopper, '/panier?clear=1');
    expect(confirmClear).toBe(true);
    const line = lineOf(order, inStock)!;
    expect(line.total_ttc_cents).toBe(line.unit_price_ttc_cents * 3);
    expect(order!.subtotal_ttc_cents).toBe(line.total_ttc_cents);
    expect(line.variant.product.slug).not.toBe('');
    expect(line.orderable).toBe(true);
  });

  it('updates a quantity (303 without JavaScript, data with it)', async () => {
    const shopper = await shopperWith(inStock, 1);
    const id = lineOf((await read(shopper)).order, inStock)!.id;
    const plain = await act(shopper, { intent: 'update', line_id: String(id), quantity: '3' });
    expect(plain.status).toBe(303);
    expect(plain.location).toBe('/panier');
    expect(lineOf((await read(shopper)).order, inStock)!.quantity).toBe(3);
    const fetched = await act(
      shopper,
      { intent: 'update', line_id: String(id), quantity: '5', js: '1' },
      '/en/cart',
    );
    expect(fetched.data).toEqual({ ok: true, intent: 'update', lineId: id, quantity: 5 });
    expect(await headerCount(shopper)).toBe(5);
  });

  it.each([
    ['0', 'Cette valeur doit être un nombre entier positif.'],
    ['-1', 'Cette valeur doit être un nombre entier positif.'],
    ['100', 'La quantité maximale par article est de 99.'],
    ['abc', 'Cette valeur doit être un nombre entier positif.'],
    ['', 'Ce champ est requis.'],
  ])('refuses the quantity "%s" by its line, and keeps the old one', async (quantity, text) => {
    const shopper = await shopperWith(inStock, 2);
    const id = lineOf((await read(shopper)).order, inStock)!.id;
    const res = await act(shopper, { intent: 'update', line_id: String(id), quantity });
    expect(res.status).toBe(422);
    expect(res.data).toMatchObject({
      ok: false,
      intent: 'update',
      lineId: id,
      lines: [text],
      quantity,
    });
    expect(lineOf((await read(shopper)).order, inStock)!.quantity).toBe(2);
  });

  it('refuses a quantity above the stock left', async () => {
    const shopper = await shopperWith(scarce, 1);
    const id = lineOf((await read(shopper)).order, scarce)!.id;
    const res = await act(shopper, { intent: 'update', line_id: String(id), quantity: '3' });
    expect(res.status).toBe(409);
    expect(res.data).toMatchObject({
      lines: ['Stock insuffisant : il reste 2 exemplaire(s) de cet article.'],
    });
    expect(lineOf((await read(shopper)).order, scarce)!.quantity).toBe(1);
  });

  it("never touches another shopper's line", async () => {
    const owner = await shopperWith(inStock, 2);
    const id = lineOf((await read(owner)).order, inStock)!.id;
    const stranger = await shopperWith(other, 1);
    for (const fields of [
      { intent: 'update', line_id: String(id), quantity: '9', js: '0' },
      { intent: 'update', line_id: String(id), quantity: '9', js: '1' },
    ]) {
      const res = await act(stranger, fields);
      expect(res.status).toBe(404);
      expect(res.data).toMatchObject({
        ok: false,
        message: "Cet article n'est plus dans votre panier.",
      });
    }
    // Removing it answers as if it were gone already, and it is not.
    await act(stranger, { intent: 'remove', line_id: String(id) });
    expect(lineOf((await read(owner)).order, inStock)!.quantity).toBe(2);
    const nobody = await act({}, { intent: 'update', line_id: String(id), quantity: '1' });
    expect(nobody.status).toBe(404);
  });

  it('removes a line, then empties the cart (and forgets its cookie)', async () => {
    const shopper = await shopperWith(inStock, 1);
    await act(shopper, { intent: 'add', variant_id: String(other), quantity: '2' });
    const id = lineOf((await read(shopper)).order, inStock)!.id;
    const removed = await act(shopper, { intent: 'remove', line_id: String(id), js: '1' });
    expect(removed.data).toEqual({ ok: true, intent: 'remove', lineId: id, quantity: 0 });
    const { order } = await read(shopper);
    expect(order!.order_variants.map((l) => l.variant_id)).toEqual([other]);
    const cleared = await act(shopper, { intent: 'clear' });
    expect(cleared.status).toBe(303);
    expect(cleared.location).toBe('/panier');
    expect(cleared.cookies.join('\n')).toMatch(/order_token=; .*Max-Age=0/);
    expect(await read(shopper)).toMatchObject({ order: null, confirmClear: false, askSave: false });
    expect(await headerCount(shopper)).toBe(0);
  });

  it('an unknown intent is a translated refusal', async () => {
    const res = await act({}, { intent: 'explode' });
    expect(res.status).toBe(422);
    expect(res.data).toMatchObject({ ok: false, intent: null });
  });
});

describe('a signed-in customer', () => {
  it('has a cart found by their account: no order-token cookie', async () => {
    const context = await pageContext(test.database);
    const signed = await register(
      { db: test.database.db, now: context.now, urls: context.accountUrls },
      { ...registration(), newsletter: false } as never,
      { locale: 'fr', countryIso: 'FR' },
    );
    const customer = { token: signed.token };
    const res = await act(customer, { intent: 'add', variant_id: String(inStock), quantity: '2' });
    expect(res.status).toBe(303);
    expect(res.cookies).toEqual([]);
    expect(lineOf((await read(customer)).order, inStock)!.quantity).toBe(2);
    expect(await headerCount(customer)).toBe(2);
  });
});

describe('workshop fitting (SPEC §5), plain form posts', () => {
  let fitted: number;
  let fittingTtc: number;
  let notFitted: number;
  beforeAll(async () => {
    const [plain] = await test.database.query<{ id: number }>(
      `select v.id from variants v join products p on p.id = v.product_id
        where v.is_active and p.is_active and v.out_of_stock_status = 'stock'
          and p.assembly_price_ht_cents is null
        order by v.id limit 1`,
    );
    notFitted = plain!.id;
    const [row] = await test.database.query<{ id: number; cents: number }>(
      `select v.id, p.assembly_price_ht_cents as cents
         from variants v join products p on p.id = v.product_id
        where v.is_active and p.is_active and v.out_of_stock_status = 'stock'
          and p.assembly_price_ht_cents is not null
        order by v.id limit 1`,
    );
    fitted = row!.id;
    fittingTtc = Math.round(row!.cents * 1.2);
    await test.database.query(`update variants set quantity_available = 50 where id = $1`, [
      fitted,
    ]);
  });

  it("the product page's checkbox asks for it; the cart line's switch takes it off and back", async () => {
    const added = await act({}, { intent: 'add', variant_id: String(fitted), with_assembly: '1' });
    expect(added.status).toBe(303);
    const shopper = { orderToken: orderToken(added.cookies)! };
    const line = lineOf((await read(shopper)).order, fitted)!;
    expect(line).toMatchObject({ with_assembly: true, assembly_unit_price_ttc_cents: fittingTtc });

    // The delivery step's "remove the fitting" comes back to where it was sent from.
    const off = await act(shopper, {
      intent: 'update',
      line_id: String(line.id),
      with_assembly: '0',
      back: '/panier/livraison',
    });
    expect(off.status).toBe(303);
    expect(off.location).toBe('/panier/livraison');
    const { order } = await read(shopper);
    expect(lineOf(order, fitted)).toMatchObject({ with_assembly: false, quantity: 1 });
    expect(order!.assembly_total_ttc_cents).toBe(0);

    const on = await act(shopper, {
      intent: 'update',
      line_id: String(line.id),
      with_assembly: '1',
      back: 'https://elsewhere.example/',
    });
    expect(on.location).toBe('/panier');
    expect(lineOf((await read(shopper)).order, fitted)!.with_assembly).toBe(true);
  });

  it('with JavaScript the added-to-cart modal gets the fitting price', async () => {
    const res = await act(
      {},
      { intent: 'add', variant_id: String(fitted), with_assembly: '1', js: '1' },
    );
    expect(res.data).toMatchObject({ ok: true, added: { assemblyUnitTtcCents: fittingTtc } });
    const plain = await act({}, { intent: 'add', variant_id: String(fitted), js: '1' });
    expect(plain.data).toMatchObject({ ok: true, added: { assemblyUnitTtcCents: null } });
  });

  it('a product the workshop does not fit is refused with the translated reason', async () => {
    const res = await act(
      {},
      { intent: 'add', variant_id: String(notFitted), with_assembly: '1', js: '1' },
    );
    expect(res.status).toBe(422);
    expect(res.data).toMatchObject({
      ok: false,
      lines: ['Ce produit ne peut pas être monté dans notre atelier.'],
    });
    expect(res.cookies).toEqual([]);
  });
});
