/**
 * The owner's choices about each way to pay (docs/decisions/029-settings-in-the-back-office.md):
 * offered or not, in which order, with which fees. Stored as one `configurations` row per
 * method (`payment_method_card` = `{"enabled":true,"position":1,"fee_fixed_cents":0,
 * "fee_percent_bp":0}`); a method without a row keeps today's behaviour (offered, no fees, the
 * usual order). Pure: the checkout applies them to what the gateways allow, the back office
 * validates a form here.
 */
import {
  availablePaymentMethods,
  type PaymentMethodCode,
  type PaymentOffer,
  type PaymentSituation,
} from './payment-methods.rules';

/** The methods as the owner sees them: the card whatever its gateway. */
export const CONFIGURABLE_METHODS = [
  'card',
  'paypal',
  'limonetik_3x',
  'limonetik_4x',
  'transfer',
  'check',
  'store',
] as const;
export type ConfigurableMethod = (typeof CONFIGURABLE_METHODS)[number];

export interface MethodChoice {
  enabled: boolean;
  /** 1 first. */
  position: number;
  feeFixedCents: number;
  /** Share of the amount, basis points (150 = 1.5 %). */
  feePercentBp: number;
}

export const MAX_FEE_FIXED_CENTS = 100_000;
export const MAX_FEE_PERCENT_BP = 2_000;

export function configurationKey(method: ConfigurableMethod): string {
  return `payment_method_${method}`;
}

export function defaultChoice(method: ConfigurableMethod): MethodChoice {
  return {
    enabled: true,
    position: CONFIGURABLE_METHODS.indexOf(method) + 1,
    feeFixedCents: 0,
    feePercentBp: 0,
  };
}

/** Whether a whole number fits a field's bounds. */
const within = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

/** A stored row; anything unreadable falls back to the default (a bad row never stops checkout). */
export function readChoice(method: ConfigurableMethod, stored: string | null): MethodChoice {
  const fallback = defaultChoice(method);
  if (!stored) return fallback;
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(stored) as Record<string, unknown>;
  } catch {
    return fallback;
  }
  if (raw === null || typeof raw !== 'object') return fallback;
  return {
    enabled: typeof raw.enabled === 'boolean' ? raw.enabled : fallback.enabled,
    position: within(raw.position, 99) ? raw.position : fallback.position,
    feeFixedCents: within(raw.fee_fixed_cents, MAX_FEE_FIXED_CENTS) ? raw.fee_fixed_cents : 0,
    feePercentBp: within(raw.fee_percent_bp, MAX_FEE_PERCENT_BP) ? raw.fee_percent_bp : 0,
  };
}

export function storeChoice(choice: MethodChoice): string {
  return JSON.stringify({
    enabled: choice.enabled,
    position: choice.position,
    fee_fixed_cents: choice.feeFixedCents,
    fee_percent_bp: choice.feePercentBp,
  });
}

export type ChoiceProblem =
  'invalid_position' | 'invalid_amount' | 'invalid_percent' | 'no_gateway';

/**
 * A choice the owner submits, checked: position 1–99, fees within bounds, and an online
 * method cannot be switched on without its gateway (its credentials are in the environment).
 */
export function checkChoice(
  choice: MethodChoice,
  hasGateway: boolean,
): { ok: true } | { ok: false; problems: Partial<Record<keyof MethodChoice, ChoiceProblem>> } {
  const problems: Partial<Record<keyof MethodChoice, ChoiceProblem>> = {};
  if (!within(choice.position, 99) || choice.position < 1) problems.position = 'invalid_position';
  if (!within(choice.feeFixedCents, MAX_FEE_FIXED_CENTS)) problems.feeFixedCents = 'invalid_amount';
  if (!within(choice.feePercentBp, MAX_FEE_PERCENT_BP)) problems.feePercentBp = 'invalid_percent';
  if (choice.enabled && !hasGateway) problems.enabled = 'no_gateway';
  return Object.keys(problems).length === 0 ? { ok: true } : { ok: false, problems };
}

/** A percentage typed by a person ("1,5", "1.50", "0") as basis points; null if unreadable. */
export function percentInputToBp(text: string): number | null {
  const match = /^(\d{1,2})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/[\s%]/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The owner's name for a checkout method code (both card gateways are "card"). */
export function configurableOf(code: PaymentMethodCode): ConfigurableMethod {
  return code === 'monetico' || code === 'paybox' ? 'card' : code;
}

/**
 * What the checkout offers: the methods the gateways and the order allow, minus the ones the
 * owner switched off, in the owner's order (ties keep the usual order).
 */
export function applyChoices(
  available: readonly PaymentMethodCode[],
  choices: ReadonlyMap<ConfigurableMethod, MethodChoice>,
): PaymentMethodCode[] {
  const choiceOf = (code: PaymentMethodCode) =>
    choices.get(configurableOf(code)) ?? defaultChoice(configurableOf(code));
  return available
    .map((code, index) => ({ code, index, choice: choiceOf(code) }))
    .filter((entry) => entry.choice.enabled)
    .sort((a, b) => a.choice.position - b.choice.position || a.index - b.index)
    .map((entry) => entry.code);
}

/** The fees of the owner's choices, as the pricing reads them (`PaymentFeeConfig`). */
export function feeConfig(
  choices: ReadonlyMap<ConfigurableMethod, MethodChoice>,
): Partial<Record<PaymentMethodCode, { fixedCents: number; percentBp: number }>> {
  const config: Partial<Record<PaymentMethodCode, { fixedCents: number; percentBp: number }>> = {};
  for (const [method, choice] of choices) {
    if (choice.feeFixedCents === 0 && choice.feePercentBp === 0) continue;
    const fee = { fixedCents: choice.feeFixedCents, percentBp: choice.feePercentBp };
    if (method === 'card') {
      config.monetico = fee;
      config.paybox = fee;
    } else config[method] = fee;
  }
  return config;
}

/** The gateways' offer with the owner's choices (none: every method as the gateways allow). */
export type OwnerPaymentOffer = PaymentOffer & {
  choices?: ReadonlyMap<ConfigurableMethod, MethodChoice>;
};

/** What the checkout offers for this order: the rules' list, then the owner's choices. */
export function offeredPaymentMethods(
  offer: OwnerPaymentOffer,
  situation: PaymentSituation,
): PaymentMethodCode[] {
  const available = availablePaymentMethods(offer, situation);
  return offer.choices ? applyChoices(available, offer.choices) : available;
}
