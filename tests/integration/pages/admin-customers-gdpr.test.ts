/**
 * The customers page's erase form (GDPR, decision 031): the number must be typed again, a
 * back-office account is refused, an editor gets the 404, the erasure is the API's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../../src/modules/customers';
import * as page from '../../../src/web/routes/admin-customers';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { answer, pageContext, post } from '../../support/page-context';

let test: TestDatabase;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  test = await createTestDatabase();
  for (const role of ['staff', 'editor', 'customer', 'admin']) {
    const [user] = await test.database.query<{ id: number }>(
      `insert into users (email, firstname, lastname, role, phone)
       values ($1, 'Some', 'One', $2, '+33600000002') returning id`,
      [`${role}-gdpr-page@example.test`, role],
    );
    ids[role] = user!.id;
    tokens[role] = (await openSession(test.database.db, user!.id, new Date())).token;
  }
});
afterAll(async () => test?.cleanup());

const erase = async (who: string, customerId: number, confirm: string) =>
  answer(async () =>
    page.action({
      request: post('/admin/clients', {
        customer_id: String(customerId),
        intent: 'erase',
        confirm,
      }),
      context: await pageContext(test.database, { token: tokens[who] }),
      params: {},
    } as never),
  );

describe('the erase form of the customers page', () => {
  it('answers 404 to an editor, and erases nothing', async () => {
    expect((await erase('editor', ids.customer!, String(ids.customer))).status).toBe(404);
  });

  it('refuses a wrong number and a back-office account, then erases the customer', async () => {
    expect(await erase('staff', ids.customer!, '1')).toMatchObject({
      status: 422,
      data: { outcome: 'mismatch' },
    });
    expect(await erase('staff', ids.admin!, String(ids.admin))).toMatchObject({
      status: 409,
      data: { outcome: 'refused' },
    });
    expect(await erase('staff', ids.customer!, String(ids.customer))).toMatchObject({
      data: { outcome: 'erased' },
    });
    const [user] = await test.database.query<{ email: string; phone: string | null }>(
      `select email, phone from users where id = $1`,
      [ids.customer],
    );
    expect(user).toEqual({ email: `erased-${ids.customer}@invalid`, phone: null });
    expect(await erase('staff', ids.customer!, String(ids.customer))).toMatchObject({
      status: 409,
    });
  });
});
