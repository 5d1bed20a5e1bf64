/**
 * The gift cards page in-process (decision 056): the form for a consumer, a message for a PRO;
 * its action without JavaScript puts a card in the cart and goes there (303), refuses a bad
 * amount with the field's translated error and a PRO with the reason, nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../../src/modules/customers';
import * as giftCardsPage from '../../../src/web/routes/gift-cards';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { ORIGIN, pageContext } from '../../support/page-context';

let test: TestDatabase;
const tokens: Record<'pro' | 'consumer', string> = { pro: '', consumer: '' };
const ids: Record<'pro' | 'consumer', number> = { pro: 0, consumer: 0 };

beforeAll(async () => {
  test = await createTestDatabase();
  for (const who of ['pro', 'consumer'] as const) {
    const [user] = await test.database.query<{ id: number }>(
      `insert into users (email, firstname, lastname) values ($1, 'Some', 'One') returning id`,
      [`${who}-gift-page@example.test`],
    );
    ids[who] = user!.id;
    tokens[who] = (await openSession(test.database.db, user!.id, new Date())).token;
    if (who === 'pro')
      await test.database.query(
        `insert into companies (user_id, name, status) values ($1, 'Garage', 'verified')`,
        [user!.id],
      );
  }
});
afterAll(async () => test?.cleanup());

const context = (who: 'pro' | 'consumer') => pageContext(test.database, { token: tokens[who] });
const post = async (who: 'pro' | 'consumer', fields: Record<string, string>) =>
  (await giftCardsPage.action({
    request: new Request(`${ORIGIN}/cartes-cadeaux`, {
      method: 'POST',
      body: new URLSearchParams(fields),
    }),
    context: await context(who),
    params: {},
  } as never)) as unknown;
const linesOf = async (who: 'pro' | 'consumer') =>
  (
    await test.database.query<{ n: number }>(
      `select count(*)::int as n from order_gift_cards g join orders o on o.id = g.order_id
        where o.user_id = $1`,
      [ids[who]],
    )
  )[0]!.n;

describe('/cartes-cadeaux', () => {
  it('offers the form to a consumer and a message to a PRO', async () => {
    const load = async (who: 'pro' | 'consumer') =>
      (await giftCardsPage.loader({
        request: new Request(`${ORIGIN}/cartes-cadeaux`),
        context: await context(who),
        params: {},
      } as never)) as { isPro: boolean };
    expect((await load('consumer')).isPro).toBe(false);
    expect((await load('pro')).isPro).toBe(true);
  });

  it('puts a card in the cart without JavaScript, refuses a bad amount and a PRO', async () => {
    const bad = (await post('consumer', {
      intent: 'buy',
      amount: 'custom',
      custom_amount: '10000',
    })) as { init: { status: number }; data: { fields: Record<string, string[]> } };
    expect(bad.init.status).toBe(422);
    expect(bad.data.fields.custom_amount).toEqual(['Montant de 10 € à 500 €.']);
    expect(await linesOf('consumer')).toBe(0);

    const added = (await post('consumer', {
      intent: 'buy',
      amount: '100',
      recipient: 'other',
      recipient_name: 'Camille',
      recipient_email: 'camille@example.test',
    })) as Response;
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/panier?gift_card=added');
    expect(await linesOf('consumer')).toBe(1);

    const pro = (await post('pro', { intent: 'buy', amount: '50' })) as {
      init: { status: number };
      data: { message: string };
    };
    expect(pro.init.status).toBe(403);
    expect(pro.data.message).toContain('professionnels');
    expect(await linesOf('pro')).toBe(0);
  });
});
