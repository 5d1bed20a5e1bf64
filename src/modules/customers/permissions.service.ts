/**
 * The back office's permission check, in the service layer so the API routes and the page
 * loaders and actions ask the same question the same way. A visitor, a customer, an
 * administrator acting inside a customer's session, or a staff member without the permission
 * all get the same 404: the back office does not announce itself.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../shared/http';
import { findUserById, type UserRow } from './customers.repo';
import { users } from './customers.tables';
import {
  allows,
  permissionsOf,
  staffRoleOf,
  type Permission,
  type StaffRole,
} from './staff-roles.rules';

/**
 * The users' rows as one request reads them: each row at most once, however many checks the
 * request makes (a page's layout, its loader and its action each ask). Make one per request
 * (`context.users` on pages), never share it between requests: a role taken away must count
 * on the very next request.
 */
export interface RequestUsers {
  user(id: number): Promise<UserRow | null>;
}

export function requestUsers(db: Db): RequestUsers {
  const read = new Map<number, Promise<UserRow | null>>();
  return {
    user(id) {
      let row = read.get(id);
      if (!row) {
        const reading = findUserById(db, id);
        read.set(id, (row = reading));
        // A failed read is not kept: the next check of the request tries again.
        reading.catch(() => read.get(id) === reading && read.delete(id));
      }
      return row;
    },
  };
}

const userOf = (from: Db | RequestUsers, id: number) =>
  'user' in from ? from.user(id) : findUserById(from, id);

/**
 * Returns `userId` when that user's role grants `permission`, else throws the 404 HttpError.
 * `userId` is the request's signed-in user (`request.ctx.userId`, `context.session?.userId`):
 * while an administrator acts as a customer it is the customer, who has no permission.
 * `from` is the database (one read) or the request's `RequestUsers` (one read per request).
 */
export async function requirePermission(
  from: Db | RequestUsers,
  userId: number | null | undefined,
  permission: Permission,
): Promise<number> {
  if (userId === null || userId === undefined) throw notFound();
  const user = await userOf(from, userId);
  // A disabled account lost its sessions; a session opened just before counts for nothing.
  if (!user || user.disabledAt || !allows(user.role, permission)) throw notFound();
  return user.id;
}

/** What the back-office shell shows a user: their role and permissions (none for a customer). */
export async function staffViewer(
  from: Db | RequestUsers,
  userId: number | null | undefined,
): Promise<{ userId: number; role: StaffRole; permissions: Permission[]; name: string } | null> {
  if (userId === null || userId === undefined) return null;
  const user = await userOf(from, userId);
  const role = staffRoleOf(user?.role);
  if (!user || !role || user.disabledAt) return null;
  return {
    userId: user.id,
    role,
    permissions: permissionsOf(user.role),
    name: `${user.firstname} ${user.lastname}`.trim() || user.email,
  };
}

/** Names and e-mails of users (the audit log's actors), whatever their role today. */
export async function userLabels(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { email: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(
    rows.map((row) => [
      row.id,
      { email: row.email, name: `${row.firstname} ${row.lastname}`.trim() || row.email },
    ]),
  );
}
