/**
 * Pure rules of invoicing: numbers, the invoice of an order from its frozen totals, and the
 * credit note that cancels an invoice. No I/O, no clock.
 */
import { removeVat } from '../../shared/money';
import { EU_MEMBER_STATES, type AddressSnapshot, type OrderTotals } from '../orders';
import type {
  BuyerSnapshot,
  InvoiceDetails,
  InvoiceKind,
  InvoiceLine,
  InvoiceVatLine,
  SellerSnapshot,
} from './invoices.tables';

export const INVOICE_PREFIX: Record<InvoiceKind, string> = { invoice: 'F', credit_note: 'A' };

/** The French seller's calendar: a year's numbering starts at midnight in Paris. */
export const SELLER_TIME_ZONE = 'Europe/Paris';

/** `F2026-000001`: the kind's letter, the year, the sequence of that kind and year. */
export function formatInvoiceNumber(kind: InvoiceKind, year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`sequence ${sequence}`);
  return `${INVOICE_PREFIX[kind]}${year}-${String(sequence).padStart(6, '0')}`;
}

export function invoiceYear(issuedAt: Date): number {
  const year = new Intl.DateTimeFormat('en', { timeZone: SELLER_TIME_ZONE, year: 'numeric' });
  return Number(year.format(issuedAt));
}

/** An address as printed: street, complements, post code and city, country code. */
export function addressLines(address: AddressSnapshot): string[] {
  const building = [address.building, address.floor].filter(Boolean).join(', ');
  return [
    address.address,
    address.address_complement,
    building,
    `${address.post_code} ${address.city}`,
    address.country_iso,
  ].filter((line): line is string => Boolean(line && line.trim()));
}

/** What invoicing needs of a placed order (read by order-snapshot.repo.ts). */
export interface OrderForInvoice {
  number: string;
  placedAt: Date;
  locale: string;
  paymentMethod: string | null;
  paymentStatus: string;
  vatCountry: string | null;
  vatRateBp: number;
  totals: OrderTotals;
  billingAddress: AddressSnapshot | null;
  customer: {
    id: number;
    email: string;
    firstname: string;
    lastname: string;
    company: string | null;
    vatNumber: string | null;
  } | null;
  /** The order's lines with their catalogue reference and French name. */
  lines: { id: number; reference: string; name: string; quantity: number }[];
  shippingMethod: string | null;
}

/** An invoice or credit note before it gets its number. */
export interface InvoiceDraft {
  kind: InvoiceKind;
  totalHtCents: number;
  vatCents: number;
  totalTtcCents: number;
  vatBreakdown: InvoiceVatLine[];
  lines: InvoiceLine[];
  details: InvoiceDetails;
  seller: SellerSnapshot;
  buyer: BuyerSnapshot;
}

function buyerOf(order: OrderForInvoice): BuyerSnapshot {
  const billing = order.billingAddress;
  const customer = order.customer;
  const name = billing
    ? `${billing.firstname} ${billing.lastname}`
    : customer
      ? `${customer.firstname} ${customer.lastname}`
      : '';
  return {
    customerNumber: customer?.id ?? null,
    name: name.trim(),
    company: billing?.company || customer?.company || null,
    address: billing ? addressLines(billing) : [],
    countryIso: billing?.country_iso ?? order.vatCountry ?? 'FR',
    email: customer?.email ?? null,
    vatNumber: customer?.vatNumber || null,
  };
}

