/**
 * The shop's own identity as configured (`configurations` rows): the seller's legal mentions
 * printed on invoices and the bank account given for transfers; and the pickup hours text.
 * Missing keys are a deployment mistake: issuing a non-compliant invoice or a transfer mail
 * without an account would be worse than failing, so they throw (the transaction rolls back
 * and the error is logged with its request).
 */
import type { Db } from '../../db/client';
import type { Locale } from '../../shared/locale';
import {
  BANK_KEYS,
  IDENTITY_KEYS,
  SELLER_KEYS,
  configurationValues as readConfiguration,
  getTexts,
  type BankDetails,
} from '../content';
import { isEmailAddress } from '../mail';
import type { SellerSnapshot } from './invoices.tables';

const CONTACT_KEYS = ['contact_email', 'contact_phone'] as const;

function required(values: Map<string, string>, keys: readonly string[]): void {
  const missing = keys.filter((key) => !values.has(key));
  if (missing.length > 0)
    throw new Error(
      `configuration missing: ${missing.join(', ')} (see src/db/seed/data/content.ts)`,
    );
}

/** `seller_address` holds one line per row of the address. */
export function splitLines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export async function sellerSnapshot(db: Db): Promise<SellerSnapshot> {
  const values = await readConfiguration(db, [...SELLER_KEYS, ...CONTACT_KEYS]);
  required(values, SELLER_KEYS);
  const get = (key: string) => values.get(key)!;
  return {
    name: get('seller_name'),
    legalForm: get('seller_legal_form'),
    capital: get('seller_capital'),
    address: splitLines(get('seller_address')),
    siret: get('seller_siret'),
    rcs: get('seller_rcs'),
    vatNumber: get('seller_vat_number'),
    email: values.get('contact_email') ?? null,
    phone: values.get('contact_phone') ?? null,
  };
}

export async function bankDetails(db: Db): Promise<BankDetails> {
  const values = await readConfiguration(db, BANK_KEYS);
  required(values, BANK_KEYS);
  return {
    iban: values.get('bank_iban')!,
    bic: values.get('bank_bic')!,
    holder: values.get('bank_holder')!,
  };
}

/** The shop's address, for pickups: the seller's address. */
export async function shopAddress(db: Db): Promise<string[]> {
  const values = await readConfiguration(db, ['seller_address']);
  required(values, ['seller_address']);
  return splitLines(values.get('seller_address')!);
}

/** A text block in `locale`, else in French, else null. */
export async function readText(db: Db, identifier: string, locale: Locale): Promise<string | null> {
  const found = await getTexts(db, [identifier], locale);
  return found[identifier]?.trim() || null;
}

/**
 * The seller and bank settings still missing: checked at start so a deployment without them is
 * told at once (invoices and transfer e-mails refuse to go out without them, and the payment
 * notifications that would issue an invoice fail until they are set — providers retry).
 */
export async function missingShopSettings(db: Db): Promise<string[]> {
  // The legal notice needs the publication director and the host too (LCEN art. 6).
  const keys = [...IDENTITY_KEYS, ...BANK_KEYS];
  const values = await readConfiguration(db, keys);
  return keys.filter((key) => !values.has(key));
}

/**
 * Where the shop receives its new-order mails: `orders_email`, else `contact_email`; or null.
 * A value that is not an address is skipped: a typo in the settings must never stop customers
 * from placing orders (the mail is queued inside the placement's transaction).
 */
export async function ordersInbox(db: Db): Promise<string | null> {
  const values = await readConfiguration(db, ['orders_email', 'contact_email']);
  const candidates = [values.get('orders_email'), values.get('contact_email')];
  return candidates.find((value) => value !== undefined && isEmailAddress(value)) ?? null;
}
