/**
 * A PRO customer's company (decision 047): its details (name, SIRET and VAT number on the
 * user, SPEC §3; activity and billing address on the company), the VIES check of its VAT
 * number, and its documents. Another customer's company is answered like a missing one (404).
 */
import type { Db } from '../../db/client';
import { HttpError, notFound, validationFailed } from '../../shared/http';
import type { QueryErrors } from '../../shared/api-query';
import { compactVatNumber, countryById, countriesByIds } from '../geo';
import { findUploads, uploadDto } from '../media';
import {
  compactSiret,
  companyTransition,
  isCompanyStatus,
  isValidSiret,
  missingCompanyFields,
  needsDocumentsAlert,
  vatNumberFits,
  type CompanyDetails,
} from './company.rules';
import type { CompanyDto, CompanyInput } from './company.contract';
import {
  companyById,
  companyOfUser,
  documentsOfCompanies,
  insertCompany,
  updateCompany,
  type CompanyRow,
} from './companies.repo';
import { findUserById, updateUser, type UserRow } from './customers.repo';
import type { VatChecker } from './vies.adapter';

export interface CompanyDeps {
  db: Db;
  vatChecker: VatChecker;
  now: () => Date;
}

/** The answer's name of each company field (missing_fields, errors). */
const FIELD_NAMES: Record<keyof CompanyDetails, string> = {
  name: 'name',
  siret: 'siret',
  vatNumber: 'vat_number',
  activity: 'activity',
  billingAddress: 'billing_address',
  billingPostCode: 'billing_post_code',
  billingCity: 'billing_city',
  billingCountryIso: 'billing_country_id',
};

function detailsOf(company: CompanyRow, user: UserRow, countryIso: string | null): CompanyDetails {
  return {
    name: user.company ?? company.name,
    siret: user.siret,
    vatNumber: user.vatNumber,
    activity: company.activity,
    billingAddress: company.billingAddress,
    billingPostCode: company.billingPostCode,
    billingCity: company.billingCity,
    billingCountryIso: countryIso,
  };
}

/** Companies as the API shows them, with their documents and the owner's identity fields. */
export async function companyDtos(db: Db, rows: readonly CompanyRow[]): Promise<CompanyDto[]> {
  if (rows.length === 0) return [];
  const documents = await documentsOfCompanies(
    db,
    rows.map((row) => row.id),
  );
  const files = new Map(
    (
      await findUploads(
        db,
        documents.map((d) => d.uploadId),
      )
    ).map((u) => [u.id, u]),
  );
  const countryIds = rows.map((row) => row.billingCountryId).filter((id) => id !== null);
  const countries = await countriesByIds(db, countryIds);
  const users = await Promise.all(rows.map((row) => findUserById(db, row.userId)));
  return rows.map((row, index) => {
    const user = users[index]!;
    const iso =
      row.billingCountryId === null ? null : (countries.get(row.billingCountryId)?.iso ?? null);
    const uploads = documents
      .filter((d) => d.companyId === row.id && files.has(d.uploadId))
      .map((d) => {
        const file = uploadDto(files.get(d.uploadId)!);
        return {
          id: file.id,
          url: file.url,
          original_name: file.original_name,
          content_type: file.content_type,
          size: file.size,
          issued_on: d.issuedOn,
          created_at: file.created_at,
        };
      });
    const checkCurrent =
      row.vatCheckStatus !== null &&
      row.vatCheckedAt !== null &&
      row.vatCheckedNumber !== null &&
      row.vatCheckedNumber === user.vatNumber;
    return {
      id: row.id,
      user_id: row.userId,
      name: user.company ?? row.name,
      siret: user.siret,
      vat_number: user.vatNumber,
      activity: row.activity,
      billing_address: {
        address: row.billingAddress,
        address_complement: row.billingAddressComplement,
        post_code: row.billingPostCode,
        city: row.billingCity,
        country_id: row.billingCountryId,
        country_iso: iso,
      },
      company_status: { identifier: row.status },
      rejection_reason: row.status === 'rejected' ? row.rejectionReason : null,
      vat_check: checkCurrent
        ? {
            status: row.vatCheckStatus as 'valid' | 'invalid' | 'unavailable',
            vat_number: row.vatCheckedNumber!,
            checked_at: row.vatCheckedAt!.toISOString(),
            name: row.vatCheckName,
            address: row.vatCheckAddress,
          }
        : null,
      siret_valid: user.siret ? isValidSiret(user.siret) : null,
      missing_fields: missingCompanyFields(detailsOf(row, user, iso)).map((f) => FIELD_NAMES[f]),
      documents_alert: needsDocumentsAlert(row.status, uploads.length),
      uploads,
      status_changed_at: row.statusChangedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    };
  });
}

/** `GET /companies`: the customer's own (zero or one). */
export async function listOwnCompanies(db: Db, userId: number): Promise<CompanyDto[]> {
  const row = await companyOfUser(db, userId);
  return companyDtos(db, row ? [row] : []);
}

