/**
 * The back office's settings API inputs (docs/api.md "Back office: settings"): shop settings,
 * payment methods, delivery methods and their price grids. Amounts are integer cents here, like
 * the other admin routes; the pages turn what a person types in euros into cents first.
 */
import { z } from 'zod';

const version = z.string({ error: 'required' }).max(40, { error: 'invalid_value' });
const whole = (max: number) =>
  z
    .number({ error: 'invalid_integer' })
    .int({ error: 'invalid_integer' })
    .min(0, { error: 'invalid_integer' })
    .max(max, { error: 'invalid_integer' });

export const configurationsPatch = z.strictObject({
  settings: z
    .array(
      z.strictObject({
        key: z.string({ error: 'required' }).max(64, { error: 'invalid_key' }),
        // The length rule (2,000) is the settings rules' own: a longer value is told there.
        value: z.string({ error: 'required' }).max(20_000),
        version: version.nullable(),
      }),
    )
    .min(1, { error: 'required' })
    .max(200),
});

export const paymentMethodsPatch = z.strictObject({
  methods: z
    .array(
      z.strictObject({
        method: z.enum(
          ['card', 'paypal', 'limonetik_3x', 'limonetik_4x', 'transfer', 'check', 'store'],
          { error: 'invalid_value' },
        ),
        enabled: z.boolean({ error: 'invalid_value' }),
        position: whole(99),
        fee_fixed_cents: whole(10_000_000),
        fee_percent_bp: whole(10_000),
        version: version.nullable(),
      }),
    )
    .min(1, { error: 'required' })
    .max(20),
});

const name = z.string().trim().min(1, { error: 'required' }).max(100);

export const shippingMethodPatch = z.strictObject({
  version,
  is_active: z.boolean({ error: 'invalid_value' }).optional(),
  position: whole(999).optional(),
  kind: z.enum(['home', 'express', 'relay', 'store'], { error: 'invalid_value' }).optional(),
  name: z.strictObject({ fr: name.optional(), en: name.optional() }).optional(),
});

export const shippingRangeInput = z.strictObject({
  version,
  country_isos: z.array(z.string().max(8)).max(300),
  min_weight_grams: z.number({ error: 'invalid_weight' }).int({ error: 'invalid_weight' }),
  max_weight_grams: z.number({ error: 'invalid_weight' }).int({ error: 'invalid_weight' }),
  // Signed here: a negative price reaches the grid rules, which say why it is refused.
  price_ht_cents: z.number({ error: 'invalid_price' }).int({ error: 'invalid_price' }),
  is_active: z.boolean({ error: 'invalid_value' }).default(true),
});

export const versionInput = z.strictObject({ version });

/** `POST /api/configurations`: a key the shop knows, not set yet. */
export const configurationCreate = z.strictObject({
  key: z.string({ error: 'required' }).max(64, { error: 'invalid_key' }),
  value: z.string({ error: 'required' }).max(20_000),
});

/** `PUT /api/configurations/{key}`: without `version`, the value replaces the current one. */
export const configurationUpdate = z.strictObject({
  value: z.string({ error: 'required' }).max(20_000),
  version: version.nullable().optional(),
});

/** `DELETE /api/configurations/{key}`: an optional body `{ version }`. */
export const configurationRemove = z.strictObject({ version: version.optional() });
