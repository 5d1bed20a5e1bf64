/**
 * Product questions through the pages in-process (decision 053): the product route's action
 * sends a visitor to log in and back, answers a customer's bad input beside its field with
 * nothing stored, stores a good question; the back-office queue opens to staff with `claims`
 * only, filters by status and text, refuses an empty answer, and rejects.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../../src/modules/customers';
import * as queue from '../../../src/web/routes/admin-questions';
import * as productPage from '../../../src/web/routes/product';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { answer, get, pageContext, post } from '../../support/page-context';

let test: TestDatabase;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let product: { id: number; slug: string };

beforeAll(async () => {
  test = await createTestDatabase();
  for (const role of ['editor', 'staff', 'customer']) {
    const [user] = await test.database.query<{ id: number }>(
      `insert into users (email, firstname, lastname, role)
       values ($1, 'Some', 'One', $2) returning id`,
      [`${role}-questions-page@example.test`, role],
    );
    ids[role] = user!.id;
    tokens[role] = (await openSession(test.database.db, user!.id, new Date())).token;
  }
  const [found] = await test.database.query<{ id: number; slug: string }>(
    `select p.id, t.slug from products p join product_translations t
       on t.product_id = p.id and t.locale = 'fr'
      where p.is_active order by p.id desc limit 1`,
  );
  product = found!;
});
afterAll(async () => test?.cleanup());

type Module = { loader(args: never): unknown; action?(args: never): unknown };
const load = async (page: Module, path: string, token?: string, params = {}) =>
  answer(async () =>
    page.loader({
      request: get(path),
      context: await pageContext(test.database, { token }),
      params,
    } as never),
  );
const send = async (
  page: Module,
  path: string,
  fields: Record<string, string>,
  token?: string,
  params = {},
) =>
  answer(async () =>
    page.action!({
      request: post(path, fields),
      context: await pageContext(test.database, { token }),
      params,
    } as never),
  );
const questionsOf = (productId: number) =>
  test.database.query<{ id: number; body: string; status: string; locale: string }>(
    `select id, body, status, locale from product_questions where product_id = $1 order by id`,
    [productId],
  );

describe('asking from the product page', () => {
  it('sends a visitor to log in and back to the questions, storing nothing', async () => {
    const path = `/p/${product.slug}`;
    const res = await send(
      productPage,
      path,
      { intent: 'question', body: 'Une question ?' },
      undefined,
      {
        slug: product.slug,
      },
    );
    expect(res.status).toBe(303);
    const target = new URL(res.location!, 'http://shop.test');
    expect(target.pathname).toBe('/connexion');
    expect(target.searchParams.get('redirect')).toBe(`${path}#questions`);
    expect(await questionsOf(product.id)).toEqual([]);
    const page = await load(productPage, path, undefined, { slug: product.slug });
    expect(page.data?.asking).toMatchObject({
      signedIn: false,
      loginHref: `/connexion?${new URLSearchParams({ redirect: `${path}#questions` })}`,
    });
  });

  it('answers bad input beside its field, stores a good question in the page language', async () => {
    const path = `/en/p/${product.slug}`;
    const params = { slug: product.slug };
    const short = await send(
      productPage,
      path,
      { intent: 'question', body: 'short' },
      tokens.customer,
      params,
    );
    expect(short.data).toMatchObject({
      intent: 'question',
      fields: { body: ['Your question is too short (at least 10 characters).'] },
      values: { body: 'short' },
    });
    const topic = await send(
      productPage,
      path,
      { intent: 'question', body: 'Long enough question?', question_group_id: '999999' },
      tokens.customer,
      params,
    );
    expect(topic.data).toMatchObject({
      fields: { question_group_id: ['This question topic does not exist.'] },
    });
    expect(await questionsOf(product.id)).toEqual([]);
    const other = await send(productPage, path, { intent: 'other' }, tokens.customer, params);
    expect(other.status).toBe(400);
    const ok = await send(
      productPage,
      path,
      { intent: 'question', body: 'Does it fit the 2019 estate?', question_group_id: '' },
      tokens.customer,
      params,
    );
    expect(ok.data).toMatchObject({
      intent: 'question',
      notice: expect.stringContaining('Thank you'),
    });
    expect(await questionsOf(product.id)).toMatchObject([
      { body: 'Does it fit the 2019 estate?', status: 'pending', locale: 'en' },
    ]);
    const page = await load(productPage, `/p/${product.slug}`, tokens.customer, params);
    expect(page.data?.asking).toMatchObject({ signedIn: true });
    expect((page.data?.asking as { groups: unknown[] }).groups).toHaveLength(4);
  });
});

describe('the back-office queue', () => {
  const path = '/admin/service-client/questions';

  it('opens to staff (claims) only', async () => {
    expect((await load(queue, path, tokens.staff)).status).toBe(200);
    expect((await load(queue, path, tokens.editor)).status).toBe(404);
    expect((await load(queue, path, tokens.customer)).status).toBe(404);
    expect((await load(queue, path)).status).toBe(302);
    expect(
      (await send(queue, path, { question_id: '1', intent: 'reject' }, tokens.editor)).status,
    ).toBe(404);
  });

  it('filters by status and text, refuses an empty answer, rejects', async () => {
    const [question] = await questionsOf(product.id);
    const pending = await load(queue, `${path}?q=2019%20estate`, tokens.staff);
    expect(pending.data).toMatchObject({ status: 'pending', total: 1 });
    expect((await load(queue, `${path}?q=nothing-like-this`, tokens.staff)).data).toMatchObject({
      total: 0,
    });
    const answered = await load(queue, `${path}?status=answered&page=oops`, tokens.staff);
    expect(answered.data).toMatchObject({ status: 'answered', page: 1 });
    expect((answered.data!.total as number) >= 12).toBe(true);
    const empty = await send(
      queue,
      path,
      { question_id: String(question!.id), intent: 'answer', answer: '   ' },
      tokens.staff,
    );
    expect(empty.data).toMatchObject({
      fields: { answer: ['Écrivez la réponse avant de la publier.'] },
    });
    expect((await questionsOf(product.id))[0]!.status).toBe('pending');
    const rejected = await send(
      queue,
      path,
      { question_id: String(question!.id), intent: 'reject' },
      tokens.staff,
    );
    expect(rejected.status).toBe(303);
    expect(rejected.location).toContain('done=rejected');
    expect((await questionsOf(product.id))[0]!.status).toBe('rejected');
    const unknown = await send(
      queue,
      path,
      { question_id: '99999999', intent: 'reject' },
      tokens.staff,
    );
    expect(unknown.data).toMatchObject({ status: 404 });
  });
});
