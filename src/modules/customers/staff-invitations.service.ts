/**
 * Invitations to the back office (issue 16): the owner invites an address with a role (an
 * e-mailed single-use link through the outbox); the invitee accepts — a new account with its
 * password, or the role granted to the account that already has that address. Every write is
 * audited in its own transaction. The caller checks the permission ('staff') and passes the
 * actor's id.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../shared/http';
import type { Locale } from '../../shared/locale';
import { recordAudit } from '../audit';
import { enqueueEmail } from '../mail';
import { assertStrongPassword, fieldError } from './account-checks.service';
import { findUserByEmail, insertUser } from './customers.repo';
import { users } from './customers.tables';
import { hashPassword, hashToken, newToken } from './secrets.service';
import { roleColumnOf, staffRoleOf, type StaffRole } from './staff-roles.rules';
import type { AcceptInvitationInput, StaffInvitationDto, StaffInviteInput } from './staff.contract';
import { staffInvitations } from './staff.tables';

export const INVITATION_TTL_MS = 7 * 86_400_000;

/** The role's name in the invitation e-mail (the back office speaks French and English). */
const ROLE_NAMES: Record<'fr' | 'en', Record<StaffRole, string>> = {
  fr: { owner: 'propriétaire', staff: 'équipe', editor: 'rédaction' },
  en: { owner: 'owner', staff: 'staff', editor: 'editor' },
};

export interface StaffDeps {
  db: Db;
  now: Date;
  /** The absolute link of the acceptance page for a token, in the page's language. */
  invitationLink(token: string, locale: Locale): string;
}

/** Invites an address; an earlier pending invitation of the same address is withdrawn. */
export async function inviteStaff(
  deps: StaffDeps,
  actorUserId: number,
  input: StaffInviteInput,
  locale: Locale,
): Promise<StaffInvitationDto> {
  const email = input.email.trim();
  const existing = await findUserByEmail(deps.db, email);
  if (staffRoleOf(existing?.role)) throw fieldError(409, 'email', 'already_staff');
  const token = newToken();
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx
      .update(staffInvitations)
      .set({ usedAt: deps.now })
      .where(
        and(
          sql`lower(${staffInvitations.email}) = ${email.toLowerCase()}`,
          isNull(staffInvitations.usedAt),
        ),
      );
    const [row] = await tx
      .insert(staffInvitations)
      .values({
        email,
        role: roleColumnOf(input.role),
        tokenHash: hashToken(token),
        invitedBy: actorUserId,
        expiresAt: new Date(deps.now.getTime() + INVITATION_TTL_MS),
        createdAt: deps.now,
      })
      .returning();
    const mailLocale = locale === 'fr' ? 'fr' : 'en';
    await enqueueEmail(tx, {
      to: email,
      locale: mailLocale,
      template: 'staff_invitation',
      data: {
        link: deps.invitationLink(token, mailLocale),
        role: ROLE_NAMES[mailLocale][input.role],
      },
    });
    await recordAudit(tx, {
      actorUserId,
      action: 'staff.invite',
      entity: 'staff_invitation',
      entityId: row!.id,
      after: { email, role: input.role },
    });
    return {
      id: row!.id,
      email,
      role: input.role,
      expires_at: row!.expiresAt.toISOString(),
      created_at: row!.createdAt.toISOString(),
    };
  });
}

/** The pending invitation a link names: its address, role and whether that address has an account. */
export async function invitationByToken(
  db: Db,
  token: string,
  now: Date,
): Promise<{ email: string; role: StaffRole; hasAccount: boolean } | null> {
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, hashToken(token)),
        isNull(staffInvitations.usedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    );
  if (!row) return null;
  const account = await findUserByEmail(db, row.email);
  return { email: row.email, role: staffRoleOf(row.role)!, hasAccount: account !== null };
}

/**
 * Accepts an invitation, once: the account of that address gets the role (created with the
 * given password and names when there is none). The link is dead afterwards. Returns the
 * account's e-mail, for the sign-in page.
 */
export async function acceptInvitation(
  db: Db,
  input: AcceptInvitationInput,
  now: Date,
): Promise<{ userId: number; email: string; created: boolean; role: StaffRole }> {
  const invalid = () => fieldError(410, 'token', 'invitation_invalid');
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [invitation] = await tx
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.tokenHash, hashToken(input.token)))
      .for('update');
    if (!invitation || invitation.usedAt || invitation.expiresAt <= now) throw invalid();
    const role = staffRoleOf(invitation.role)!;
    let account = await findUserByEmail(tx, invitation.email);
    const created = account === null;
    if (!account) {
      const missing = Object.fromEntries(
        (['firstname', 'lastname', 'password'] as const)
          .filter((field) => !input[field])
          .map((field) => [field, [{ key: 'required' as const }]]),
      );
      if (Object.keys(missing).length > 0) throw new HttpError(422, 'form_invalid', missing);
      assertStrongPassword(input.password!, {
        email: invitation.email,
        firstname: input.firstname!,
        lastname: input.lastname!,
      });
      account = await insertUser(tx, {
        email: invitation.email,
        passwordHash: await hashPassword(input.password!),
        role: roleColumnOf(role),
        firstname: input.firstname!,
        lastname: input.lastname!,
        // The e-mailed link proved the address.
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      if (!account) throw invalid();
    } else {
      // An owner invited again keeps owning the shop: an invitation only ever grants.
      if (staffRoleOf(account.role) !== 'owner')
        await tx
          .update(users)
          .set({ role: roleColumnOf(role), updatedAt: now })
          .where(eq(users.id, account.id));
    }
    await tx
      .update(staffInvitations)
      .set({ usedAt: now, acceptedUserId: account.id })
      .where(eq(staffInvitations.id, invitation.id));
    await recordAudit(tx, {
      actorUserId: account.id,
      action: 'staff.accept',
      entity: 'user',
      entityId: account.id,
      before: { role: created ? null : staffRoleOf(account.role) },
      after: { role: staffRoleOf(account.role) === 'owner' ? 'owner' : role, email: account.email },
    });
    const granted = staffRoleOf(account.role) === 'owner' ? 'owner' : role;
    return { userId: account.id, email: account.email, created, role: granted };
  });
}

/** Withdraws a pending invitation: its link stops working. */
export async function withdrawInvitation(
  db: Db,
  actorUserId: number,
  invitationId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .update(staffInvitations)
      .set({ usedAt: now })
      .where(and(eq(staffInvitations.id, invitationId), isNull(staffInvitations.usedAt)))
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, {
      actorUserId,
      action: 'staff.invitation_withdraw',
      entity: 'staff_invitation',
      entityId: row.id,
      before: { email: row.email, role: staffRoleOf(row.role) },
    });
  });
}
