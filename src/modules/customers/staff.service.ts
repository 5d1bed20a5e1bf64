/**
 * Staff accounts (issue 16): who has a back-office role, and the owner changing a role or
 * removing back-office access (invitations: staff-invitations.service.ts). Every write is
 * audited in its own transaction; the shop always keeps an owner. The caller checks the
 * permission (`requirePermission(…, 'staff')`) and passes the actor's id.
 */
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../shared/http';
import { recordAudit } from '../audit';
import { fieldError } from './account-checks.service';
import { users } from './customers.tables';
import { roleChangeProblem, roleColumnOf, staffRoleOf, type StaffRole } from './staff-roles.rules';
import type { StaffInvitationDto, StaffMemberDto } from './staff.contract';
import { staffInvitations } from './staff.tables';

const STAFF_COLUMNS = ['admin', 'staff', 'editor'];

export async function listStaff(
  db: Db,
  now: Date,
): Promise<{ members: StaffMemberDto[]; invitations: StaffInvitationDto[] }> {
  const [members, invitations] = await Promise.all([
    db
      .select()
      .from(users)
      .where(inArray(users.role, STAFF_COLUMNS))
      .orderBy(asc(users.lastname), asc(users.id)),
    db
      .select()
      .from(staffInvitations)
      .where(and(isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, now)))
      .orderBy(asc(staffInvitations.createdAt), asc(staffInvitations.id)),
  ]);
  return {
    members: members.map((u) => ({
      id: u.id,
      email: u.email,
      firstname: u.firstname,
      lastname: u.lastname,
      role: staffRoleOf(u.role)!,
    })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      role: staffRoleOf(i.role)!,
      expires_at: i.expiresAt.toISOString(),
      created_at: i.createdAt.toISOString(),
    })),
  };
}

/**
 * Gives a staff member another role (`to`), or takes their back-office access away (`to`
 * null: the account stays, as a customer's). The staff rows are locked, so two owners demoting
 * each other at once cannot leave the shop without one.
 */
export async function changeStaffRole(
  db: Db,
  actorUserId: number,
  userId: number,
  to: StaffRole | null,
  now: Date,
): Promise<StaffMemberDto | null> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const staff = await tx
      .select()
      .from(users)
      .where(inArray(users.role, STAFF_COLUMNS))
      .orderBy(asc(users.id))
      .for('update');
    const member = staff.find((u) => u.id === userId);
    if (!member) throw notFound();
    const from = staffRoleOf(member.role)!;
    const owners = staff.filter((u) => staffRoleOf(u.role) === 'owner').length;
    const problem = roleChangeProblem(from, to, owners);
    if (problem) throw fieldError(409, 'role', problem);
    const [row] = await tx
      .update(users)
      .set({ role: to ? roleColumnOf(to) : 'customer', updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    await recordAudit(tx, {
      actorUserId,
      action: to ? 'staff.role_change' : 'staff.remove',
      entity: 'user',
      entityId: userId,
      before: { role: from },
      after: { role: to },
    });
    return to
      ? {
          id: row!.id,
          email: row!.email,
          firstname: row!.firstname,
          lastname: row!.lastname,
          role: to,
        }
      : null;
  });
}
