import { z } from 'zod';
import { deliveryAddressInput } from '../customers';

/**
 * `PUT /admin/orders/{id}/delivery_address` and the order page's address form: the address
 * (the same fields and rules as a customer's, without its name) and the `version` of the order
 * the form was read at (its last change, as the page and the API show it).
 */
export const orderDeliveryAddressInput = deliveryAddressInput.extend({
  version: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(40, { error: 'too_long' }),
});
export type OrderDeliveryAddressInput = z.infer<typeof orderDeliveryAddressInput>;
