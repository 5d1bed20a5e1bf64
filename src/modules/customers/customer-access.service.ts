/**
 * Who may use an account, from the back office (decision 033): disabling and enabling it, and
 * signing it out on every device. Same rules as the edit (customer-admin.service.ts): the
 * 'customers' permission, a back-office account by the owner only, never oneself, audited in
 * the write's transaction.
 */
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError } from '../../shared/http';
import { recordAudit } from '../audit';
import type { CustomerDetail } from './customer-admin.contract';
import { accountForChange, detailOf, iso } from './customer-admin.service';
import { sessions, users } from './customers.tables';
import { requirePermission } from './permissions.service';
import { staffRoleOf } from './staff-roles.rules';

/**
 * Disables (`disabled`: true) or enables an account. Disabling revokes every session of the
 * account at once (its own and any back-office session acting as it); a disabled account
 * cannot sign in (login and social login answer `account_disabled`). Refused (409): the
 * account already in that state, oneself, a back-office account unless by the owner, and the
 * shop's last working owner.
 */
export async function setCustomerDisabled(
  db: Db,
  actorUserId: number | null,
  customerId: number,
  disabled: boolean,
  now: Date,
): Promise<CustomerDetail> {
  const actorId = await requirePermission(db, actorUserId, 'customers');
  const updated = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const user = await accountForChange(t, actorId, customerId);
    if (disabled && user.id === actorId) throw new HttpError(409, 'cannot_disable_self');
    if (disabled === (user.disabledAt !== null))
      throw new HttpError(409, disabled ? 'account_already_disabled' : 'account_not_disabled');
    if (disabled && staffRoleOf(user.role) === 'owner') {
      const [owners] = await t
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.disabledAt), ne(users.id, user.id)));
      if (Number(owners?.n ?? 0) === 0) throw new HttpError(409, 'last_owner');
    }
    const [row] = await t
      .update(users)
      .set({ disabledAt: disabled ? now : null, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    const closed = disabled
      ? await t.delete(sessions).where(eq(sessions.userId, user.id)).returning({ id: sessions.id })
      : [];
    await recordAudit(t, {
      actorUserId: actorId,
      action: disabled ? 'customer.disable' : 'customer.enable',
      entity: 'user',
      entityId: user.id,
      before: { disabled_at: iso(user.disabledAt) },
      after: {
        disabled_at: iso(row!.disabledAt),
        ...(disabled ? { sessions_closed: closed.length } : {}),
      },
    });
    return row!;
  });
  return detailOf(db, updated, now);
}

/** Signs the account out on every device ("sign out everywhere"); answers how many sessions. */
export async function signOutEverywhere(
  db: Db,
  actorUserId: number | null,
  customerId: number,
): Promise<{ sessions_closed: number }> {
  const actorId = await requirePermission(db, actorUserId, 'customers');
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const user = await accountForChange(t, actorId, customerId);
    if (user.id === actorId) throw new HttpError(409, 'cannot_disable_self');
    const closed = await t
      .delete(sessions)
      .where(eq(sessions.userId, user.id))
      .returning({ id: sessions.id });
    await recordAudit(t, {
      actorUserId: actorId,
      action: 'customer.sign_out_everywhere',
      entity: 'user',
      entityId: user.id,
      after: { sessions_closed: closed.length },
    });
    return { sessions_closed: closed.length };
  });
}
