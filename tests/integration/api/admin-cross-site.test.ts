/**
 * Forged back-office writes (issue 16, "Bad input and safety"): a page on another site that
 * makes a signed-in owner's browser post to the back office is refused with 403 before
 * anything runs, and nothing changes; the same write from the shop itself goes through.
 */
import { describe, expect, it } from 'vitest';
import { useBackOffice } from '../../support/back-office';
import { placeOrderFor } from '../../support/placed-orders';

const cast = useBackOffice('admin-cross-site');
const ownerCookie = () =>
  `sellerie_session=${String(cast.as.owner.authorization).replace(/^Bearer /, '')}`;

const CROSS_SITE = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

async function post(url: string, payload: object, site: Record<string, string>) {
  return cast.api.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { cookie: ownerCookie(), ...site },
  });
}

describe('a cross-site post with the owner session cookie', () => {
  it('cannot cancel an order, add a note or disable a customer; the same post from the shop can', async () => {
    const order = await placeOrderFor(cast.api.app, cast.api.database, cast.fixtures, {
      method: 'transfer',
    });
    const writes = [
      { url: `/api/admin/orders/${order.orderId}/notes`, payload: { body: 'forged' } },
      { url: `/api/admin/customers/${order.userId}/disable`, payload: {} },
      { url: `/api/admin/orders/${order.orderId}/cancel`, payload: {} },
    ];
    for (const write of writes) {
      const res = await post(write.url, write.payload, CROSS_SITE);
      expect(res.statusCode, write.url).toBe(403);
    }
    const [row] = await cast.api.database.query<{ status: string; notes: number; off: boolean }>(
      `select o.status, (select count(*)::int from order_notes n where n.order_id = o.id) as notes,
              (u.disabled_at is not null) as off
         from orders o join users u on u.id = o.user_id where o.id = $1`,
      [order.orderId],
    );
    expect(row).toEqual({ status: 'awaiting_payment', notes: 0, off: false });

    const sameSite = { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' };
    const note = await post(writes[0]!.url, writes[0]!.payload, sameSite);
    expect(note.statusCode, note.body).toBe(201);
  });
});
