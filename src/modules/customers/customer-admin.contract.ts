/**
 * The back office's customers (issue 16, decision 033): the list's query, the edit form's input
 * (the same for `PUT /api/admin/customers/{id}` and the page's form) and what the API answers.
 * Pure: shared by the API routes, the pages and the service.
 */
import { z } from 'zod';
import { emailField } from './customers.contract';

export const CUSTOMERS_PAGE_SIZE = 50;
export const CUSTOMERS_MAX_LIMIT = 200;

const digits = (max: number) =>
  z
    .string({ error: 'invalid_integer' })
    .regex(/^\d{1,9}$/, { error: 'invalid_integer' })
    .optional()
    .transform((value) => (value === undefined ? undefined : Number(value)))
    .refine((value) => value === undefined || (value >= 1 && value <= max), {
      error: 'invalid_integer',
    });

/** The list: a search (e-mail, names, customer number), a page, a page size. */
export const customerListInput = z.strictObject({
  search: z
    .string({ error: 'invalid_value' })
    .max(100, { error: 'too_long' })
    .optional()
    .transform((value) => value?.trim() ?? ''),
  page: digits(100_000).transform((value) => value ?? 1),
  limit: digits(CUSTOMERS_MAX_LIMIT).transform((value) => value ?? CUSTOMERS_PAGE_SIZE),
});
export type CustomerListQuery = z.output<typeof customerListInput>;

const name = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(100, { error: 'too_long' });

/** Checkboxes arrive as "on" from forms (absent when unticked) and as booleans from JSON. */
const flag = z
  .union([z.boolean(), z.enum(['on', '1', 'true', '0', 'false', ''])], { error: 'invalid_value' })
  .optional()
  .transform((value) => value === true || value === 'on' || value === '1' || value === 'true');

/**
 * What the back office may change of an account: names, e-mail (checked like at registration,
 * unique), mobile phone (blank clears it) and the newsletter consent. Every field is sent.
 */
export const customerUpdateInput = z.strictObject({
  firstname: name,
  lastname: name,
  email: emailField,
  phone: z
    .string({ error: 'invalid_value' })
    .trim()
    .max(32, { error: 'too_long' })
    .regex(/^[+0-9 ().-]*$/, { error: 'invalid_value' })
    .nullable()
    .optional()
    .transform((value) => value || null),
  newsletter: flag,
});
export type CustomerUpdate = z.output<typeof customerUpdateInput>;

/** One row of the list. */
export interface CustomerListRow {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  created_at: string;
  email_verified: boolean;
  disabled: boolean;
  erased: boolean;
}

export type AccountState = 'active' | 'unverified' | 'disabled' | 'erased';

/** What the customer's page shows, from this module (the orders come from theirs). */
export interface CustomerDetail {
  id: number;
  role: 'customer' | 'owner' | 'staff' | 'editor';
  email: string;
  firstname: string;
  lastname: string;
  phone: string | null;
  company: string | null;
  locale: string;
  created_at: string;
  email_verified_at: string | null;
  disabled_at: string | null;
  state: AccountState;
  newsletter: { subscribed: boolean; status: 'pending' | 'enabled' | 'disabled' | null };
  addresses: {
    id: number;
    name: string;
    firstname: string;
    lastname: string;
    company: string | null;
    address: string;
    address_complement: string | null;
    post_code: string;
    city: string;
    country_iso: string | null;
    phone: string | null;
  }[];
  loyalty: {
    balance: number;
    history: { points: number; reason: string; order_id: number | null; created_at: string }[];
  };
  sessions: {
    id: number;
    created_at: string;
    last_used_at: string;
    expires_at: string;
    user_agent: string | null;
    ip: string | null;
    impersonated: boolean;
  }[];
}
