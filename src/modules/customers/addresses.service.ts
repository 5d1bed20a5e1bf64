/**
 * A customer's addresses (`/addresses`, `/users/{id}/user_addresses`). Every read and write is
 * scoped to the owner: another customer's address id answers 404, like an unknown one.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { QueryErrors } from '../../shared/api-query';
import { HttpError, notFound } from '../../shared/http';
import { pick, type Locale } from '../../shared/locale';
import { countriesByIds, countryById, type Country } from '../geo';
import { normaliseMobilePhone, normalisePhone, postCodeIsValid } from './addresses.rules';
import type { AddressInput, AddressUpdateInput, DeliveryAddressInput } from './addresses.contract';
import { addresses, type AddressSnapshot } from './addresses.tables';

type AddressRow = typeof addresses.$inferSelect;

export interface AddressDto {
  id: number;
  name: string;
  firstname: string;
  lastname: string;
  company: string | null;
  address: string;
  address_complement: string | null;
  floor: string | null;
  building: string | null;
  city: string;
  post_code: string;
  postCode: string;
  country_id: number;
  country: { id: number; iso: string; name: string } | null;
  phone: string;
  fixed_phone: string | null;
  created_at: string;
  createdAt: string;
}

function addressDto(row: AddressRow, country: Country | undefined, locale: Locale): AddressDto {
  return {
    id: row.id,
    name: row.name,
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    address: row.address,
    address_complement: row.addressComplement,
    floor: row.floor,
    building: row.building,
    city: row.city,
    post_code: row.postCode,
    postCode: row.postCode,
    country_id: row.countryId,
    country: country
      ? { id: country.id, iso: country.iso, name: pick(country.name, locale) }
      : null,
    phone: row.phone,
    fixed_phone: row.fixedPhone,
    created_at: row.createdAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAddressDtos(
  db: Db,
  userId: number,
  locale: Locale,
): Promise<AddressDto[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
  const byId = await countriesByIds(
    db,
    rows.map((r) => r.countryId),
  );
  return rows.map((r) => addressDto(r, byId.get(r.countryId), locale));
}

export async function getAddress(
  db: Db,
  userId: number,
  id: number,
  locale: Locale,
): Promise<AddressDto> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!row) throw notFound();
  return addressDto(row, (await countryById(db, row.countryId)) ?? undefined, locale);
}

/** Checks what needs the database (the country) and the country-dependent formats. */
async function validated(db: Db, input: AddressInput) {
  const errors: QueryErrors = {};
  const country = await countryById(db, input.country_id);
  if (!country?.isAllowed) errors.country_id = [{ key: 'country_not_allowed' }];
  const iso = country?.iso ?? 'FR';
  const phone = normaliseMobilePhone(input.phone, iso);
  if (!phone) errors.phone = [{ key: 'phone_invalid' }];
  const fixedPhone = input.fixed_phone ? normalisePhone(input.fixed_phone, iso) : null;
  if (input.fixed_phone && !fixedPhone) errors.fixed_phone = [{ key: 'invalid_value' }];
  if (country && !postCodeIsValid(input.post_code, iso))
    errors.post_code = [{ key: 'invalid_value' }];
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'form_invalid', errors);
  return {
    name: input.name,
    firstname: input.firstname,
    lastname: input.lastname,
    company: input.company,
    address: input.address,
    addressComplement: input.address_complement,
    floor: input.floor,
    building: input.building,
    city: input.city,
    postCode: input.post_code.toUpperCase(),
    countryId: input.country_id,
    phone: phone!,
    fixedPhone,
  };
}

/** A customer keeps at most this many addresses (a bound on what one account can store). */
export const MAX_ADDRESSES = 50;

export async function createAddress(
  db: Db,
  userId: number,
  input: AddressInput,
  locale: Locale,
  now: Date,
) {
  const values = await validated(db, input);
  const existing = await db.$count(addresses, eq(addresses.userId, userId));
  if (existing >= MAX_ADDRESSES) throw new HttpError(422, 'too_many_requests');
  const [row] = await db
    .insert(addresses)
    .values({ ...values, userId, createdAt: now, updatedAt: now })
    .returning({ id: addresses.id });
  return getAddress(db, userId, row!.id, locale);
}

/**
 * `PUT /addresses/{id}`: the fields sent replace the stored ones, a field left out stays as it
 * is; the whole address is then checked again (a new country may need another post code).
 */
export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  input: AddressUpdateInput,
  locale: Locale,
  now: Date,
) {
  const current = await getAddress(db, userId, id, locale); // 404 before anything is said about the input
  const merged: AddressInput = {
    name: input.name ?? current.name,
    firstname: input.firstname ?? current.firstname,
    lastname: input.lastname ?? current.lastname,
    company: input.company !== undefined ? input.company : current.company,
    address: input.address ?? current.address,
    address_complement:
      input.address_complement !== undefined
        ? input.address_complement
        : current.address_complement,
    floor: input.floor !== undefined ? input.floor : current.floor,
    building: input.building !== undefined ? input.building : current.building,
    city: input.city ?? current.city,
    post_code: input.post_code ?? current.post_code,
    country_id: input.country_id ?? current.country_id,
    phone: input.phone ?? current.phone,
    fixed_phone: input.fixed_phone !== undefined ? input.fixed_phone : current.fixed_phone,
  };
  const values = await validated(db, merged);
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: now })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  if (!row) throw notFound();
  return getAddress(db, userId, id, locale);
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  if (rows.length === 0) throw notFound();
}

/** An address of the customer as an order keeps it, with what shipping checks need. */
export interface AddressForOrder {
  snapshot: AddressSnapshot;
  countryAllowed: boolean;
  postCodeValid: boolean;
  /** The phone is a mobile number of the country (SPEC §5: required for delivery). */
  mobilePhoneValid: boolean;
}

export async function addressForOrder(
  db: Db,
  userId: number,
  id: number,
): Promise<AddressForOrder | null> {
  const [a] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  const country = a ? await countryById(db, a.countryId) : null;
  if (!a || !country) return null;
  return {
    snapshot: {
      firstname: a.firstname,
      lastname: a.lastname,
      company: a.company,
      address: a.address,
      address_complement: a.addressComplement,
      floor: a.floor,
      building: a.building,
      city: a.city,
      post_code: a.postCode,
      country_id: a.countryId,
      country_iso: country.iso,
      phone: a.phone,
      fixed_phone: a.fixedPhone,
    },
    countryAllowed: country.isAllowed,
    postCodeValid: postCodeIsValid(a.postCode, country.iso),
    mobilePhoneValid: normaliseMobilePhone(a.phone, country.iso) !== null,
  };
}

/**
 * A delivery address typed by staff for an order, checked by the same rules as a customer's
 * (allowed country, post code of the country, mobile phone of the country): the snapshot an
 * order keeps, or the 422 naming each bad field.
 */
export async function deliveryAddressSnapshot(
  db: Db,
  input: DeliveryAddressInput,
): Promise<AddressSnapshot> {
  const values = await validated(db, { ...input, name: 'delivery' });
  const country = await countryById(db, values.countryId);
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    company: values.company ?? null,
    address: values.address,
    address_complement: values.addressComplement ?? null,
    floor: values.floor ?? null,
    building: values.building ?? null,
    city: values.city,
    post_code: values.postCode,
    country_id: values.countryId,
    country_iso: country!.iso,
    phone: values.phone,
    fixed_phone: values.fixedPhone,
  };
}
