/**
 * Staff change an order's delivery address before the goods leave (issue 16): the customers'
 * address rules, refused after shipping, for a store pickup, from a stale version, with bad
 * input (translated, nothing changed); audited with before and after; 404 for the others.
 */
import { describe, expect, it } from 'vitest';
import { useBackOffice } from '../../support/back-office';
import { notify, paidNotification, placeOrderFor } from '../../support/placed-orders';

const cast = useBackOffice('addr');
const { call } = cast;
const place = (options: Partial<Parameters<typeof placeOrderFor>[3]> = {}) =>
  placeOrderFor(cast.api.app, cast.api.database, cast.fixtures, { method: 'transfer', ...options });

const url = (id: number) => `/api/admin/orders/${id}/delivery_address`;
const address = () => ({
  firstname: 'Paula',
  lastname: 'Payer',
  company: null,
  address: '8 avenue Foch',
  address_complement: 'Bâtiment B',
  city: 'Lyon',
  post_code: '69006',
  country_id: cast.fixtures.frId,
  phone: '06 12 34 56 78',
});
async function stored(id: number) {
  const [row] = await cast.api.database.query<{
    shipping_address: { address: string; city: string; phone: string };
    version: string;
  }>(
    `select shipping_address, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as version
       from orders where id = $1`,
    [id],
  );
  return row!;
}

