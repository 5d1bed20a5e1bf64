/**
 * The back office's permission check, in the service layer so the API routes and the page
 * loaders and actions ask the same question the same way. A visitor, a customer, an
 * administrator acting inside a customer's session, or a staff member without the permission
 * all get the same 404: the back office does not announce itself.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../shared/http';
import { findUserById } from './customers.repo';
import { users } from './customers.tables';
import {
  allows,
  permissionsOf,
  staffRoleOf,
  type Permission,
  type StaffRole,
} from './staff-roles.rules';

/**
 * Returns `userId` when that user's role grants `permission`, else throws the 404 HttpError.
 * `userId` is the request's signed-in user (`request.ctx.userId`, `context.session?.userId`):
 * while an administrator acts as a customer it is the customer, who has no permission.
 */
export async function requirePermission(
  db: Db,
  userId: number | null | undefined,
  permission: Permission,
): Promise<number> {
  if (userId === null || userId === undefined) throw notFound();
  const user = await findUserById(db, userId);
  // A disabled account lost its sessions; a session opened just before counts for nothing.
  if (!user || user.disabledAt || !allows(user.role, permission)) throw notFound();
  return user.id;
}

/** What the back-office shell shows a user: their role and permissions (none for a customer). */
export async function staffViewer(
  db: Db,
  userId: number | null | undefined,
): Promise<{ userId: number; role: StaffRole; permissions: Permission[]; name: string } | null> {
  if (userId === null || userId === undefined) return null;
  const user = await findUserById(db, userId);
  const role = staffRoleOf(user?.role);
  if (!user || !role) return null;
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