export function invoiceDraft(order: OrderForInvoice, seller: SellerSnapshot): InvoiceDraft {
  const totals = order.totals;
  const amounts = new Map(totals.lines.map((line) => [line.id, line]));
  const lines = order.lines.map((line): InvoiceLine => {
    const amount = amounts.get(line.id);
    if (!amount) throw new Error(`order ${order.number}: line ${line.id} has no frozen amount`);
    return {
      reference: line.reference,
      name: line.name,
      quantity: line.quantity,
      unitHtCents: amount.unitHtCents,
      // A gift card bought carries no VAT (a multi-purpose voucher, decision 056).
      vatRateBp: amount.vatRateBp ?? order.vatRateBp,
      totalHtCents: amount.totalHtCents,
    };
  });
  const buyer = buyerOf(order);
  const exempt = order.vatRateBp === 0;
  return {
    kind: 'invoice',
    totalHtCents: totals.totalHtCents,
    vatCents: totals.vatCents,
    totalTtcCents: totals.totalTtcCents,
    vatBreakdown: totals.vatBreakdown.map((v) => ({ ...v })),
    lines,
    details: {
      orderNumber: order.number,
      orderPlacedAt: order.placedAt.toISOString(),
      locale: order.locale,
      paymentMethod: order.paymentMethod,
      settlement: order.paymentStatus === 'paid' ? 'paid' : 'due',
      productsHtCents: totals.productsHtCents,
      promoPercent: totals.promoPercent,
      promoDiscountHtCents: totals.promoDiscountHtCents,
      loyaltyDiscountHtCents: totals.loyaltyDiscountHtCents,
      shippingMethod: order.shippingMethod,
      shippingHtCents: totals.shippingHtCents,
      paymentFeesHtCents: totals.paymentFeesHtCents,
      giftCardUsedCents: totals.giftCardUsedCents,
      loyaltyUsedCents: totals.loyaltyUsedCents ?? 0,
      amountDueCents: totals.amountDueCents,
      vatExemption: !exempt
        ? null
        : // No VAT for a buyer with a VAT number of another member state: the reverse charge of
          // order-pricing (a verified PRO whose number VIES confirmed); else an export.
          buyer.vatNumber && buyer.countryIso !== 'FR' && EU_MEMBER_STATES.has(buyer.countryIso)
          ? 'reverse_charge'
          : 'export',
    },
    seller,
    buyer,
  };
}

const negate = (cents: number) => (cents === 0 ? 0 : -cents);

/**
 * The credit note cancelling an invoice in full: the same lines, buyer and seller as invoiced
 * (the document it corrects), every amount negated.
 */
export function creditNoteDraft(invoice: Omit<InvoiceDraft, 'kind'>): InvoiceDraft {
  const d = invoice.details;
  return {
    kind: 'credit_note',
    totalHtCents: negate(invoice.totalHtCents),
    vatCents: negate(invoice.vatCents),
    totalTtcCents: negate(invoice.totalTtcCents),
    vatBreakdown: invoice.vatBreakdown.map((v) => ({
      rateBp: v.rateBp,
      baseHtCents: negate(v.baseHtCents),
      vatCents: negate(v.vatCents),
    })),
    lines: invoice.lines.map((line) => ({
      ...line,
      unitHtCents: negate(line.unitHtCents),
      totalHtCents: negate(line.totalHtCents),
    })),
    details: {
      ...d,
      productsHtCents: negate(d.productsHtCents),
      promoDiscountHtCents: negate(d.promoDiscountHtCents),
      loyaltyDiscountHtCents: negate(d.loyaltyDiscountHtCents),
      shippingHtCents: negate(d.shippingHtCents),
      paymentFeesHtCents: negate(d.paymentFeesHtCents),
      giftCardUsedCents: negate(d.giftCardUsedCents),
      loyaltyUsedCents: negate(d.loyaltyUsedCents ?? 0),
      amountDueCents: negate(d.amountDueCents),
    },
    seller: invoice.seller,
    buyer: invoice.buyer,
  };
}

/**
 * The credit note of a refund: one line "Remboursement" of the amount given back, at the
 * order's VAT rate (the refund is taken from the order's total, whose VAT is one rate: SPEC
 * §5, destination VAT). Excl. tax and VAT are split from the amount incl. tax to the cent.
 */
export function refundCreditNoteDraft(
  invoice: Omit<InvoiceDraft, 'kind'>,
  refund: { amountCents: number; reason: string },
): InvoiceDraft {
  const rateBp = invoice.vatBreakdown[0]?.rateBp ?? 0;
  const ttc = refund.amountCents;
  const ht = removeVat(ttc, rateBp);
  const d = invoice.details;
  return {
    kind: 'credit_note',
    totalHtCents: -ht,
    vatCents: -(ttc - ht),
    totalTtcCents: -ttc,
    vatBreakdown: [{ rateBp, baseHtCents: -ht, vatCents: -(ttc - ht) }],
    lines: [
      {
        reference: 'REMB',
        name: `Remboursement : ${refund.reason}`.slice(0, 200),
        quantity: 1,
        unitHtCents: -ht,
        vatRateBp: rateBp,
        totalHtCents: -ht,
      },
    ],
    details: {
      ...d,
      productsHtCents: -ht,
      promoPercent: null,
      promoDiscountHtCents: 0,
      loyaltyDiscountHtCents: 0,
      shippingHtCents: 0,
      paymentFeesHtCents: 0,
      giftCardUsedCents: 0,
      loyaltyUsedCents: 0,
      amountDueCents: -ttc,
    },
    seller: invoice.seller,
    buyer: invoice.buyer,
  };
}
