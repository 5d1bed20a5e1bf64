/**
 * Cart inputs shared by the API (JSON numbers) and the page forms (strings): one schema each,
 * so both refuse the same quantities with the same messages.
 */
import { z } from 'zod';

/** Maximum quantity of one line (a typing slip should not order 1,000 covers). */
export const MAX_LINE_QUANTITY = 99;
/** Maximum number of distinct lines in a cart. */
export const MAX_CART_LINES = 100;

const id = z.coerce
  .number({ error: 'invalid_integer' })
  .int({ error: 'invalid_integer' })
  .positive({ error: 'invalid_integer' })
  .max(2_147_483_647, { error: 'invalid_integer' });

/** 1 … 99; 0, negatives, fractions and 10^9 are refused before anything is read. */
const quantity = z.coerce
  .number({ error: 'invalid_integer' })
  .int({ error: 'invalid_integer' })
  .positive({ error: 'invalid_integer' })
  .max(MAX_LINE_QUANTITY, { error: 'quantity_max' });

/** Workshop fitting of the line (SPEC §5): JSON true/false, or a form's "1"/"0"/"on". */
const withAssembly = z.preprocess(
  (value) =>
    value === '1' || value === 'on' || value === 'true'
      ? true
      : value === '0' || value === 'false'
        ? false
        : value,
  z.boolean({ error: 'invalid_value' }),
);

export const addLineInput = z.strictObject({
  variant_id: id,
  quantity: quantity.default(1),
  with_assembly: withAssembly.optional(),
});
export type AddLineInput = z.infer<typeof addLineInput>;

/** A quantity, the fitting choice, or both. */
export const updateLineInput = z
  .strictObject({ quantity: quantity.optional(), with_assembly: withAssembly.optional() })
  .refine((input) => input.quantity !== undefined || input.with_assembly !== undefined, {
    error: 'required',
    path: ['quantity'],
  });

export const userInfoInput = z.strictObject({
  user_agent: z.string({ error: 'invalid_value' }).max(512, { error: 'too_long' }).optional(),
});
