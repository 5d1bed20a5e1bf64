/**
 * The back office's order page checks a refund with the API's schema (`refundInput`): the same
 * refusals for the same input, every bad field at once, nothing sent to the gateway.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../../src/modules/customers';
import * as adminOrder from '../../../src/web/routes/admin-order';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { answer, pageContext, post } from '../../support/page-context';

let test: TestDatabase;
let token: string;
beforeAll(async () => {
  test = await createTestDatabase();
  const [user] = await test.database.query<{ id: number }>(
    `insert into users (email, firstname, lastname, role)
     values ('owner-page@example.test', 'Owner', 'Shop', 'admin') returning id`,
  );
  ({ token } = await openSession(test.database.db, user!.id, new Date()));
});
afterAll(async () => test?.cleanup());

async function refund(fields: Record<string, string>) {
  const context = await pageContext(test.database, { token });
  const res = await answer(() =>
    adminOrder.action({
      request: post('/admin/orders/1', { intent: 'refund', ...fields }),
      context,
      params: { id: '1' },
    } as never),
  );
  const refunds = await test.database.query<{ n: number }>(
    `select count(*)::int as n from refunds`,
  );
  expect(refunds[0]!.n).toBe(0);
  return res;
}

describe('the refund form', () => {
  it('tells an unreadable amount and a missing reason together', async () => {
    const res = await refund({ amount: 'abc', reason: ' ' });
    expect(res.status).toBe(422);
    expect(res.data).toMatchObject({
      intent: 'refund',
      fields: { amount: [expect.any(String)], reason: [expect.any(String)] },
    });
  });

  it('refuses what the API refuses: a reason over 200 characters, an amount over the maximum', async () => {
    const long = await refund({ amount: '10', reason: 'x'.repeat(201) });
    expect(long.status).toBe(422);
    expect(Object.keys((long.data as { fields: object }).fields)).toEqual(['reason']);
    const big = await refund({ amount: '1000001', reason: 'Erreur' });
    expect(big.status).toBe(422);
    // `amount_cents` in the schema, told beside the form's `amount` field.
    expect((big.data as { fields: Record<string, string[]> }).fields.amount).toHaveLength(1);
  });
});
