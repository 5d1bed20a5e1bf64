/**
 * The back-office API tests' cast: an app with the offline gateway, and a signed-in customer,
 * editor, staff member and owner (Bearer headers), plus the requests and audit reads they share.
 */
import { beforeAll } from 'vitest';
import { openSession } from '../../src/modules/customers';
import { paymentSettings } from '../../src/server/payments';
import { createTestApp } from './app';
import { OFFLINE_SECRET, orderFixtures, type OrderFixtures } from './placed-orders';

export type Who = 'visitor' | 'customer' | 'editor' | 'staff' | 'owner';
type Headers = Record<string, string>;

export function useBackOffice(prefix: string) {
  const cast = {
    api: undefined as unknown as Awaited<ReturnType<typeof createTestApp>>,
    fixtures: undefined as unknown as OrderFixtures,
    as: { visitor: {}, customer: {}, editor: {}, staff: {}, owner: {} } as Record<Who, Headers>,
    ids: {} as Record<string, number>,
    /** A new user with `role` (a `users.role` value) and a session. */
    async person(role: string, email: string): Promise<{ id: number; headers: Headers }> {
      const [user] = await cast.api.database.query<{ id: number }>(
        `insert into users (email, firstname, lastname, role) values ($1, 'Test', $2, $3) returning id`,
        [email, role, role],
      );
      const { token } = await openSession(cast.api.database.db, user!.id, new Date());
      return { id: user!.id, headers: { authorization: `Bearer ${token}` } };
    },
    call(who: Who | Headers, method: string, url: string, payload?: unknown) {
      const headers = typeof who === 'string' ? cast.as[who] : who;
      return cast.api.app.inject({
        method: method as 'GET',
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    },
    auditRows(action: string) {
      return cast.api.database.query<{
        actor_user_id: number | null;
        entity_id: string;
        before: unknown;
        after: unknown;
      }>(
        `select actor_user_id, entity_id, before, after from audit_log where action = $1 order by id`,
        [action],
      );
    },
  };
  beforeAll(async () => {
    cast.api = await createTestApp({
      payments: paymentSettings({ PAYMENT_OFFLINE_SECRET: OFFLINE_SECRET }, false),
    });
    cast.fixtures = await orderFixtures(cast.api.database);
    for (const [name, role] of [
      ['customer', 'customer'],
      ['editor', 'editor'],
      ['staff', 'staff'],
      ['owner', 'admin'],
    ] as const) {
      const made = await cast.person(role, `${name}-${prefix}@example.test`);
      cast.as[name] = made.headers;
      cast.ids[name] = made.id;
    }
    return () => cast.api.close();
  });
  return cast;
}
