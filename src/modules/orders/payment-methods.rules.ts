/**
 * Which ways to pay an order may offer (SPEC §1, §4, §9): card (through the configured card
 * gateway, shown as `monetico` or `paybox`), PayPal, 3 or 4 instalments from their minimum
 * amounts, bank transfer, cheque (French accounts only: a French bank's cheque), and payment at
 * the shop only when the order is picked up there; what a method costs and how an instalment
 * payment is split.
 */
import type { Cents } from '../../shared/money';
import { PAYMENT_METHODS, type PaymentMethodCode } from '../../shared/payment-methods';

// The codes (and their names) have one home shared by every layer, the e-mails included.
export { PAYMENT_METHODS, type PaymentMethodCode };

export function isPaymentMethod(value: string | null | undefined): value is PaymentMethodCode {
  return (PAYMENT_METHODS as readonly string[]).includes(value ?? '');
}

export interface PaymentOffer {
  /** The card gateway's code, shown as the card method. */
  cardMethod: 'monetico' | 'paybox';
  /** Online methods that have a gateway (real or, outside production, the offline one). */
  online: ReadonlySet<'card' | 'paypal' | 'limonetik_3x' | 'limonetik_4x'>;
  /** Configuration `payment_3x_min` / `payment_4x_min`, cents. */
  minimums: { payment_3x_min: number; payment_4x_min: number };
}

export interface PaymentSituation {
  amountCents: number;
  shippingKind: 'home' | 'express' | 'relay' | 'store' | null;
  destinationIso: string | null;
}

export function availablePaymentMethods(
  offer: PaymentOffer,
  situation: PaymentSituation,
): PaymentMethodCode[] {
  const methods: PaymentMethodCode[] = [];
  if (situation.amountCents <= 0) return methods;
  if (offer.online.has('card')) methods.push(offer.cardMethod);
  if (offer.online.has('paypal')) methods.push('paypal');
  if (offer.online.has('limonetik_3x') && situation.amountCents >= offer.minimums.payment_3x_min)
    methods.push('limonetik_3x');
  if (offer.online.has('limonetik_4x') && situation.amountCents >= offer.minimums.payment_4x_min)
    methods.push('limonetik_4x');
  methods.push('transfer');
  if (situation.destinationIso === 'FR' || situation.destinationIso === 'MC') methods.push('check');
  if (situation.shippingKind === 'store') methods.push('store');
  return methods;
}

/** How the order proceeds once placed with this method. */
export function paymentFlow(method: PaymentMethodCode): 'online' | 'offline_wait' | 'on_pickup' {
  if (method === 'transfer' || method === 'check') return 'offline_wait';
  if (method === 'store') return 'on_pickup';
  return 'online';
}

/** Instalments of the method: 3 or 4 (the Limonetik forms), else 0 (paid at once). */
export function instalmentCount(method: string | null | undefined): 0 | 3 | 4 {
  if (method === 'limonetik_3x') return 3;
  if (method === 'limonetik_4x') return 4;
  return 0;
}

/** The flow of a stored method (a column of free text); null when none or unknown. */
export function paymentFlowOf(
  method: string | null | undefined,
): ReturnType<typeof paymentFlow> | null {
  return isPaymentMethod(method) ? paymentFlow(method) : null;
}

/**
 * Whether an online payment can be started (or retried) for the order now: an online method,
 * and the money still awaited or declined ("Pay now", "Pay again").
 */
export function isPayableOnline(method: string | null | undefined, status: string): boolean {
  return (
    paymentFlowOf(method) === 'online' && (status === 'awaiting_payment' || status === 'not_paid')
  );
}

/** Whether the order waits for a transfer or a cheque (the customer's instructions). */
export function awaitsOfflinePayment(method: string | null | undefined, status: string): boolean {
  return paymentFlowOf(method) === 'offline_wait' && status === 'awaiting_payment';
}

/** Whether the order waits for a bank transfer (its instructions, reminder and deadline). */
export function awaitsTransfer(order: { status: string; paymentMethod: string | null }): boolean {
  return (
    order.paymentMethod === 'transfer' && awaitsOfflinePayment(order.paymentMethod, order.status)
  );
}