describe('changing the delivery address', () => {
  it('replaces the address of an order not shipped yet, normalised, audited before/after', async () => {
    const order = await place();
    const { version } = await stored(order.orderId);
    const res = await call('staff', 'PUT', url(order.orderId), { ...address(), version });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: { shipping_address: object; version: string } };
    expect(body.data.shipping_address).toMatchObject({
      address: '8 avenue Foch',
      address_complement: 'Bâtiment B',
      city: 'Lyon',
      post_code: '69006',
      country_iso: 'FR',
      phone: '+33612345678',
    });
    const after = await stored(order.orderId);
    expect(after.shipping_address).toMatchObject({ address: '8 avenue Foch', city: 'Lyon' });
    expect(body.data.version).toBe(after.version);
    const [audit] = (await cast.auditRows('order.delivery_address')).filter(
      (row) => row.entity_id === String(order.orderId),
    );
    expect(audit).toMatchObject({
      actor_user_id: cast.ids.staff,
      before: { shipping_address: { address: '1 rue de la Paix', city: 'Paris' } },
      after: { shipping_address: { address: '8 avenue Foch', city: 'Lyon' } },
    });
    // The customer's order shows the new address.
    const mine = await call(order.headers, 'GET', `/api/orders/${order.orderId}`);
    expect(mine.body).toContain('8 avenue Foch');
  });

  it('refuses a stale version with a translated "changed by someone else"; nothing changed', async () => {
    const order = await place();
    const { version } = await stored(order.orderId);
    const first = await call('owner', 'PUT', url(order.orderId), { ...address(), version });
    expect(first.statusCode).toBe(200);
    // A second staff member posts the form they read before the first one's change.
    const second = await call({ ...cast.as.staff, language: 'en' }, 'PUT', url(order.orderId), {
      ...address(),
      address: '3 place Bellecour',
      version,
    });
    expect(second.statusCode).toBe(409);
    expect((second.json() as { message: string }).message).toBe(
      'This order was changed by someone else in the meantime: reload the page, nothing was saved.',
    );
    expect((await stored(order.orderId)).shipping_address.address).toBe('8 avenue Foch');
  });

  it('a further parcel gives the order a new version, so a form read before it is stale', async () => {
    const order = await place({ method: 'monetico' });
    const paid = await notify(
      cast.api.app,
      await paidNotification(cast.api.app, order, `evt-parcel-${order.orderId}`),
    );
    expect(paid.statusCode).toBe(200);
    const parcel = (n: number) =>
      call('staff', 'POST', `/api/admin/orders/${order.orderId}/shipments`, {
        carrier: 'Colissimo',
        tracking_number: `6P${order.orderId}0${n}`,
      });
    expect((await parcel(1)).statusCode).toBe(201);
    const first = (await stored(order.orderId)).version;
    expect((await parcel(2)).statusCode).toBe(201);
    const second = (await stored(order.orderId)).version;
    expect(second > first, `${second} after ${first}`).toBe(true);
    expect((await parcel(3)).statusCode).toBe(201);
    expect((await stored(order.orderId)).version > second).toBe(true);
  });

  it('refuses after the parcel left (409, translated), nothing changed', async () => {
    const order = await place({ method: 'monetico' });
    expect(
      (
        await notify(
          cast.api.app,
          await paidNotification(cast.api.app, order, `evt-addr-${order.orderId}`),
        )
      ).statusCode,
    ).toBe(200);
    const ship = await call('staff', 'POST', `/api/admin/orders/${order.orderId}/shipments`, {
      carrier: 'Colissimo',
      tracking_number: `6A${order.orderId}00`,
    });
    expect(ship.statusCode, ship.body).toBe(201);
    const { version } = await stored(order.orderId);
    const res = await call({ ...cast.as.staff, language: 'fr' }, 'PUT', url(order.orderId), {
      ...address(),
      version,
    });
    expect(res.statusCode).toBe(409);
    expect((res.json() as { message: string }).message).toContain(
      "L'adresse de livraison ne peut plus être changée",
    );
    expect((await stored(order.orderId)).shipping_address.address).toBe('1 rue de la Paix');
  });

  it('refuses a store pickup order and a cancelled one', async () => {
    const pickup = await place({ delivery: 'store', method: 'store' });
    const res = await call('staff', 'PUT', url(pickup.orderId), {
      ...address(),
      version: (await stored(pickup.orderId)).version,
    });
    expect(res.statusCode).toBe(409);
    const cancelled = await place();
    expect(
      (await call('staff', 'POST', `/api/admin/orders/${cancelled.orderId}/cancel`)).statusCode,
    ).toBe(200);
    const late = await call('staff', 'PUT', url(cancelled.orderId), {
      ...address(),
      version: (await stored(cancelled.orderId)).version,
    });
    expect(late.statusCode).toBe(409);
  });

  it('refuses bad input field by field, translated; nothing changed', async () => {
    const order = await place();
    const { version } = await stored(order.orderId);
    const en = { ...cast.as.staff, language: 'en' };
    const missing = await call(en, 'PUT', url(order.orderId), { version, firstname: ' ' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys((missing.json() as { errors: object }).errors).sort()).toEqual(
      ['address', 'city', 'country_id', 'firstname', 'lastname', 'phone', 'post_code'].sort(),
    );
    const wrong = await call(en, 'PUT', url(order.orderId), {
      ...address(),
      post_code: '6900',
      phone: '01 23 45 67 89',
      version,
    });
    expect(wrong.statusCode).toBe(422);
    const errors = (wrong.json() as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors).sort()).toEqual(['phone', 'post_code']);
    const [belgium] = await cast.api.database.query<{ id: number }>(
      `select id from countries where iso = 'BE'`,
    );
    const abroad = await call(en, 'PUT', url(order.orderId), {
      ...address(),
      country_id: belgium!.id,
      post_code: '1000',
      city: 'Bruxelles',
      phone: '+32470123456',
      version,
    });
    expect(abroad.statusCode).toBe(422);
    expect((abroad.json() as { errors: Record<string, string[]> }).errors.country_id![0]).toContain(
      'The delivery country cannot change',
    );
    const noVersion = await call(en, 'PUT', url(order.orderId), address());
    expect(noVersion.statusCode).toBe(422);
    expect(Object.keys((noVersion.json() as { errors: object }).errors)).toEqual(['version']);
    const after = await stored(order.orderId);
    expect(after.shipping_address.address).toBe('1 rue de la Paix');
    expect(after.version).toBe(version);
  });

  it("answers 404 to a customer, an editor, the order's own customer and an unknown order", async () => {
    const order = await place();
    const body = { ...address(), version: (await stored(order.orderId)).version };
    for (const who of ['visitor', 'customer', 'editor'] as const)
      expect((await call(who, 'PUT', url(order.orderId), body)).statusCode).toBe(404);
    expect((await call(order.headers, 'PUT', url(order.orderId), body)).statusCode).toBe(404);
    expect((await call('staff', 'PUT', url(999999), body)).statusCode).toBe(404);
    expect((await stored(order.orderId)).shipping_address.address).toBe('1 rue de la Paix');
  });
});
