/**
 * The back office's customer page in-process (decision 033): the loader for staff (404 for an
 * editor or an unknown id), the edit form's refusals beside the fields with nothing changed,
 * then the edit, disabling and enabling through plain posts answered with a 303.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../../src/modules/customers';
import * as page from '../../../src/web/routes/admin-customer';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { answer, get, pageContext, post } from '../../support/page-context';

let test: TestDatabase;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  test = await createTestDatabase();
  for (const role of ['staff', 'editor', 'customer']) {
    const [user] = await test.database.query<{ id: number }>(
      `insert into users (email, firstname, lastname, role) values ($1, 'Some', 'One', $2) returning id`,
      [`${role}-customer-page@example.test`, role],
    );
    ids[role] = user!.id;
    tokens[role] = (await openSession(test.database.db, user!.id, new Date())).token;
  }
});
afterAll(async () => test?.cleanup());

const load = async (who: string, id: string) =>
  answer(async () =>
    page.loader({
      request: get(`/admin/clients/${id}`),
      context: await pageContext(test.database, { token: tokens[who] }),
      params: { id },
    } as never),
  );
const send = async (who: string, id: number, fields: Record<string, string>) =>
  answer(async () =>
    page.action({
      request: post(`/admin/clients/${id}`, fields),
      context: await pageContext(test.database, { token: tokens[who] }),
      params: { id: String(id) },
    } as never),
  );

describe('the customer page', () => {
  it('shows the customer to staff, the 404 to an editor, a customer and unknown ids', async () => {
    const shown = await load('staff', String(ids.customer));
    expect(shown.status).toBe(200);
    expect(shown.data).toMatchObject({
      customer: { id: ids.customer, email: 'customer-customer-page@example.test' },
      orders: { total: 0 },
      may: { edit: true, disable: true, enable: false, actAs: true },
    });
    expect((await load('editor', String(ids.customer))).status).toBe(404);
    expect((await load('customer', String(ids.customer))).status).toBe(404);
    for (const id of ['0', 'abc', '99999999']) expect((await load('staff', id)).status).toBe(404);
    // Staff see an editor's page but are offered no change to it.
    expect((await load('staff', String(ids.editor))).data).toMatchObject({
      may: { edit: false, disable: false, signOut: false, actAs: false },
    });
  });

  it('refuses bad input beside the fields and changes nothing; then edits, disables, enables', async () => {
    const good = {
      intent: 'update',
      firstname: 'Rose',
      lastname: 'One',
      email: 'customer-customer-page@example.test',
      phone: '',
    };
    const bad = await send('staff', ids.customer!, { ...good, firstname: ' ', email: 'nope' });
    expect(bad.status).toBe(422);
    expect(bad.data).toMatchObject({
      intent: 'update',
      fields: {
        firstname: ['Ce champ est requis.'],
        email: ["Cette adresse e-mail n'est pas valide."],
      },
      values: { email: 'nope' },
    });
    const [row] = await test.database.query<{ firstname: string }>(
      `select firstname from users where id = $1`,
      [ids.customer],
    );
    expect(row!.firstname).toBe('Some');
    const edited = await send('staff', ids.customer!, { ...good, newsletter: 'on' });
    expect(edited).toMatchObject({
      status: 303,
      location: `/admin/clients/${ids.customer}?done=update`,
    });
    const disabled = await send('staff', ids.customer!, { intent: 'disable' });
    expect(disabled.status).toBe(303);
    const again = await send('staff', ids.customer!, { intent: 'disable' });
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ message: 'Ce compte est déjà désactivé.' });
    expect((await send('staff', ids.customer!, { intent: 'enable' })).status).toBe(303);
    expect((await send('editor', ids.customer!, { intent: 'disable' })).status).toBe(404);
    const [after] = await test.database.query<{
      firstname: string;
      newsletter: boolean;
      disabled_at: Date | null;
    }>(`select firstname, newsletter, disabled_at from users where id = $1`, [ids.customer]);
    expect(after).toEqual({ firstname: 'Rose', newsletter: true, disabled_at: null });
  });
});