/** Days a bank transfer has to arrive before the order is cancelled (SPEC §4, §9). */
export const TRANSFER_PAYMENT_DAYS = 7;
const DAY_MS = 86_400_000;

/** The last moment a transfer for an order placed at `placedAt` is waited for. */
export function transferDeadline(placedAt: Date): Date {
  return new Date(placedAt.getTime() + TRANSFER_PAYMENT_DAYS * DAY_MS);
}

/**
 * The offline payment the customer still has to make (the instructions the order pages show):
 * a transfer, due by its deadline, or a cheque, which has none; null when no transfer or cheque
 * is awaited.
 */
export function awaitedOfflinePayment(order: {
  status: string;
  paymentMethod: string | null;
  placedAt: Date | null;
}): { method: 'transfer' | 'check'; deadline: Date | null } | null {
  const { status, paymentMethod: method, placedAt } = order;
  if (!awaitsOfflinePayment(method, status)) return null;
  if (method === 'transfer')
    return { method, deadline: placedAt ? transferDeadline(placedAt) : null };
  return method === 'check' ? { method, deadline: null } : null;
}

/** Whether a transfer order placed at `placedAt` is past its deadline at `now`. */
export function transferIsOverdue(
  placedAt: Date,
  now: Date,
  days: number = TRANSFER_PAYMENT_DAYS,
): boolean {
  return now.getTime() >= placedAt.getTime() + days * DAY_MS;
}

// What a method costs, and how an instalment payment is split (SPEC §9).

/** Fees per method, incl. tax: a fixed part plus a share of the amount in basis points. */
export type PaymentFeeConfig = Partial<
  Record<PaymentMethodCode, { fixedCents?: Cents; percentBp?: number }>
>;

/**
 * Fees incl. tax for paying `amountCents` (the total incl. tax before fees) with `method`,
 * rounded half up; 0 when the method has none configured. Instalments are "without fees"
 * (SPEC §9) whatever the configuration says.
 */
export function paymentFee(
  method: PaymentMethodCode,
  amountCents: Cents,
  config: PaymentFeeConfig,
): Cents {
  if (!Number.isInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`paymentFee amount ${amountCents}`);
  }
  if (instalmentCount(method) > 0) return 0;
  const fee = config[method];
  if (!fee) return 0;
  const fixed = fee.fixedCents ?? 0;
  const percentBp = fee.percentBp ?? 0;
  if (!Number.isInteger(fixed) || fixed < 0 || !Number.isInteger(percentBp) || percentBp < 0) {
    throw new RangeError(`paymentFee config for ${method}`);
  }
  return fixed + Math.round((amountCents * percentBp) / 10_000);
}

export type InstalmentKind = '3x' | '4x';

/** The configuration values (`payment_3x_min`, `payment_4x_min`), in cents. */
export interface InstalmentMinimums {
  payment_3x_min: Cents;
  payment_4x_min: Cents;
}

/** Paying in 3 or 4 times is offered from the configured minimum amount (inclusive). */
export function instalmentsAllowed(
  kind: InstalmentKind,
  amountCents: Cents,
  minimums: InstalmentMinimums,
): boolean {
  const minimum = kind === '3x' ? minimums.payment_3x_min : minimums.payment_4x_min;
  return amountCents > 0 && amountCents >= minimum;
}

export interface Instalment {
  dueDate: Date;
  amountCents: Cents;
}

/**
 * `count` monthly instalments summing exactly to `amountCents`; the cents that do not divide
 * go on the first one (paid today, so the customer never owes more later). Months are added in
 * UTC keeping the time of day; a day missing from a month falls back to its last day
 * (31 January → 28 February → 31 March).
 */
export function instalmentSchedule(
  amountCents: Cents,
  count: number,
  firstDate: Date,
): Instalment[] {
  if (!Number.isInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`instalmentSchedule amount ${amountCents}`);
  }
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`instalment count ${count}`);
  if (Number.isNaN(firstDate.getTime())) throw new RangeError('instalmentSchedule first date');
  const base = Math.floor(amountCents / count);
  const remainder = amountCents - base * count;
  return Array.from({ length: count }, (_, i) => ({
    dueDate: addMonths(firstDate, i),
    amountCents: i === 0 ? base + remainder : base,
  }));
}

function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}
