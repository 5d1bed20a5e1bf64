/**
 * The customers list page in pages of 50: a search matching more customers than a page shows
 * them all across its pages, each exactly once, with the search kept in the page links; a page
 * number that is not one shows the first page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../../src/modules/customers';
import * as page from '../../../src/web/routes/admin-customers';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { answer, get, pageContext } from '../../support/page-context';

let test: TestDatabase;
let staffToken = '';
const MATCHING = 73;
beforeAll(async () => {
  test = await createTestDatabase();
  const [staff] = await test.database.query<{ id: number }>(
    `insert into users (email, firstname, lastname, role) values ('staff-pages@example.test', 'S', 'T', 'staff') returning id`,
  );
  staffToken = (await openSession(test.database.db, staff!.id, new Date())).token;
  await test.database.query(
    `insert into users (email, firstname, lastname)
     select 'pager-' || n || '@example.test', 'Ondine', 'Pager' || n from generate_series(1, ${MATCHING}) n`,
  );
});
afterAll(async () => test?.cleanup());

type ListData = {
  customers: { id: number; email: string }[];
  total: number;
  page: number;
  lastPage: number;
};

const list = async (query: string) =>
  (
    await answer(async () =>
      page.loader({
        request: get(`/admin/clients${query}`),
        context: await pageContext(test.database, { token: staffToken }),
        params: {},
      } as never),
    )
  ).data as ListData;

describe('the customers list page', () => {
  it('shows every matching customer once across its pages', async () => {
    const first = await list('?search=pager-');
    expect(first).toMatchObject({ total: MATCHING, page: 1, lastPage: 2 });
    expect(first.customers).toHaveLength(50);
    const second = await list('?search=pager-&page=2');
    expect(second.customers).toHaveLength(MATCHING - 50);
    const emails = [...first.customers, ...second.customers].map((c) => c.email);
    expect(new Set(emails).size).toBe(MATCHING);
    expect(emails.every((e) => e.startsWith('pager-'))).toBe(true);
  });

  it('reads a page number that is not one as the first page, and past the end as empty', async () => {
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999'])
      expect((await list(`?search=pager-&page=${bad}`)).page, bad).toBe(1);
    expect((await list('?search=pager-&page=9')).customers).toHaveLength(0);
  });
});
