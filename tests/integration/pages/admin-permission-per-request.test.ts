/**
 * A back-office request reads the signed-in user's row once for all its permission checks (the
 * layout, the loader and the action each ask), and never keeps it for the next request: a role
 * taken away counts at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import { openSession, requestUsers, requirePermission } from '../../../src/modules/customers';
import { adminGuard } from '../../../src/web/account/admin-guard.server';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { pageContext } from '../../support/page-context';

let test: TestDatabase;
let ownerId: number;
let token: string;

beforeAll(async () => {
  test = await createTestDatabase();
  const [owner] = await test.database.query<{ id: number }>(
    `insert into users (email, firstname, lastname, role)
     values ('owner-per-request@example.test', 'Owner', 'Shop', 'admin') returning id`,
  );
  ownerId = owner!.id;
  ({ token } = await openSession(test.database.db, ownerId, new Date()));
});
afterAll(async () => test?.cleanup());

const setRole = (role: string) =>
  test.database.query(`update users set role = $1 where id = $2`, [role, ownerId]);

/** The database handle with its reads of `users` counted. */
function countingUserReads(db: Db): { db: Db; reads: () => number } {
  let reads = 0;
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property !== 'select' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        reads += 1;
        return value.apply(target, args);
      };
    },
  });
  return { db: counted, reads: () => reads };
}

describe('permission checks of one request', () => {
  it('read the user once for several checks, and again in the next request', async () => {
    const { db, reads } = countingUserReads(test.database.db);
    const users = requestUsers(db);
    expect(await requirePermission(users, ownerId, 'orders')).toBe(ownerId);
    expect(await requirePermission(users, ownerId, 'audit')).toBe(ownerId);
    expect(await requirePermission(users, ownerId, 'settings')).toBe(ownerId);
    expect(reads()).toBe(1);
    await requirePermission(requestUsers(db), ownerId, 'orders');
    expect(reads()).toBe(2);
  });

  it('pages: the checks of a request agree, the next request sees the new role', async () => {
    await setRole('admin');
    const request = new Request('http://shop.test/admin/commandes');
    const context = await pageContext(test.database, { token });
    expect(await adminGuard({ request, context }, 'orders')).toBe('fr');
    await setRole('customer');
    // Same request (the action's check after the layout's): the row it already read.
    await adminGuard({ request, context }, 'audit');
    // The next request: the role taken away counts.
    const next = await pageContext(test.database, { token });
    const refused = await adminGuard({ request, context: next }, 'orders').then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ init: { status: 404 } });
    await expect(requirePermission(test.database.db, ownerId, 'orders')).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
