/**
 * Product questions over the API (decision 053): asking requires login, bad input stores
 * nothing and answers a translated 4xx, an unknown or inactive product is a 404, a customer
 * may ask 10 an hour; a pending question is seen by its asker only; staff's answer publishes
 * it (product API included, through its cache), e-mails the asker in their language, and the
 * shop hears of every new question.
 */
import { describe, expect, it } from 'vitest';
import { eraseCustomer, exportCustomerData } from '../../../src/modules/backoffice';
import { decideQuestion, type QuestionDeps } from '../../../src/modules/questions';
import { registerCustomer } from '../../support/accounts';
import { useTestApp } from '../../support/app';

const api = useTestApp();

async function activeProducts(n: number): Promise<number[]> {
  const rows = await api.database.query<{ id: number }>(
    `select p.id from products p where p.is_active
      and exists (select 1 from variants v where v.product_id = p.id and v.is_active)
      and not exists (select 1 from product_questions q where q.product_id = p.id)
      order by p.id limit $1`,
    [n],
  );
  return rows.map((r) => r.id);
}

async function groups(): Promise<Array<{ id: number; identifier: string; name: string }>> {
  const res = await api.app.inject({ url: '/api/question_groups', headers: { language: 'de' } });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const ask = (productId: number | string, payload: unknown, headers: Record<string, string> = {}) =>
  api.app.inject({
    method: 'POST',
    url: `/api/questions/product/${productId}`,
    headers: { language: 'en', ...headers },
    payload: payload as object,
  });

const storedQuestions = (productId: number) =>
  api.database.query<{ id: number; status: string; body: string; locale: string }>(
    `select id, status, body, locale from product_questions where product_id = $1 order by id`,
    [productId],
  );

const mailsTo = (email: string) =>
  api.database.query<{ template: string; locale: string; data: Record<string, string> }>(
    `select template, locale, data from email_outbox where lower("to") = lower($1) order by id`,
    [email],
  );

function deps(): QuestionDeps {
  return {
    db: api.database.db,
    now: () => new Date(),
    urls: {
      product: (slug, locale) => `https://shop.example/${locale}/p/${slug}`,
      adminQuestions: () => 'https://shop.example/admin/service-client/questions',
    },
  };
}

describe('GET /api/question_groups', () => {
  it('lists the topics in the request language, paginated like every list', async () => {
    const list = await groups();
    expect(list.map((g) => g.identifier)).toEqual(['fitting', 'sizing', 'care', 'delivery']);
    expect(list[3]!.name).toBe('Lieferung');
    const page = await api.app.inject({ url: '/api/question_groups?limit=2&page=2' });
    expect(page.json().data.map((g: { identifier: string }) => g.identifier)).toEqual([
      'care',
      'delivery',
    ]);
    expect(page.json().meta).toMatchObject({ total: 4 });
    expect((await api.app.inject({ url: '/api/question_groups?sort=oops' })).statusCode).toBe(422);
  });
});

describe('POST /api/questions/product/{id}', () => {
  it('refuses a visitor with a 401 and stores nothing', async () => {
    const [productId] = await activeProducts(1);
    const res = await ask(productId!, { body: 'Does it fit a 2019 Clio estate?' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(
      'Your session is not valid or has expired. Please log in again.',
    );
    expect(await storedQuestions(productId!)).toEqual([]);
  });

  it('answers bad input with translated field errors and stores nothing', async () => {
    const [productId] = await activeProducts(1);
    const customer = await registerCustomer(api.app);
    const cases: Array<[unknown, string, string]> = [
      [{ body: '' }, 'body', 'required'],
      [{}, 'body', 'required'],
      [{ body: '   too short '.slice(0, 8) }, 'body', 'too short'],
      [{ body: 'x'.repeat(1001) }, 'body', '1000'],
      [
        { body: 'A perfectly fine question?', question_group_id: 999999 },
        'question_group_id',
        'topic',
      ],
      [{ body: 'A perfectly fine question?', question_group_id: 'abc' }, 'question_group_id', ''],
      [{ body: 'A perfectly fine question?', extra: 1 }, 'extra', ''],
      [{ body: 42 }, 'body', ''],
    ];
    for (const [payload, field, words] of cases) {
      const res = await ask(productId!, payload, customer.auth);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      const errors = res.json().errors as Record<string, string[]>;
      expect(errors[field], JSON.stringify(payload)).toBeDefined();
      expect(errors[field]!.join(' ').toLowerCase()).toContain(words);
    }
    // In German too.
    const german = await ask(productId!, { body: 'kurz' }, { ...customer.auth, language: 'de' });
    expect(german.json().errors.body).toEqual(['Ihre Frage ist zu kurz (mindestens 10 Zeichen).']);
    expect(await storedQuestions(productId!)).toEqual([]);
  });

  it('is a 404 for an unknown, malformed or inactive product', async () => {
    const customer = await registerCustomer(api.app);
    const body = { body: 'Is this cover waterproof?' };
    expect((await ask(987654321, body, customer.auth)).statusCode).toBe(404);
    expect((await ask('abc', body, customer.auth)).statusCode).toBe(404);
    const [inactive] = await activeProducts(1);
    await api.database.query(`update products set is_active = false where id = $1`, [inactive]);
    try {
      expect((await ask(inactive!, body, customer.auth)).statusCode).toBe(404);
      expect(await storedQuestions(inactive!)).toEqual([]);
    } finally {
      await api.database.query(`update products set is_active = true where id = $1`, [inactive]);
    }
  });

  it('stores a pending question seen by its asker only, and tells the shop', async () => {
    const [productId] = await activeProducts(1);
    const asker = await registerCustomer(api.app);
    const other = await registerCustomer(api.app);
    const topic = (await groups()).find((g) => g.identifier === 'sizing')!;
    const res = await ask(
      productId!,
      { body: '  Does it fit the rear bench with a 60/40 split?  ', question_group_id: topic.id },
      asker.auth,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      product_id: productId,
      question: 'Does it fit the rear bench with a 60/40 split?',
      answer: null,
      status: 'pending',
      own: true,
      question_group: { id: topic.id, name: 'Sizing and compatibility' },
    });
    const [stored] = await storedQuestions(productId!);
    expect(stored).toMatchObject({ status: 'pending', locale: 'en' });
    const listed = (headers: Record<string, string>) =>
      api.app.inject({ url: `/api/questions?filter[product_id]=${productId}`, headers });
    expect((await listed({})).json()).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await listed(other.auth)).json().data).toEqual([]);
    expect((await listed(asker.auth)).json().data).toMatchObject([
      { id: stored!.id, status: 'pending', own: true, answer: null },
    ]);
    // The product page's API shows no pending question.
    const product = await api.app.inject({ url: `/api/products/${productId}` });
    expect(product.json().data.questions).toEqual([]);
    const shop = await mailsTo('contact@sellerie-demo.example');
    expect(shop.at(-1)).toMatchObject({ template: 'shop_new_question', locale: 'fr' });
    expect(shop.at(-1)!.data.question).toContain('60/40');
  });

  it('lets a customer ask 10 questions an hour, then answers a translated 429', async () => {
    const [productId] = await activeProducts(1);
    const customer = await registerCustomer(api.app);
    for (let i = 0; i < 10; i += 1)
      expect(
        (await ask(productId!, { body: `Question number ${i} about it?` }, customer.auth))
          .statusCode,
      ).toBe(201);
    const refused = await ask(productId!, { body: 'One question too many?' }, customer.auth);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/many questions/);
    expect(await storedQuestions(productId!)).toHaveLength(10);
    // Someone else may still ask.
    const other = await registerCustomer(api.app);
    expect((await ask(productId!, { body: 'And my own question?' }, other.auth)).statusCode).toBe(
      201,
    );
  });
});

