/**
 * A PRO customer's company (SPEC §3, §4, §5): its statuses and who may move it between them,
 * the SIRET checksum, what a company needs before its documents are looked at, and the age of
 * a document. Pure: no I/O, no clock (today is passed in).
 */
import { EU_MEMBER_STATES, isValidVatNumberFormat } from '../geo';

/**
 * - `to_complete`: created (at registration or from the account), no document yet, or details
 *   missing;
 * - `pending`: a document was sent, an administrator has to look at it;
 * - `verified`: the only status that makes a PRO account (SPEC §4);
 * - `rejected`: the administrator refused (with a reason); a new document sends it back to pending.
 */
export const COMPANY_STATUSES = ['to_complete', 'pending', 'verified', 'rejected'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const isCompanyStatus = (value: string): value is CompanyStatus =>
  (COMPANY_STATUSES as readonly string[]).includes(value);

/**
 * What happens to a company: the customer edits its details or sends a document; an
 * administrator approves or rejects it. The customer can never name a status themselves.
 */
export type CompanyEvent = 'edit' | 'submit_document' | 'delete_document' | 'approve' | 'reject';

const TRANSITIONS: Record<CompanyStatus, Partial<Record<CompanyEvent, CompanyStatus>>> = {
  to_complete: { edit: 'to_complete', submit_document: 'pending', delete_document: 'to_complete' },
  pending: {
    edit: 'pending',
    submit_document: 'pending',
    delete_document: 'pending',
    approve: 'verified',
    reject: 'rejected',
  },
  // A verified company's identity is what the administrator checked: it changes through the
  // shop (contact), not the form; its documents are kept as the proof.
  verified: { reject: 'rejected' },
  rejected: { edit: 'rejected', submit_document: 'pending' },
};

/** The status after `event`, or null when the event is not allowed in `from`. */
export function companyTransition(from: CompanyStatus, event: CompanyEvent): CompanyStatus | null {
  return TRANSITIONS[from][event] ?? null;
}

/**
 * The status after a document is removed: back to `to_complete` when it was the last one of a
 * pending company (nothing left to look at), else unchanged.
 */
export function statusAfterDocumentRemoved(
  from: CompanyStatus,
  documentsLeft: number,
): CompanyStatus | null {
  const next = companyTransition(from, 'delete_document');
  if (next === null) return null;
  return next === 'pending' && documentsLeft === 0 ? 'to_complete' : next;
}

/** SPEC §2: the account menu's alert — not verified and no document sent. */
export function needsDocumentsAlert(status: string | null, documentCount: number): boolean {
  return status !== null && status !== 'verified' && documentCount === 0;
}

/** La Poste's SIREN: its establishments' SIRET follow another checksum (INSEE rule). */
const LA_POSTE_SIREN = '356000000';

/**
 * A SIRET (14 digits, spaces allowed when typed) with its Luhn checksum. La Poste's
 * establishments (SIREN 356000000) do not pass Luhn: theirs is "the sum of the digits is a
 * multiple of 5", accepted here (INSEE's published exception).
 */
export function isValidSiret(raw: string): boolean {
  const siret = compactSiret(raw);
  if (!/^\d{14}$/.test(siret)) return false;
  if (siret.startsWith(LA_POSTE_SIREN) && siret !== `${LA_POSTE_SIREN}00048`) {
    const sum = [...siret].reduce((total, digit) => total + Number(digit), 0);
    return sum % 5 === 0;
  }
  return luhn(siret);
}

export const compactSiret = (raw: string) => raw.replace(/[\s.]/g, '');

/** The Luhn check: every second digit from the right doubled (minus 9 above 9), sum ÷ 10. */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface CompanyDetails {
  name: string | null;
  siret: string | null;
  vatNumber: string | null;
  activity: string | null;
  billingAddress: string | null;
  billingPostCode: string | null;
  billingCity: string | null;
  billingCountryIso: string | null;
}

/**
 * Fields a company still lacks before its documents can be sent: name, activity, billing
 * address; a SIRET for a French company; an intra-EU VAT number for a company of another member
 * state (a non-EU company has neither, and pays the VAT of where it is delivered anyway).
 */
export function missingCompanyFields(company: CompanyDetails): (keyof CompanyDetails)[] {
  const missing: (keyof CompanyDetails)[] = [];
  for (const key of [
    'name',
    'activity',
    'billingAddress',
    'billingPostCode',
    'billingCity',
    'billingCountryIso',
  ] as const)
    if (!company[key]?.trim()) missing.push(key);
  const iso = company.billingCountryIso?.toUpperCase() ?? null;
  if (iso === 'FR' && !company.siret) missing.push('siret');
  if (iso !== null && iso !== 'FR' && EU_MEMBER_STATES.has(iso) && !company.vatNumber)
    missing.push('vatNumber');
  return missing;
}

/**
 * Whether a VAT number may be stored for a company billed in `countryIso`: the format of the
 * member state its prefix names (a German company may hold a DE number only).
 */
export function vatNumberFits(vatNumber: string, countryIso: string | null): boolean {
  const iso = vatNumber.trim().slice(0, 2).toUpperCase();
  const memberState = iso === 'EL' ? 'GR' : iso;
  if (!EU_MEMBER_STATES.has(memberState)) return false;
  if (countryIso && EU_MEMBER_STATES.has(countryIso) && countryIso !== memberState) return false;
  return isValidVatNumberFormat(memberState, vatNumber);
}

/** SPEC §5, §9: a company document must be less than 3 months old. */
export const DOCUMENT_MAX_AGE_MONTHS = 3;

export type DocumentDateRefusal = 'invalid_date' | 'document_too_old' | 'document_date_future';

/**
 * Checks a document's issue date (YYYY-MM-DD) against today (YYYY-MM-DD, the shop's calendar
 * day): not in the future, and not before the same day three months ago (a document of
 * 27 August is still accepted on 27 November, not on 28 November). Month ends clamp: three
 * months before 31 May is 28 (or 29) February.
 */
export function documentDateRefusal(issuedOn: string, today: string): DocumentDateRefusal | null {
  const issued = parseDay(issuedOn);
  const now = parseDay(today);
  if (!issued || !now) return 'invalid_date';
  if (issuedOn > today) return 'document_date_future';
  if (issuedOn < monthsBefore(now, DOCUMENT_MAX_AGE_MONTHS)) return 'document_too_old';
  return null;
}

function parseDay(value: string): { y: number; m: number; d: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return null;
  return { y, m, d };
}

function monthsBefore(day: { y: number; m: number; d: number }, months: number): string {
  const index = day.y * 12 + (day.m - 1) - months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const d = Math.min(day.d, lastDay);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The shop's calendar day (Paris) of an instant: what "today" means for a document's age. */
export function parisDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(at);
}
