/**
 * The customer's own record: `GET /auth/me`, `GET/PUT /users/{id}` (self only), genders.
 * Another customer's id is answered like an unknown one (404): ids are not secrets, data is.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ListQuerySpec, QueryErrors } from '../../shared/api-query';
import { HttpError, notFound } from '../../shared/http';
import { pick, type Locale } from '../../shared/locale';
import { isProfessional, throttleKey } from './accounts.rules';
import { companies, genders, users } from './customers.tables';
import {
  clearThrottle,
  companyStatusOf,
  countryById,
  deleteOtherSessions,
  findUserById,
  updateUser,
  type UserRow,
} from './customers.repo';
import type { UpdateUserInput } from './customers.contract';
import { passwordWeakness } from './password-strength.rules';
import { hashPassword, verifyPassword } from './secrets.service';
import { takeAttempt } from './throttle.service';
import { listAddressDtos } from './addresses.service';
import { listFavoriteDtos } from './favorites.service';
import { newsletterOf, setCustomerNewsletter } from './newsletter.service';
import { loyaltyActions, loyaltyBalance } from './loyalty.service';
import { companyAlertOf, companyDtos } from './companies.service';
import { compactSiret, isValidSiret, vatNumberFits } from './company.rules';
import { compactVatNumber } from '../geo';

/**
 * The customer's current cart as `/auth/me?include=current_order` shows it. The orders module
 * owns carts and depends on this one, so the caller passes its reader (the server wires it).
 */
export type CurrentOrderReader = (
  db: Db,
  userId: number,
) => Promise<{ id: number; items_count: number } | null>;

/**
 * The customer's claims as `/auth/me?include=supports` lists them (id, title, state, times).
 * The support module owns claims and depends on this one: the server passes its reader.
 */
export type SupportsReader = (db: Db, userId: number) => Promise<unknown[]>;

export const meQuerySpec: ListQuerySpec = {
  includes: [
    'role',
    'gender',
    'favorites',
    'country',
    'current_order',
    'supports',
    'company',
    'company.uploads',
    'company.company_status',
    'addresses',
    'addresses.country',
    'newsletter_subscription',
    'newsletter_subscription.status',
    'loyalty_points_actions',
  ],
};

export interface UserDto {
  id: number;
  customer_number: number;
  email: string;
  gender_id: number | null;
  firstname: string;
  lastname: string;
  phone: string | null;
  fixed_phone: string | null;
  company: string | null;
  vat_number: string | null;
  siret: string | null;
  newsletter: boolean;
  country_id: number | null;
  locale: string;
  role: string;
  is_pro: boolean;
  /** SPEC §2: the professional entry's alert (a company not verified, no document sent). */
  company_alert?: boolean;
  email_verified_at: string | null;
  verification_email_expires_at: string | null;
  created_at: string;
  [include: string]: unknown;
}

export function userDto(user: UserRow, companyStatus: string | null): UserDto {
  return {
    id: user.id,
    customer_number: user.id,
    email: user.email,
    gender_id: user.genderId,
    firstname: user.firstname,
    lastname: user.lastname,
    phone: user.phone,
    fixed_phone: user.fixedPhone,
    company: user.company,
    vat_number: user.vatNumber,
    siret: user.siret,
    newsletter: user.newsletter,
    country_id: user.countryId,
    locale: user.locale,
    role: user.role,
    is_pro: isProfessional(companyStatus),
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    verification_email_expires_at: user.verificationEmailExpiresAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
  };
}

/** The signed-in customer with the includes of SPEC §7 (`GET /auth/me`). */
export async function me(
  db: Db,
  userId: number,
  locale: Locale,
  include: ReadonlySet<string> = new Set(),
  currentOrder?: CurrentOrderReader,
  supports?: SupportsReader,
): Promise<UserDto> {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, 'unauthenticated');
  const [company] = await db.select().from(companies).where(eq(companies.userId, userId));
  const dto = userDto(user, company?.status ?? null);
  const has = (name: string) =>
    include.has(name) || [...include].some((i) => i.startsWith(`${name}.`));
  if (has('role')) dto.role_detail = { name: user.role };
  if (has('gender')) {
    const gender = user.genderId
      ? await db.query.genders.findFirst({ where: eq(genders.id, user.genderId) })
      : undefined;
    dto.gender = gender
      ? { id: gender.id, code: gender.code, name: pick(gender.name, locale) }
      : null;
  }
  if (has('country')) {
    const country = user.countryId ? await countryById(db, user.countryId) : null;
    dto.country = country
      ? { id: country.id, iso: country.iso, name: pick(country.name, locale) }
      : null;
  }
  // `company` is the user's company name (SPEC §3): the Company entity with its status and
  // uploads (SPEC §7's include) answers as `company_detail` (decision 047).
  if (has('company')) dto.company_detail = company ? (await companyDtos(db, [company]))[0] : null;
  dto.company_alert = company ? await companyAlertOf(db, userId) : false;
  if (has('addresses')) dto.addresses = await listAddressDtos(db, userId, locale);
  if (has('favorites')) dto.favorites = await listFavoriteDtos(db, { userId }, null);
  if (has('newsletter_subscription')) dto.newsletter_subscription = await newsletterOf(db, user);
  if (has('current_order')) {
    if (!currentOrder) throw new Error('me: current_order asked without its reader');
    dto.current_order = await currentOrder(db, userId);
  }
  if (has('supports')) {
    if (!supports) throw new Error('me: supports asked without its reader');
    dto.supports = await supports(db, userId);
  }
  if (has('loyalty_points_actions')) {
    dto.loyalty_points_actions = await loyaltyActions(db, userId);
    dto.loyalty_points = await loyaltyBalance(db, userId);
  }
  return dto;
}

