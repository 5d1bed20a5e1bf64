/**
 * Cart inputs shared by the API (JSON numbers) and the page forms (strings): one schema each,
 * so both refuse the same quantities with the same messages.
 */
import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './orders.tables';

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

export const addLineInput = z.strictObject({
  variant_id: id,
  quantity: quantity.default(1),
});
export type AddLineInput = z.infer<typeof addLineInput>;

export const updateLineInput = z.strictObject({ quantity });
export type UpdateLineInput = z.infer<typeof updateLineInput>;

export const userInfoInput = z.strictObject({
  user_agent: z.string({ error: 'invalid_value' }).max(512, { error: 'too_long' }).optional(),
});
