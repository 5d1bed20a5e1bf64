/**
 * The data of the order e-mails, as the outbox stores it (JSON) and the templates read it.
 * Amounts are integer cents, dates ISO strings: the mail is rendered when it is sent, in the
 * order's language, from what the order was when the mail was queued. Each template's data is
 * checked by its schema when queued (a bad shape is a bug of the caller: `enqueueEmail` throws,
 * the caller's transaction rolls back) and again when rendered.
 */
import { z } from 'zod';
import { ORDER_PAYMENT_METHODS, type OrderPaymentMethod } from '../../shared/payment-methods';

export const ORDER_EMAIL_TEMPLATES = [
  'order_confirmation',
  'transfer_instructions',
  'transfer_reminder',
  'payment_received',
  'order_shipped',
  'order_cancelled',
  'shop_new_order',
] as const;
export type OrderEmailTemplate = (typeof ORDER_EMAIL_TEMPLATES)[number];

/** What an order may record as paid with (the methods, or a gift card / points that paid it all). */
export type MailPaymentMethod = OrderPaymentMethod;

const text = z.string().trim().min(1).max(500);
const cents = z.number().int().min(0).max(100_000_000);
const isoDate = z.iso.datetime({ offset: true });
const addressLines = z.array(text).min(1).max(8);

const line = z.strictObject({
  reference: text,
  name: text,
  quantity: z.number().int().min(1).max(999),
  unitTtcCents: cents,
  totalTtcCents: cents,
  /** Excl. tax, for a verified PRO's order (decision 048); absent on older mails. */
  unitHtCents: cents.optional(),
  totalHtCents: cents.optional(),
});

const totals = z.strictObject({
  /** false: a verified PRO's order, read excl. tax (decision 048); absent: incl. tax. */
  pricesIncludeTax: z.boolean().optional(),
  productsHtCents: cents.optional(),
  promoDiscountHtCents: cents.optional(),
  shippingHtCents: cents.optional(),
  productsTtcCents: cents,
  promoDiscountTtcCents: cents,
  loyaltyDiscountTtcCents: cents,
  shippingTtcCents: cents,
  freeShipping: z.boolean(),
  paymentFeesTtcCents: cents,
  totalHtCents: cents,
  vatCents: cents,
  vatRateBp: z.number().int().min(0).max(10_000),
  totalTtcCents: cents,
  giftCardUsedCents: cents,
  amountDueCents: cents,
});

const delivery = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.enum(['home', 'express']), method: text, address: addressLines }),
  z.strictObject({ kind: z.literal('relay'), method: text, relayPoint: addressLines }),
  z.strictObject({
    kind: z.literal('store'),
    method: text,
    pickupAddress: addressLines,
    /** The shop's opening hours for pickups (text `pickup_hours`), when configured. */
    pickupHours: text.optional(),
  }),
]);

const greeting = { firstname: text, number: text };

const bankTransfer = z.strictObject({
  ...greeting,
  amountCents: cents,
  iban: text,
  bic: text,
  holder: text,
  /** The last day the transfer may arrive (the order is cancelled after it). */
  deadline: isoDate,
});

export const ORDER_EMAIL_SCHEMAS = {
  order_confirmation: z.strictObject({
    ...greeting,
    placedAt: isoDate,
    lines: z.array(line).min(1).max(200),
    totals,
    delivery,
    paymentMethod: z.enum(ORDER_PAYMENT_METHODS),
  }),
  transfer_instructions: bankTransfer,
  transfer_reminder: bankTransfer,
  payment_received: z.strictObject({
    ...greeting,
    amountCents: cents,
    paymentMethod: z.enum(ORDER_PAYMENT_METHODS),
  }),
  order_shipped: z.strictObject({
    ...greeting,
    carrier: text,
    trackingNumber: text,
    /** The carrier's tracking page, when the back office gave one (http/https only). */
    trackingUrl: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .optional(),
    delivery,
  }),
  order_cancelled: z.strictObject({
    ...greeting,
    reason: z.enum(['transfer_not_received', 'cancelled']),
    /** Money had been received: the mail says it will be refunded. */
    refund: z.boolean(),
  }),
  /** To the shop: an order to prepare (paid, or awaiting a transfer / cheque, or paid at pickup). */
  shop_new_order: z.strictObject({
    number: text,
    customerName: text,
    customerEmail: z.email().max(320),
    customerPhone: text.optional(),
    amountCents: cents,
    paymentMethod: z.enum(ORDER_PAYMENT_METHODS),
    state: z.enum(['paid', 'awaiting_payment', 'pay_at_pickup']),
    lines: z.array(line).min(1).max(200),
    delivery,
  }),
} satisfies Record<OrderEmailTemplate, z.ZodType>;

export type OrderEmailData<T extends OrderEmailTemplate> = z.infer<(typeof ORDER_EMAIL_SCHEMAS)[T]>;
export type OrderConfirmationData = OrderEmailData<'order_confirmation'>;
export type OrderMailLine = OrderConfirmationData['lines'][number];
export type OrderMailTotals = OrderConfirmationData['totals'];
export type OrderMailDelivery = OrderConfirmationData['delivery'];

export function isOrderEmailTemplate(template: string): template is OrderEmailTemplate {
  return (ORDER_EMAIL_TEMPLATES as readonly string[]).includes(template);
}

/** Why `data` does not fit the template, or null. */
export function orderEmailProblem(template: OrderEmailTemplate, data: unknown): string | null {
  const parsed = ORDER_EMAIL_SCHEMAS[template].safeParse(data);
  if (parsed.success) return null;
  const issues = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`);
  return `${template}: ${issues.join('; ')}`;
}
