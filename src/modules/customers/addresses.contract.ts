import { z } from 'zod';

const text = (max: number) =>
  z.string({ error: 'invalid_value' }).trim().max(max, { error: 'too_long' });
const required = (max: number) => text(max).min(1, { error: 'required' });
/** Blank clears the field (null); left out, it stays `undefined` (an update keeps it). */
const optional = (max: number) =>
  text(max)
    .optional()
    .nullable()
    .transform((value) => (value === undefined ? undefined : value || null));

/** An address as the account page and the checkout send it (SPEC §3). */
export const addressInput = z.strictObject({
  name: required(60),
  firstname: required(100),
  lastname: required(100),
  company: optional(150),
  address: required(200),
  address_complement: optional(200),
  floor: optional(30),
  building: optional(60),
  city: required(100),
  post_code: required(12),
  country_id: z.coerce
    .number({ error: 'required' })
    .int({ error: 'invalid_integer' })
    .positive({ error: 'invalid_integer' })
    .max(2_147_483_647, { error: 'invalid_integer' }),
  phone: required(32),
  fixed_phone: optional(32),
});
export type AddressInput = z.infer<typeof addressInput>;

/** `PUT /addresses/{id}`: the fields sent replace the stored ones; the others stay. */
export const addressUpdateInput = addressInput.partial();
export type AddressUpdateInput = z.infer<typeof addressUpdateInput>;

/**
 * An order's delivery address as the back office corrects it: the fields of an address without
 * its name (an order keeps the address, not the customer's label for it).
 */
export const deliveryAddressInput = addressInput.omit({ name: true });
export type DeliveryAddressInput = z.infer<typeof deliveryAddressInput>;
