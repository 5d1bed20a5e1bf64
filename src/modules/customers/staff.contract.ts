/**
 * Inputs of the staff pages and `/api/admin/staff` routes (shared, so both refuse the same
 * things with the same translated messages), and what the staff list shows. Pure.
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './accounts.rules';
import { emailField, newPasswordField } from './customers.contract';
import { STAFF_ROLES, type StaffRole } from './staff-roles.rules';

const roleField = z.enum(STAFF_ROLES, { error: 'invalid_value' });

export const staffInviteInput = z.strictObject({ email: emailField, role: roleField });
export type StaffInviteInput = z.output<typeof staffInviteInput>;

export const staffRoleInput = z.strictObject({ role: roleField });

const name = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(100, { error: 'too_long' });

/**
 * Accepting an invitation. A new account needs a password and a name; an address that already
 * has an account keeps its password and names, and sends only the token.
 */
export const acceptInvitationInput = z
  .strictObject({
    token: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200),
    firstname: name.optional(),
    lastname: name.optional(),
    password: newPasswordField.optional(),
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.password_confirmation !== undefined && input.password_confirmation !== input.password)
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: 'passwords_mismatch',
      });
  });
export type AcceptInvitationInput = z.output<typeof acceptInvitationInput>;

export interface StaffMemberDto {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  role: StaffRole;
}

export interface StaffInvitationDto {
  id: number;
  email: string;
  role: StaffRole;
  expires_at: string;
  created_at: string;
}