/** `GET /companies/{id}`: the customer's own; anyone else's is a 404. */
export async function ownCompany(db: Db, userId: number, id: number): Promise<CompanyRow> {
  const row = await companyById(db, id);
  if (!row || row.userId !== userId) throw notFound();
  return row;
}

export async function getOwnCompany(db: Db, userId: number, id: number): Promise<CompanyDto> {
  return (await companyDtos(db, [await ownCompany(db, userId, id)]))[0]!;
}

/**
 * Creates (no `id`) or updates the customer's company. The SIRET must pass its checksum, the VAT
 * number the format of its member state (of the billing country for an EU company); a French
 * company needs its SIRET, another member state's its VAT number. A verified company is locked
 * (409 `company_locked`): what the administrator checked changes through the shop. The VAT
 * number is checked with VIES when it is new (or the last check could not be made).
 */
export async function saveOwnCompany(
  deps: CompanyDeps,
  userId: number,
  input: CompanyInput,
  id?: number,
): Promise<CompanyDto> {
  const { db } = deps;
  const existing =
    id === undefined ? await companyOfUser(db, userId) : await ownCompany(db, userId, id);
  if (id === undefined && existing) throw new HttpError(409, 'company_exists');
  if (existing && isCompanyStatus(existing.status) && !companyTransition(existing.status, 'edit'))
    throw new HttpError(409, 'company_locked');
  const user = await findUserById(db, userId);
  if (!user) throw notFound();

  const errors: QueryErrors = {};
  const country = await countryById(db, input.billing_country_id);
  if (!country?.isAllowed) errors.billing_country_id = [{ key: 'country_not_allowed' }];
  const iso = country?.iso ?? null;
  const siret = input.siret ? compactSiret(input.siret) : null;
  if (siret && !isValidSiret(siret)) errors.siret = [{ key: 'siret_invalid' }];
  const vatNumber = input.vat_number ? compactVatNumber(input.vat_number) : null;
  if (vatNumber && !vatNumberFits(vatNumber, iso))
    errors.vat_number = [{ key: 'vat_number_invalid' }];
  if (!errors.billing_country_id)
    for (const field of missingCompanyFields({
      name: input.name,
      siret,
      vatNumber,
      activity: input.activity,
      billingAddress: input.billing_address,
      billingPostCode: input.billing_post_code,
      billingCity: input.billing_city,
      billingCountryIso: iso,
    }))
      errors[FIELD_NAMES[field]] ??= [{ key: 'required' }];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const now = deps.now();
  // The network call stays outside the transaction (it may take seconds).
  const recheck =
    vatNumber !== null &&
    (existing?.vatCheckedNumber !== vatNumber || existing?.vatCheckStatus === 'unavailable');
  const check = recheck ? await deps.vatChecker.check(vatNumber) : null;

  const row = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await updateUser(t, userId, { company: input.name, siret, vatNumber }, now);
    const values = {
      name: input.name,
      activity: input.activity,
      billingAddress: input.billing_address,
      billingAddressComplement: input.billing_address_complement,
      billingPostCode: input.billing_post_code,
      billingCity: input.billing_city,
      billingCountryId: input.billing_country_id,
      ...(check
        ? {
            vatCheckStatus: check.status,
            vatCheckedNumber: vatNumber,
            vatCheckedAt: now,
            vatCheckName: check.name,
            vatCheckAddress: check.address,
          }
        : {}),
    };
    if (existing) {
      const locked = await companyById(t, existing.id, true);
      if (locked && isCompanyStatus(locked.status) && !companyTransition(locked.status, 'edit'))
        throw new HttpError(409, 'company_locked');
      return updateCompany(t, existing.id, values);
    }
    return insertCompany(t, { ...values, userId, status: 'to_complete', statusChangedAt: now });
  });
  return (await companyDtos(db, [row]))[0]!;
}

/**
 * Registration with "I am a professional": the company starts `to_complete` with its name, in
 * the registration's transaction; its details and documents follow from the account page.
 */
export async function startCompany(tx: Db, userId: number, name: string, now: Date) {
  await insertCompany(tx, { userId, name, status: 'to_complete', statusChangedAt: now });
}

/** SPEC §2: the account menu's alert, for `/auth/me`. */
export async function companyAlertOf(db: Db, userId: number): Promise<boolean> {
  const company = await companyOfUser(db, userId);
  if (!company) return false;
  const documents = await documentsOfCompanies(db, [company.id]);
  return needsDocumentsAlert(company.status, documents.length);
}

/**
 * The VAT number an order may be invoiced to without VAT (reverse charge): the one of a verified
 * company whose last VIES answer, for that very number, was valid. Null otherwise.
 */
export async function reverseChargeVatNumber(db: Db, userId: number): Promise<string | null> {
  const company = await companyOfUser(db, userId);
  if (!company || company.status !== 'verified' || company.vatCheckStatus !== 'valid') return null;
  const user = await findUserById(db, userId);
  if (!user?.vatNumber || user.vatNumber !== company.vatCheckedNumber) return null;
  return user.vatNumber;
}
