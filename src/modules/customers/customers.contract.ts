/**
 * Inputs of the account API and forms (SPEC §5, §7): one zod schema per use case, shared by
 * the JSON routes and the page actions. Unknown fields are refused (strict objects); every
 * message is a key of src/shared/messages.ts, translated when the error is answered.
 */
import { z } from 'zod';
import { isLocale } from '../../shared/locale';
import { PASSWORD_MAX_LENGTH, unmetPasswordRules } from './accounts.rules';

const text = (max: number) =>
  z.string({ error: 'invalid_value' }).trim().max(max, { error: 'too_long' });

const requiredText = (max: number) => text(max).min(1, { error: 'required' });
/**
 * An optional text: blank clears it (null), and a field left out stays `undefined`, so an
 * update leaves what it does not name unchanged.
 */
const optionalText = (max: number) =>
  text(max)
    .optional()
    .nullable()
    .transform((value) => (value === undefined ? undefined : value || null));

export const emailField = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(254, { error: 'too_long' })
  .pipe(z.email({ error: 'invalid_email' }));

/** A new password: the shared rule, checked here so API and forms say the same. */
export const newPasswordField = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .max(PASSWORD_MAX_LENGTH, { error: 'too_long' })
  .refine((password) => unmetPasswordRules(password).length === 0, { error: 'password_rules' });

const idField = z.coerce
  .number({ error: 'invalid_integer' })
  .int({ error: 'invalid_integer' })
  .positive({ error: 'invalid_integer' })
  .max(2_147_483_647, { error: 'invalid_integer' });

/** Checkboxes arrive as true/"on"/"1" from forms and as booleans from JSON. */
const checkbox = z
  .union([z.boolean(), z.enum(['on', '1', 'true', '0', 'false', ''])])
  .optional()
  .transform((value) => value === true || value === 'on' || value === '1' || value === 'true');

const localeField = z
  .string()
  .optional()
  .refine((value) => value === undefined || isLocale(value), { error: 'invalid_value' });

/** The confirmation, when the form sends one, must repeat the new password. */
function checkConfirmation(
  input: { password?: string; password_confirmation?: string },
  ctx: z.RefinementCtx,
) {
  if (input.password_confirmation !== undefined && input.password_confirmation !== input.password)
    ctx.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      message: 'passwords_mismatch',
    });
}

export const loginInput = z.strictObject({
  email: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(254),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(1024),
});

export const registerInput = z
  .strictObject({
    email: emailField,
    password: newPasswordField,
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    firstname: requiredText(100),
    lastname: requiredText(100),
    gender_id: idField.optional().nullable(),
    phone: optionalText(32),
    country_id: idField.optional().nullable(),
    company: optionalText(150),
    /** "I am a professional": the account gets a company to complete (decision 047). */
    professional: checkbox,
    newsletter: checkbox,
    accept_terms: checkbox.refine((accepted) => accepted, { error: 'terms_required' }),
    accept_privacy: checkbox.refine((accepted) => accepted, { error: 'privacy_required' }),
    locale: localeField,
  })
  .superRefine((input, ctx) => {
    checkConfirmation(input, ctx);
    if (input.professional && !input.company)
      ctx.addIssue({ code: 'custom', path: ['company'], message: 'required' });
  });
export type RegisterInput = z.infer<typeof registerInput>;

/** PUT /users/{id}: every field optional; a password change needs the current one. */
export const updateUserInput = z
  .strictObject({
    firstname: requiredText(100).optional(),
    lastname: requiredText(100).optional(),
    gender_id: idField.optional().nullable(),
    phone: optionalText(32),
    fixed_phone: optionalText(32),
    company: optionalText(150),
    vat_number: optionalText(32),
    siret: optionalText(20),
    newsletter: z.boolean({ error: 'invalid_value' }).optional(),
    country_id: idField.optional(),
    locale: localeField,
    current_password: z.string().max(1024).optional(),
    password: newPasswordField.optional(),
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.password === undefined) return;
    if (!input.current_password)
      ctx.addIssue({ code: 'custom', path: ['current_password'], message: 'required' });
    checkConfirmation(input, ctx);
  });
export type UpdateUserInput = z.infer<typeof updateUserInput>;

export const forgotPasswordInput = z.strictObject({ email: emailField, locale: localeField });

export const newPasswordInput = z
  .strictObject({
    token: z.string({ error: 'token_invalid' }).min(1, { error: 'token_invalid' }).max(200),
    password: newPasswordField,
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  })
  .superRefine((input, ctx) => {
    checkConfirmation(input, ctx);
  });

export const verifyEmailInput = z.strictObject({
  token: z.string({ error: 'token_invalid' }).min(1, { error: 'token_invalid' }).max(200),
});

/** Signed out, the resend form names the address; signed in, the body may be empty. */
export const resendVerificationInput = z.strictObject({
  email: emailField.optional(),
  locale: localeField,
});