/** `GET /users/{id}`: the customer's own record only. */
export async function getOwnUser(db: Db, actorId: number, id: number): Promise<UserDto> {
  if (actorId !== id) throw notFound();
  const user = await findUserById(db, id);
  if (!user) throw notFound();
  return userDto(user, await companyStatusOf(db, id));
}

/**
 * `PUT /users/{id}`: profile, country (`country_id`, refused for PRO accounts, SPEC §5), language,
 * and the password (the current one required; every other session then ends).
 */
export async function updateOwnUser(
  db: Db,
  actor: { userId: number; sessionId: number },
  id: number,
  input: UpdateUserInput,
  now: Date,
): Promise<UserDto> {
  if (actor.userId !== id) throw notFound();
  const user = await findUserById(db, id);
  if (!user) throw notFound();
  const companyStatus = await companyStatusOf(db, id);
  const errors: QueryErrors = {};
  if (input.country_id !== undefined && input.country_id !== user.countryId) {
    if (isProfessional(companyStatus)) errors.country_id = [{ key: 'country_locked_pro' }];
    else if (!(await countryById(db, input.country_id))?.isAllowed)
      errors.country_id = [{ key: 'country_not_allowed' }];
  }
  // The company's identity (decision 047): checked like the company form, and frozen once
  // an administrator verified it.
  if (input.siret && !isValidSiret(input.siret)) errors.siret = [{ key: 'siret_invalid' }];
  if (input.vat_number && !vatNumberFits(input.vat_number, null))
    errors.vat_number = [{ key: 'vat_number_invalid' }];
  if (companyStatus === 'verified')
    for (const [field, now, before] of [
      ['company', input.company, user.company],
      ['siret', input.siret && compactSiret(input.siret), user.siret],
      ['vat_number', input.vat_number && compactVatNumber(input.vat_number), user.vatNumber],
    ] as const)
      if (now !== undefined && now !== before) errors[field] = [{ key: 'company_locked' }];
  if (input.password !== undefined) {
    // Guessing the current password through this form is slowed like a login (taken before
    // the hash; a right guess starts the count again).
    const key = throttleKey.currentPassword(id);
    await takeAttempt(db, 'currentPassword', key, now, 'too_many_attempts');
    if (await verifyPassword(user.passwordHash, input.current_password ?? ''))
      await clearThrottle(db, key);
    else errors.current_password = [{ key: 'current_password_wrong' }];
  }
  if (input.password !== undefined) {
    const weakness = passwordWeakness(input.password, {
      email: user.email,
      firstname: input.firstname ?? user.firstname,
      lastname: input.lastname ?? user.lastname,
    });
    if (weakness) errors.password = [{ key: weakness }];
  }
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'form_invalid', errors);

  const values: Partial<typeof users.$inferInsert> = {};
  if (input.firstname !== undefined) values.firstname = input.firstname;
  if (input.lastname !== undefined) values.lastname = input.lastname;
  if (input.gender_id !== undefined) values.genderId = input.gender_id;
  if (input.phone !== undefined) values.phone = input.phone;
  if (input.fixed_phone !== undefined) values.fixedPhone = input.fixed_phone;
  if (input.company !== undefined) values.company = input.company;
  if (input.vat_number !== undefined)
    values.vatNumber = input.vat_number && compactVatNumber(input.vat_number);
  if (input.siret !== undefined) values.siret = input.siret && compactSiret(input.siret);
  if (input.newsletter !== undefined) values.newsletter = input.newsletter;
  if (input.country_id !== undefined) values.countryId = input.country_id;
  if (input.locale !== undefined) values.locale = input.locale;
  if (input.password !== undefined) values.passwordHash = await hashPassword(input.password);

  const updated = await db.transaction(async (tx) => {
    const row = await updateUser(tx as unknown as Db, id, values, now);
    if (input.newsletter !== undefined && input.newsletter !== user.newsletter)
      await setCustomerNewsletter(tx as unknown as Db, row!, input.newsletter, now);
    if (input.password !== undefined) {
      // Keep the session that made the change; end the others.
      await deleteOtherSessions(tx as unknown as Db, id, actor.sessionId);
    }
    return row!;
  });
  return userDto(updated, companyStatus);
}

export async function listGenders(db: Db, locale: Locale) {
  const rows = await db.select().from(genders).orderBy(asc(genders.position));
  return rows.map((g) => ({ id: g.id, code: g.code, name: pick(g.name, locale) }));
}
