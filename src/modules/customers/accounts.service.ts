/**
 * Account use cases: register, log in, verify the e-mail, reset the password. Permission and
 * throttling checks live here so the JSON API and the page actions share them. Registration is
 * here; logging in, password resets and e-mail verification have their own files, re-exported
 * below so callers keep one import path.
 */
import { startCompany } from './companies.service';
import type { Db } from '../../db/client';
import type { Locale } from '../../shared/locale';
import { countryByIso } from '../geo';
import { throttleKey, VERIFICATION_PERIOD_MS } from './accounts.rules';
import type { AccountDeps, SignedIn } from './accounts.contract';
import { assertStrongPassword, fieldError } from './account-checks.service';
import { sendVerificationEmail } from './account-mail.service';
import { countryById, insertUser, releaseAttempt } from './customers.repo';
import type { RegisterInput } from './customers.contract';
import { setCustomerNewsletter } from './newsletter.service';
import { hashPassword } from './secrets.service';
import { openSession, type ClientInfo } from './sessions.service';
import { takeAttempt } from './throttle.service';

export type { AccountDeps, AccountUrls, SignedIn } from './accounts.contract';
export { assertStrongPassword } from './account-checks.service';
export { sendWelcomeEmail } from './account-mail.service';
export { login, type LoginClient, type PasswordSignedIn } from './login.service';
export {
  forgotPassword,
  PASSWORD_RESET_SWEEP,
  resetPassword,
  sendRequestedResetLinks,
} from './password-reset.service';
export { resendVerification, verifyEmail } from './email-verification.service';

export async function register(
  deps: AccountDeps,
  input: RegisterInput,
  context: { locale: Locale; countryIso: string; client?: ClientInfo },
): Promise<SignedIn> {
  const now = deps.now();
  assertStrongPassword(input.password, input);
  const signupKey = context.client?.ip ? throttleKey.signups(context.client.ip) : null;
  if (signupKey) await takeAttempt(deps.db, 'signups', signupKey, now, 'signup_throttled');
  try {
    return await createAccount(deps, input, context, now);
  } catch (error) {
    // Only accounts actually created count against the address.
    if (signupKey) await releaseAttempt(deps.db, signupKey);
    throw error;
  }
}

async function createAccount(
  deps: AccountDeps,
  input: RegisterInput,
  context: { locale: Locale; countryIso: string; client?: ClientInfo },
  now: Date,
): Promise<SignedIn> {
  if (input.country_id != null) {
    const country = await countryById(deps.db, input.country_id);
    if (!country?.isAllowed) throw fieldError(422, 'country_id', 'country_not_allowed');
  }
  const passwordHash = await hashPassword(input.password);
  const locale = (input.locale as Locale | undefined) ?? context.locale;
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const user = await insertUser(db, {
      email: input.email,
      passwordHash,
      firstname: input.firstname,
      lastname: input.lastname,
      genderId: input.gender_id ?? null,
      phone: input.phone,
      company: input.company,
      newsletter: input.newsletter,
      countryId: input.country_id ?? (await countryIdOfIso(db, context.countryIso)),
      locale,
      termsAcceptedAt: now,
      privacyAcceptedAt: now,
      verificationEmailExpiresAt: new Date(now.getTime() + VERIFICATION_PERIOD_MS),
      createdAt: now,
      updatedAt: now,
    });
    if (!user) throw fieldError(422, 'email', 'email_taken');
    if (input.newsletter) await setCustomerNewsletter(db, user, true, now);
    if (input.professional && input.company) await startCompany(db, user.id, input.company, now);
    await sendVerificationEmail(db, deps, user, now);
    const opened = await openSession(db, user.id, now, context.client);
    return { ...opened, user };
  });
}

async function countryIdOfIso(db: Db, iso: string): Promise<number | null> {
  const country = await countryByIso(db, iso);
  return country?.isAllowed ? country.id : null;
}
