/**
 * What invoices and order e-mails print about an order, read inside the transaction that moves
 * it: the order row (frozen totals, addresses, VAT), its customer, its lines with the
 * catalogue's reference and names, and the delivery method's name. Read-only SQL over the
 * orders, customers, catalogue and shipping tables.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isLocale, type Locale, type Translated } from '../../shared/locale';
import { productTranslations, variants } from '../catalog/products.tables';
import { users } from '../customers/customers.tables';
import type { OrderTotals } from '../orders';
import { orderVariants, orders } from '../orders/orders.tables';
import { shippingMethodRanges, shippingMethods } from '../shipping/shipping.tables';

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

function lineName(product: string | undefined, variant: string | undefined): string {
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
  const customerRows =
    order.userId === null
      ? []
      : await db
          .select({
            id: users.id,
            email: users.email,
            firstname: users.firstname,
            lastname: users.lastname,
            company: users.company,
            vatNumber: users.vatNumber,
          })
          .from(users)
          .where(eq(users.id, order.userId));
  const lineRows = await db
    .select({
      id: orderVariants.id,
      quantity: orderVariants.quantity,
      withAssembly: orderVariants.withAssembly,
      reference: variants.reference,
      variantName: variants.name,
      productId: variants.productId,
    })
    .from(orderVariants)
    .innerJoin(variants, eq(variants.id, orderVariants.variantId))
    .where(eq(orderVariants.orderId, order.id))
    .orderBy(asc(orderVariants.createdAt), asc(orderVariants.id));
  const shippingRows =
    order.shippingMethodRangeId === null
      ? []
      : await db
          .select({ kind: shippingMethods.kind, name: shippingMethods.name })
          .from(shippingMethodRanges)
          .innerJoin(shippingMethods, eq(shippingMethods.id, shippingMethodRanges.shippingMethodId))
          .where(eq(shippingMethodRanges.id, order.shippingMethodRangeId));
  const productIds = [...new Set(lineRows.map((l) => l.productId))];
  const translations =
    productIds.length === 0
      ? []
      : await db
          .select({
            productId: productTranslations.productId,
            locale: productTranslations.locale,
            name: productTranslations.name,
          })
          .from(productTranslations)
          .where(
            and(
              inArray(productTranslations.productId, productIds),
              inArray(productTranslations.locale, wanted),
            ),
          );
  const productName = (id: number, locale: Locale) =>
    translations.find((t) => t.productId === id && t.locale === locale)?.name ??
    translations.find((t) => t.productId === id && t.locale === 'fr')?.name;
  return {
    order,
    locale,
    totals: order.totals as unknown as OrderTotals,
    customer: customerRows[0] ?? null,
    lines: lineRows.flatMap((line) => {
      const names = (name: (locale: Locale) => string) =>
        Object.fromEntries(wanted.map((locale) => [locale, name(locale)]));
      const product: SnapshotLine = {
        id: line.id,
        quantity: line.quantity,
        reference: line.reference,
        names: names((locale) =>
          lineName(
            productName(line.productId, locale),
            line.variantName[locale] ?? line.variantName.fr,
          ),
        ),
      };
      if (!line.withAssembly) return [product];
      // Its amounts are the totals line numbered minus the product line's id.
      const fitting: SnapshotLine = {
        id: -line.id,
        quantity: line.quantity,
        reference: `${line.reference}-MONT`,
        names: names((locale) => `${FITTING_LABEL[locale]} – ${product.names[locale]}`),
      };
      return [product, fitting];
    }),
    shipping: shippingRows[0] ?? null,
  };
}
