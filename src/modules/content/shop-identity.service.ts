import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { configurations } from './content.tables';

/**
 * Who sells and who hosts, from ONE set of settings (`configurations`, `npm run settings`):
 * the legal notice (LCEN art. 6), the terms of sale, the footer, every e-mail and the invoices
 * (src/modules/invoices/shop-settings.repo.ts reads SELLER_KEYS below) say the same.
 */
/** The seller's legal mentions: what an invoice must carry (src/modules/invoices). */
export const SELLER_KEYS = [
  'seller_name',
  'seller_legal_form',
  'seller_capital',
  'seller_address',
  'seller_siret',
  'seller_rcs',
  'seller_vat_number',
] as const;

export const IDENTITY_KEYS = [
  ...SELLER_KEYS,
  'seller_publication_director',
  'contact_email',
  'contact_phone',
  'host_name',
  'host_address',
  'host_phone',
] as const;

export interface ShopIdentity {
  name: string | null;
  legalForm: string | null;
  capital: string | null;
  /** One line per row (`seller_address` holds line breaks). */
  address: string[];
  siret: string | null;
  rcs: string | null;
  vatNumber: string | null;
  publicationDirector: string | null;
  email: string | null;
  phone: string | null;
  host: { name: string | null; address: string[]; phone: string | null };
}

export async function shopIdentity(db: Db): Promise<ShopIdentity> {
  const rows = await db
    .select({ key: configurations.key, value: configurations.value })
    .from(configurations)
    .where(inArray(configurations.key, [...IDENTITY_KEYS]));
  const values = new Map(rows.map((row) => [row.key, row.value.trim()]));
  const get = (key: (typeof IDENTITY_KEYS)[number]) => values.get(key) || null;
  const lines = (key: (typeof IDENTITY_KEYS)[number]) =>
    (get(key) ?? '')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
  return {
    name: get('seller_name'),
    legalForm: get('seller_legal_form'),
    capital: get('seller_capital'),
    address: lines('seller_address'),
    siret: get('seller_siret'),
    rcs: get('seller_rcs'),
    vatNumber: get('seller_vat_number'),
    publicationDirector: get('seller_publication_director'),
    email: get('contact_email'),
    phone: get('contact_phone'),
    host: { name: get('host_name'), address: lines('host_address'), phone: get('host_phone') },
  };
}

/** "Sellerie Démo SAS": the company name with its legal form. */
export function companyName(identity: Pick<ShopIdentity, 'name' | 'legalForm'>): string {
  return [identity.name, identity.legalForm].filter(Boolean).join(' ');
}

/** `Sellerie Démo SAS · 12 rue de l’Exemple, 75011 Paris, France · SIRET …` (mails, footer). */
export function sellerLine(identity: ShopIdentity): string | null {
  const company = companyName(identity);
  if (!company) return null;
  return [company, identity.address.join(', '), identity.siret ? `SIRET ${identity.siret}` : '']
    .filter(Boolean)
    .join(' · ');
}

/**
 * Configuration values by key, trimmed; keys unset or blank are absent. The content module
 * owns `configurations`: other modules read the shop's settings through this.
 */
export async function configurationValues(
  db: Db,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: configurations.key, value: configurations.value })
    .from(configurations)
    .where(inArray(configurations.key, [...keys]));
  return new Map(rows.filter((r) => r.value.trim() !== '').map((r) => [r.key, r.value.trim()]));
}

/** The bank account given to customers paying by transfer (or for cheques, its holder). */
export const BANK_KEYS = ['bank_iban', 'bank_bic', 'bank_holder'] as const;

export interface BankDetails {
  iban: string;
  bic: string;
  holder: string;
}

/** The bank account as configured, each part null when unset (pages show what there is). */
export async function bankAccount(
  db: Db,
): Promise<{ iban: string | null; bic: string | null; holder: string | null }> {
  const values = await configurationValues(db, BANK_KEYS);
  return {
    iban: values.get('bank_iban') ?? null,
    bic: values.get('bank_bic') ?? null,
    holder: values.get('bank_holder') ?? null,
  };
}

export interface ShopDto {
  id: number;
  name: string;
  address: string[];
  phone: string | null;
  email: string | null;
}

/**
 * The physical shops: this shop has one, its workshop, where orders are collected (the
 * `store` delivery method). It is the seller of the settings (`seller_*`, `contact_*`); none
 * while the seller's name is not set.
 */
export async function listShops(db: Db): Promise<ShopDto[]> {
  const identity = await shopIdentity(db);
  if (!identity.name) return [];
  return [
    {
      id: 1,
      name: identity.name,
      address: identity.address,
      phone: identity.phone,
      email: identity.email,
    },
  ];
}
