/**
 * The back office's read of one placed order with its lines, customer and parcels (the list of
 * orders is order-list.service.ts; what was paid is the payments module's `orderPaymentState`:
 * payments received, never the amount due).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Locale } from '../../shared/locale';
import { CONSUMER_PRICES, cartVariants } from '../catalog';
import { userEmails } from '../customers';
import { listShipments, type ShipmentDto } from './follow-up.service';
import { fittingLineId } from './order-pricing.service';
import { lineName } from './order-snapshot.repo';
import { giftCardLineId, type OrderTotals } from './totals.rules';
import { giftCardLinesOf, type GiftCardLineRow } from './gift-card-lines.repo';
import { orderVariants, orders, type RelayPointSnapshot } from './orders.tables';
import type { AddressSnapshot } from './orders.tables';

export interface BackOfficeOrderRow {
  id: number;
  number: string | null;
  status: string;
  paymentStatus: string;
  shippingStatus: string;
  paymentMethod: string | null;
  totalTtcCents: number | null;
  placedAt: Date | null;
  email: string | null;
}

const summary = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  shippingStatus: orders.shippingStatus,
  paymentMethod: orders.paymentMethod,
  totalTtcCents: orders.totalTtcCents,
  placedAt: orders.placedAt,
  userId: orders.userId,
};

/** Each order with its customer's e-mail (the customers module owns the accounts). */
async function withEmails<T extends { userId: number | null }>(
  db: Db,
  rows: T[],
): Promise<(Omit<T, 'userId'> & { email: string | null })[]> {
  const emails = await userEmails(
    db,
    rows.flatMap((row) => (row.userId === null ? [] : [row.userId])),
  );
  return rows.map(({ userId, ...row }) => ({
    ...row,
    email: userId === null ? null : (emails.get(userId) ?? null),
  }));
}

export interface BackOfficeOrderLine {
  id: number;
  reference: string;
  /** "Product – variant" in the reader's language (French when not translated). */
  name: string;
  quantity: number;
  withAssembly: boolean;
  /** Frozen amounts incl. tax of the line, and of its workshop fitting (null when not asked). */
  unitTtcCents: number | null;
  totalTtcCents: number | null;
  fittingTotalTtcCents: number | null;
}

export interface BackOfficeOrder extends BackOfficeOrderRow {
  /** What a form read the order at (its last change, to the millisecond): the stale check. */
  version: string;
  shippingAddress: AddressSnapshot | null;
  relayPoint: RelayPointSnapshot | null;
  lines: BackOfficeOrderLine[];
  /** What the customer was charged, frozen when the order was placed. */
  totals: OrderTotals | null;
  shipments: ShipmentDto[];
}

export async function backOfficeOrder(
  db: Db,
  id: number,
  locale: Locale = 'fr',
): Promise<BackOfficeOrder | null> {
  const [foundRow] = await db
    .select({
      ...summary,
      shippingAddress: orders.shippingAddress,
      relayPoint: orders.relayPoint,
      totals: orders.totals,
      updatedAt: orders.updatedAt,
    })
    .from(orders)
    .where(and(eq(orders.id, id), ne(orders.status, 'not_ordered')));
  if (!foundRow) return null;
  const { updatedAt, totals: frozen, ...found } = foundRow;
  const totals = frozen as OrderTotals | null;
  const [row] = await withEmails(db, [found]);
  const [lines, shipments, cards] = await Promise.all([
    db
      .select({
        id: orderVariants.id,
        variantId: orderVariants.variantId,
        quantity: orderVariants.quantity,
        withAssembly: orderVariants.withAssembly,
      })
      .from(orderVariants)
      .where(eq(orderVariants.orderId, id))
      .orderBy(orderVariants.id),
    listShipments(db, id),
    giftCardLinesOf(db, id),
  ]);
  // Names only: any price context does (the amounts are the frozen ones).
  const named = await cartVariants(
    db,
    { locale, prices: CONSUMER_PRICES(0) },
    lines.map((line) => line.variantId),
  );
  const amounts = new Map(totals?.lines.map((line) => [line.id, line]));
  return {
    ...row!,
    version: updatedAt.toISOString(),
    // A line whose variant the catalogue no longer has is left out, as the join did.
    lines: [
      ...lines.flatMap(({ variantId, ...line }) => {
        const variant = named.get(variantId);
        if (!variant) return [];
        const frozenLine = amounts.get(line.id);
        return [
          {
            ...line,
            reference: variant.reference,
            name: lineName(variant.product.name, variant.name),
            unitTtcCents: frozenLine?.unitTtcCents ?? null,
            totalTtcCents: frozenLine?.totalTtcCents ?? null,
            fittingTotalTtcCents: amounts.get(fittingLineId(line.id))?.totalTtcCents ?? null,
          },
        ];
      }),
      ...cards.map((card) => giftCardAdminLine(card, locale, amounts.get(giftCardLineId(card.id)))),
    ],
    totals,
    shipments,
  };
}

/** A gift card bought, as the back office lists it beside the products (decision 056). */
function giftCardAdminLine(
  card: GiftCardLineRow,
  locale: Locale,
  frozen: { unitTtcCents: number; totalTtcCents: number } | undefined,
): BackOfficeOrderLine {
  const fr = locale === 'fr';
  const state = card.voidedAt
    ? fr
      ? 'annulée'
      : 'cancelled'
    : card.sentAt
      ? `${fr ? 'envoyée le' : 'sent on'} ${card.sentAt.toISOString().slice(0, 10)}`
      : `${fr ? 'à envoyer le' : 'to send on'} ${card.deliverOn}`;
  const to =
    card.recipientKind === 'other'
      ? ` ${fr ? 'pour' : 'for'} ${card.recipientName ?? ''} <${card.recipientEmail ?? ''}>`
      : ` ${fr ? 'pour le client' : 'for the customer'}`;
  return {
    id: giftCardLineId(card.id),
    reference: 'CARTE-CADEAU',
    name: `${fr ? 'Carte cadeau' : 'Gift card'}${to} · ${state}`,
    quantity: 1,
    withAssembly: false,
    unitTtcCents: frozen?.unitTtcCents ?? card.amountCents,
    totalTtcCents: frozen?.totalTtcCents ?? card.amountCents,
    fittingTotalTtcCents: null,
  };
}
