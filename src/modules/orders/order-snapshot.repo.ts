/**
 * What invoices, order e-mails and payments read about a placed order, inside the transaction
 * that moves it: the order row (frozen totals, addresses, VAT), its customer, its lines with the
 * catalogue's reference and names, and the delivery method's name. The orders module owns these
 * rows; the customer, the names and the method come from their owners' functions.
 */
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isLocale, type Locale, type Translated } from '../../shared/locale';
import { CONSUMER_PRICES, cartVariants, type CartVariant } from '../catalog';
import { findCustomer } from '../customers';
import { shippingMethodOfRange } from '../shipping';
import { orderVariants, orders } from './orders.tables';
import { giftCardLinesOf } from './gift-card-lines.repo';
import { giftCardLineId, type OrderTotals } from './totals.rules';

export type OrderRecord = typeof orders.$inferSelect;

export interface SnapshotLine {
  id: number;
  quantity: number;
  reference: string;
  /** "Product – variant" in French and in the order's language. */
  names: Partial<Record<Locale, string>>;
}

export interface OrderSnapshot {
  order: OrderRecord;
  locale: Locale;
  totals: OrderTotals;
  customer: {
    id: number;
    email: string;
    firstname: string;
    lastname: string;
    company: string | null;
    vatNumber: string | null;
  } | null;
  lines: SnapshotLine[];
  shipping: { kind: string; name: Translated } | null;
}

/** The workshop fitting's own line on invoices and e-mails (SPEC §5). */
const FITTING_LABEL: Record<Locale, string> = {
  fr: 'Montage en atelier',
  en: 'Workshop fitting',
  es: 'Montaje en taller',
  de: 'Montage in der Werkstatt',
  it: 'Montaggio in officina',
  pt: 'Montagem na oficina',
};

/** A gift card bought (decision 056): its line on invoices and e-mails, VAT-free. */
const GIFT_CARD_LABEL: Record<Locale, string> = {
  fr: 'Carte cadeau',
  en: 'Gift card',
  es: 'Tarjeta regalo',
  de: 'Geschenkkarte',
  it: 'Carta regalo',
  pt: 'Cartão-presente',
};
const GIFT_CARD_FOR: Record<Locale, string> = {
  fr: 'pour',
  en: 'for',
  es: 'para',
  de: 'für',
  it: 'per',
  pt: 'para',
};

/** "Product – variant" (once when they are the same). */
export function lineName(product: string | undefined, variant: string | undefined): string {
  const parts = [product?.trim(), variant?.trim()].filter((p): p is string => Boolean(p));
  if (parts.length === 2 && parts[0] === parts[1]) return parts[0]!;
  return parts.join(' – ') || '—';
}

/**
 * The order as documents need it, names in French (invoices) and in the order's language
 * (e-mails); null for a cart (nothing frozen yet).
 */
export async function readOrderSnapshot(db: Db, order: OrderRecord): Promise<OrderSnapshot | null> {
  if (!order.totals || !order.number || !order.placedAt) return null;
  const locale: Locale = isLocale(order.locale) ? order.locale : 'fr';
  const wanted = [...new Set<Locale>(['fr', locale])];
  // One after the other: inside a transaction they share one connection anyway.
  const user = order.userId === null ? null : await findCustomer(db, order.userId);
  const lineRows = await db
    .select({
      id: orderVariants.id,
      variantId: orderVariants.variantId,
      quantity: orderVariants.quantity,
      withAssembly: orderVariants.withAssembly,
    })
    .from(orderVariants)
    .where(eq(orderVariants.orderId, order.id))
    .orderBy(asc(orderVariants.createdAt), asc(orderVariants.id));
  const cardLines = await giftCardSnapshotLines(db, order.id, wanted);
  const shipping =
    order.shippingMethodRangeId === null
      ? null
      : await shippingMethodOfRange(db, order.shippingMethodRangeId);
  // The catalogue's names in each language wanted (a language without the product's
  // translation falls back to French); prices are not read, so any price context does.
  const variantIds = lineRows.map((l) => l.variantId);
  const named = new Map<Locale, Map<number, CartVariant>>();
  for (const each of wanted)
    named.set(
      each,
      await cartVariants(db, { locale: each, prices: CONSUMER_PRICES(0) }, variantIds),
    );
  const variantIn = (id: number, locale: Locale) =>
    named.get(locale)?.get(id) ?? named.get('fr')?.get(id);
  return {
    order,
    locale,
    totals: order.totals as unknown as OrderTotals,
    customer: user
      ? {
          id: user.id,
          email: user.email,
          firstname: user.firstname,
          lastname: user.lastname,
          company: user.company,
          vatNumber: user.vatNumber,
        }
      : null,
    lines: [
      ...lineRows.flatMap((line) => {
        const variant = variantIn(line.variantId, 'fr');
        // Variants are never deleted under an order (restrict); a product without its French
        // name is a catalogue mistake that must not print an invoice short of a line.
        if (!variant) throw new Error(`variant ${line.variantId} has no French name`);
        const names = (name: (locale: Locale) => string) =>
          Object.fromEntries(wanted.map((locale) => [locale, name(locale)]));
        const product: SnapshotLine = {
          id: line.id,
          quantity: line.quantity,
          reference: variant.reference,
          names: names((locale) => {
            const named = variantIn(line.variantId, locale)!;
            return lineName(named.product.name, named.name);
          }),
        };
        if (!line.withAssembly) return [product];
        // Its amounts are the totals line numbered minus the product line's id.
        const fitting: SnapshotLine = {
          id: -line.id,
          quantity: line.quantity,
          reference: `${variant.reference}-MONT`,
          names: names((locale) => `${FITTING_LABEL[locale]} – ${product.names[locale]}`),
        };
        return [product, fitting];
      }),
      ...cardLines,
    ],
    shipping,
  };
}

/** The snapshot's lines of the gift cards an order bought, after its products. */
async function giftCardSnapshotLines(
  db: Db,
  orderId: number,
  wanted: Locale[],
): Promise<SnapshotLine[]> {
  const rows = await giftCardLinesOf(db, orderId);
  return rows.map((row) => ({
    id: giftCardLineId(row.id),
    quantity: 1,
    reference: 'CARTE-CADEAU',
    names: Object.fromEntries(
      wanted.map((locale) => [
        locale,
        row.recipientName
          ? `${GIFT_CARD_LABEL[locale]} ${GIFT_CARD_FOR[locale]} ${row.recipientName}`
          : GIFT_CARD_LABEL[locale],
      ]),
    ),
  }));
}

/** A placed order, or null (unknown, or still a cart). */
export async function findPlacedOrder(db: Db, orderId: number): Promise<OrderRecord | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order && order.status !== 'not_ordered' ? order : null;
}

/**
 * The order row locked for the rest of the caller's transaction (moves, payments and refunds
 * of one order are counted one after the other); null when unknown.
 */
export async function lockOrder(tx: Db, orderId: number): Promise<OrderRecord | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order ?? null;
}

/**
 * Orders placed to be paid by bank transfer, still awaiting it, placed in `(after, upTo]`,
 * oldest first: the reminder's candidates (the invoices module remembers which were reminded).
 */
export async function awaitingTransfersPlaced(
  db: Db,
  after: Date,
  upTo: Date,
): Promise<{ id: number }[]> {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'awaiting_payment'),
        eq(orders.paymentMethod, 'transfer'),
        lte(orders.placedAt, upTo),
        gt(orders.placedAt, after),
      ),
    )
    .orderBy(asc(orders.placedAt));
}
