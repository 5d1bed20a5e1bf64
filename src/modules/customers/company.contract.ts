/**
 * The PRO company's inputs and answers (decision 047), shared by the API and the account page.
 * Unknown fields are refused (a customer cannot send `status`); messages are keys of
 * src/shared/messages.ts.
 */
import { z } from 'zod';

const text = (max: number) =>
  z.string({ error: 'invalid_value' }).trim().max(max, { error: 'too_long' });
const requiredText = (max: number) => text(max).min(1, { error: 'required' });
/** Blank → null: SIRET and VAT number are needed by the company's country only. */
const optionalText = (max: number) =>
  text(max)
    .optional()
    .nullable()
    .transform((value) => value || null);

export const companyInput = z.strictObject({
  name: requiredText(150),
  siret: optionalText(20),
  vat_number: optionalText(32),
  activity: requiredText(150),
  billing_address: requiredText(200),
  billing_address_complement: optionalText(200),
  billing_post_code: requiredText(16),
  billing_city: requiredText(100),
  billing_country_id: z.coerce
    .number({ error: 'required' })
    .int({ error: 'invalid_integer' })
    .positive({ error: 'required' })
    .max(2_147_483_647, { error: 'invalid_integer' }),
});
export type CompanyInput = z.infer<typeof companyInput>;

/** The text fields beside a company document's file. */
export const companyDocumentFields = z.strictObject({
  issued_on: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(10, {
    error: 'invalid_date',
  }),
});

/** An administrator's decision on a pending company. */
export const companyDecisionInput = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approve') }),
  z.strictObject({ decision: z.literal('reject'), reason: requiredText(500) }),
]);
export type CompanyDecisionInput = z.infer<typeof companyDecisionInput>;

export interface CompanyDocumentDto {
  id: number;
  url: string;
  original_name: string;
  content_type: string;
  size: number;
  issued_on: string;
  created_at: string;
}

export interface CompanyDto {
  id: number;
  user_id: number;
  name: string;
  siret: string | null;
  vat_number: string | null;
  activity: string | null;
  billing_address: {
    address: string | null;
    address_complement: string | null;
    post_code: string | null;
    city: string | null;
    country_id: number | null;
    country_iso: string | null;
  };
  company_status: { identifier: string };
  rejection_reason: string | null;
  /** The VIES answer for the current number (null: none yet, or the number changed since). */
  vat_check: {
    status: 'valid' | 'invalid' | 'unavailable';
    vat_number: string;
    checked_at: string;
    name: string | null;
    address: string | null;
  } | null;
  siret_valid: boolean | null;
  /** Fields still needed before a document can be sent. */
  missing_fields: string[];
  /** SPEC §2: not verified and no document yet. */
  documents_alert: boolean;
  uploads: CompanyDocumentDto[];
  status_changed_at: string | null;
  created_at: string;
}