describe('answering', () => {
  it('publishes the answer (product API too), e-mails the asker in their language, audits', async () => {
    const [productId] = await activeProducts(1);
    const asker = await registerCustomer(api.app);
    const [staff] = await api.database.query<{ id: number }>(
      `insert into users (email, firstname, lastname, role) values ('qa-staff@example.test', 'Sam', 'Staff', 'staff') returning id`,
    );
    // Warm the product API's cache: the answer must show through it.
    const productEs = () =>
      api.app.inject({ url: `/api/products/${productId}`, headers: { language: 'es' } });
    const warm = await productEs();
    expect(warm.json().data.questions).toEqual([]);
    expect((await productEs()).headers['x-cache']).toBe('hit');
    const created = await ask(
      productId!,
      { body: '¿Se puede lavar a máquina?' },
      { ...asker.auth, language: 'es' },
    );
    const id = created.json().data.id as number;
    expect(await decideQuestion(deps(), staff!.id, id, 'answer', 'Sí, a 30 °C.')).toBe('answered');
    const product = await productEs();
    expect(product.json().data.questions).toMatchObject([
      { id, question: '¿Se puede lavar a máquina?', answer: 'Sí, a 30 °C.', group: null },
    ]);
    const list = await api.app.inject({ url: `/api/questions?filter[product_id]=${productId}` });
    expect(list.json().data).toMatchObject([
      { id, status: 'answered', answer: 'Sí, a 30 °C.', own: false },
    ]);
    const [mail] = await mailsTo(asker.email).then((m) =>
      m.filter((x) => x.template === 'question_answered'),
    );
    expect(mail).toMatchObject({ locale: 'es', data: { answer: 'Sí, a 30 °C.' } });
    expect(mail!.data.link).toMatch(new RegExp(`^https://shop.example/es/p/.+-${productId}$`));
    // Editing the answer does not e-mail again; rejecting withdraws it from the page.
    await decideQuestion(deps(), staff!.id, id, 'answer', 'Sí, a 30 °C, ciclo delicado.');
    expect(
      (await mailsTo(asker.email)).filter((m) => m.template === 'question_answered'),
    ).toHaveLength(1);
    expect(await decideQuestion(deps(), staff!.id, id, 'reject')).toBe('rejected');
    expect((await productEs()).json().data.questions).toEqual([]);
    const audit = await api.database.query<{ action: string }>(
      `select action from audit_log where entity = 'product_question' and entity_id = $1 order by id`,
      [String(id)],
    );
    expect(audit.map((a) => a.action)).toEqual([
      'question.answer',
      'question.answer',
      'question.reject',
    ]);
    // An empty answer or an unknown id changes nothing.
    await expect(decideQuestion(deps(), staff!.id, id, 'answer', '  ')).rejects.toMatchObject({
      statusCode: 422,
    });
    await expect(decideQuestion(deps(), staff!.id, 99999999, 'reject')).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('lists published answers for everyone, paginated, with the demo topics', async () => {
    const res = await api.app.inject({
      url: '/api/questions?limit=2',
      headers: { language: 'it' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(2);
    expect(body.meta.total).toBeGreaterThanOrEqual(12);
    for (const entry of body.data) expect(entry).toMatchObject({ status: 'answered', own: false });
    expect(
      (await api.app.inject({ url: '/api/questions?filter[product_id]=abc' })).statusCode,
    ).toBe(422);
    expect((await api.app.inject({ url: '/api/questions?filter[nope]=1' })).statusCode).toBe(422);
  });
});

describe('GDPR', () => {
  it('exports the customer’s questions; erasure deletes the unpublished, keeps the published anonymous', async () => {
    const [productId] = await activeProducts(1);
    const asker = await registerCustomer(api.app);
    const [staff] = await api.database.query<{ id: number }>(
      `insert into users (email, firstname, lastname, role) values ('gdpr-staff@example.test', 'Gi', 'Dpr', 'staff') returning id`,
    );
    const answered = (
      await ask(productId!, { body: 'Which foam thickness is it?' }, asker.auth)
    ).json().data.id as number;
    const waiting = (
      await ask(productId!, { body: 'Is the grey darker in reality?' }, asker.auth)
    ).json().data.id as number;
    await decideQuestion(deps(), staff!.id, answered, 'answer', '5 mm of foam.');
    const exported = await exportCustomerData(api.database.db, staff!.id, asker.id, new Date());
    expect(exported.product_questions).toMatchObject([
      {
        id: answered,
        question: 'Which foam thickness is it?',
        answer: '5 mm of foam.',
        published: true,
      },
      { id: waiting, status: 'pending', answer: null, published: false },
    ]);
    await eraseCustomer(api.database.db, staff!.id, asker.id, String(asker.id), new Date());
    const rows = await api.database.query<{ id: number; user_id: number | null }>(
      `select id, user_id from product_questions where id = any($1::int[]) order by id`,
      [[answered, waiting]],
    );
    expect(rows).toEqual([{ id: answered, user_id: null }]);
    const product = await api.app.inject({ url: `/api/products/${productId}` });
    expect(product.json().data.questions.map((q: { id: number }) => q.id)).toEqual([answered]);
  });
});
