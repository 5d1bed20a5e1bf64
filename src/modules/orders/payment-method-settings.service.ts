/**
 * The owner's payment-method choices (payment-method-settings.rules.ts): read by the checkout
 * (memoised like every reference read; a save in this process forgets the memo), listed and
 * saved by the back office. Stored in `configurations`, which the content module owns: read
 * and written through it.
 */
import type { Db } from '../../db/client';
import { HttpError, validationFailed } from '../../shared/http';
import type { QueryErrors } from '../../shared/api-query';
import { referenceMemo } from '../../shared/reference-memo';
import {
  configurationValues,
  listSettings,
  savePaymentMethodSettings,
  settingVersion,
} from '../content';
import type { PaymentSetup } from './payment-choice.service';
import {
  checkChoice,
  CONFIGURABLE_METHODS,
  configurationKey,
  readChoice,
  storeChoice,
  type ConfigurableMethod,
  type MethodChoice,
} from './payment-method-settings.rules';

const KEYS = CONFIGURABLE_METHODS.map(configurationKey);

/** The choices of every method (defaults for the ones never saved). */
export async function paymentMethodChoices(db: Db): Promise<Map<ConfigurableMethod, MethodChoice>> {
  const values = await referenceMemo(db, 'payment-method-choices', () =>
    configurationValues(db, KEYS),
  );
  return new Map(
    CONFIGURABLE_METHODS.map((m) => [m, readChoice(m, values.get(configurationKey(m)) ?? null)]),
  );
}

/** Whether the method can take money in this shop: online ones need their gateway. */
export function hasGateway(method: ConfigurableMethod, setup: PaymentSetup): boolean {
  if (method === 'transfer' || method === 'check' || method === 'store') return true;
  return setup.online.has(method);
}

export interface PaymentMethodSettingDto {
  method: ConfigurableMethod;
  /** For the card: the gateway's code (monetico, paybox). */
  code: string;
  enabled: boolean;
  position: number;
  fee_fixed_cents: number;
  fee_percent_bp: number;
  has_gateway: boolean;
  version: string | null;
}

export async function listPaymentMethodSettings(
  db: Db,
  setup: PaymentSetup,
): Promise<PaymentMethodSettingDto[]> {
  const rows = new Map(
    (await listSettings(db)).filter((r) => KEYS.includes(r.key)).map((r) => [r.key, r]),
  );
  return CONFIGURABLE_METHODS.map((method) => {
    const row = rows.get(configurationKey(method));
    const choice = readChoice(method, row?.value ?? null);
    const gateway = hasGateway(method, setup);
    return {
      method,
      code: method === 'card' ? setup.cardMethod : method,
      // A method without its gateway is not offered, whatever was saved.
      enabled: choice.enabled && gateway,
      position: choice.position,
      fee_fixed_cents: choice.feeFixedCents,
      fee_percent_bp: choice.feePercentBp,
      has_gateway: gateway,
      version: row ? settingVersion(row.value, row.updatedAt) : null,
    };
  }).sort((a, b) => a.position - b.position);
}

export interface PaymentMethodChange extends MethodChoice {
  method: ConfigurableMethod;
  version: string | null;
}

/**
 * Saves the owner's choices for `actorUserId`, all or nothing: a refused field → 422 naming it
 * (`methods.<method>.<field>`), a method saved by someone else since the form was shown → 409.
 */
export async function savePaymentMethodChoices(
  db: Db,
  actorUserId: number,
  setup: PaymentSetup,
  changes: readonly PaymentMethodChange[],
  now: Date,
) {
  const errors: QueryErrors = {};
  const FIELD = {
    enabled: 'enabled',
    position: 'position',
    feeFixedCents: 'fee_fixed_cents',
    feePercentBp: 'fee_percent_bp',
  } as const;
  for (const change of changes) {
    const checked = checkChoice(change, hasGateway(change.method, setup));
    if (checked.ok) continue;
    for (const [field, problem] of Object.entries(checked.problems))
      errors[`methods.${change.method}.${FIELD[field as keyof typeof FIELD]}`] = [
        { key: problem === 'no_gateway' ? 'payment_no_gateway' : problem },
      ];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const saved = await savePaymentMethodSettings(
    db,
    actorUserId,
    changes.map((change) => ({
      key: configurationKey(change.method),
      value: storeChoice(change),
      version: change.version,
    })),
    now,
  );
  if (!saved.ok && 'conflicts' in saved)
    throw new HttpError(409, 'settings_changed', undefined, {
      details: { methods: saved.conflicts.map((k) => k.replace('payment_method_', '')) },
    });
  if (!saved.ok) throw validationFailed({});
  return listPaymentMethodSettings(db, setup);
}

export interface PublicPaymentMethodDto {
  id: number;
  method: ConfigurableMethod;
  code: string;
  position: number;
  /** Euros added to an order paid this way, and percent of it (SPEC §9: instalments free). */
  fee_fixed: number;
  fee_percent: number;
}

/**
 * SPEC §7 `GET /payment_methods`: the methods this shop takes (switched on by the owner and
 * with their gateway), by position. Which of them an order may use is
 * `/orders/{id}/payment_methods/available` (country, amount, delivery).
 */
export async function listPublicPaymentMethods(
  db: Db,
  setup: PaymentSetup,
): Promise<PublicPaymentMethodDto[]> {
  const settings = await listPaymentMethodSettings(db, setup);
  return settings
    .filter((s) => s.enabled)
    .map((s) => ({
      id: CONFIGURABLE_METHODS.indexOf(s.method) + 1,
      method: s.method,
      code: s.code,
      position: s.position,
      fee_fixed: s.fee_fixed_cents / 100,
      fee_percent: s.fee_percent_bp / 100,
    }));
}
