import { describe, expect, it } from 'vitest';
import { templateProblem } from '../mail';
import { TRANSFER_PAYMENT_DAYS, computeTotals, type TotalsInput } from '../orders';
import type { AddressSnapshot } from '../orders';
import { pdfText } from './invoice-pdf.templates';
import {
  addressLines,
  creditNoteDraft,
  formatInvoiceNumber,
  invoiceDraft,
  invoiceYear,
  type OrderForInvoice,
} from './invoice.rules';
import type { SellerSnapshot } from './invoices.tables';
import { confirmationMailData, mailDelivery, transferMailData } from './order-mail-data.rules';
import type { OrderSnapshot } from '../orders';

const SELLER: SellerSnapshot = {
  name: 'Sellerie Démo',
  legalForm: 'SAS',
  capital: '10 000 €',
  address: ['12 rue de l’Exemple', '75011 Paris'],
  siret: '000 000 000 00000',
  rcs: 'RCS Paris 000 000 000',
  vatNumber: 'FR00000000000',
  email: null,
  phone: null,
};
const ADDRESS: AddressSnapshot = {
  firstname: 'Alice',
  lastname: 'Durand',
  company: null,
  address: '12 rue de la République',
  address_complement: 'Bât. C',
  floor: '3',
  building: null,
  city: 'Lyon',
  post_code: '69002',
  country_id: 1,
  country_iso: 'FR',
  phone: '+33612345678',
  fixed_phone: null,
};

function order(input: Partial<TotalsInput> = {}, extra: Partial<OrderForInvoice> = {}) {
  const totals = computeTotals({
    lines: [
      { id: 11, unitHtCents: 4158, quantity: 3 },
      { id: 12, unitHtCents: 999, quantity: 1 },
    ],
    vatRateBp: 2000,
    pricesIncludeTax: true,
    promoPercent: 10,
    shippingHtCents: 749,
    freeShippingThresholdTtcCents: null,
    paymentFeesTtcCents: 0,
    giftCardAvailableCents: 0,
    loyaltyPoints: null,
    ...input,
  });
  const value: OrderForInvoice = {
    number: '2026-001042',
    placedAt: new Date('2026-03-01T10:00:00Z'),
    locale: 'fr',
    paymentMethod: 'monetico',
    paymentStatus: 'paid',
    vatCountry: 'FR',
    vatRateBp: input.vatRateBp ?? 2000,
    totals,
    billingAddress: ADDRESS,
    customer: {
      id: 7,
      email: 'alice@example.test',
      firstname: 'Alice',
      lastname: 'Durand',
      company: null,
      vatNumber: null,
    },
    lines: [
      { id: 11, reference: 'HOU-1', name: 'Housse – noir', quantity: 3 },
      { id: 12, reference: 'MOU-2', name: 'Mousse', quantity: 1 },
    ],
    shippingMethod: 'Colissimo',
    ...extra,
  };
  return value;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('numbers', () => {
  it.each([
    ['invoice', 2026, 1, 'F2026-000001'],
    ['invoice', 2026, 123456, 'F2026-123456'],
    ['credit_note', 2027, 42, 'A2027-000042'],
  ] as const)('%s %i #%i → %s', (kind, year, sequence, expected) => {
    expect(formatInvoiceNumber(kind, year, sequence)).toBe(expected);
  });

  it('refuses a sequence below 1', () => {
    expect(() => formatInvoiceNumber('invoice', 2026, 0)).toThrow(RangeError);
  });

  it.each([
    ['2025-12-31T22:59:59Z', 2025],
    ['2025-12-31T23:00:00Z', 2026], // midnight in Paris (UTC+1)
    ['2026-12-31T22:59:59Z', 2026],
    ['2026-06-30T22:30:00Z', 2026],
  ])('the year of %s in Paris is %i', (iso, year) => {
    expect(invoiceYear(new Date(iso))).toBe(year);
  });
});

describe('invoiceDraft', () => {
  it('copies the frozen totals; lines, discounts and shipping add up to the total excl. tax', () => {
    const source = order();
    const draft = invoiceDraft(source, SELLER);
    const t = source.totals;
    expect(draft).toMatchObject({
      kind: 'invoice',
      totalHtCents: t.totalHtCents,
      vatCents: t.vatCents,
      totalTtcCents: t.totalTtcCents,
    });
    expect(sum(draft.lines.map((l) => l.totalHtCents))).toBe(draft.details.productsHtCents);
    const d = draft.details;
    expect(
      d.productsHtCents -
        d.promoDiscountHtCents -
        d.loyaltyDiscountHtCents +
        d.shippingHtCents +
        d.paymentFeesHtCents,
    ).toBe(draft.totalHtCents);
    expect(draft.totalHtCents + draft.vatCents).toBe(draft.totalTtcCents);
    expect(sum(draft.vatBreakdown.map((v) => v.vatCents))).toBe(draft.vatCents);
    expect(draft.lines[0]).toEqual({
      reference: 'HOU-1',
      name: 'Housse – noir',
      quantity: 3,
      unitHtCents: 4158,
      vatRateBp: 2000,
      totalHtCents: t.lines[0]!.totalHtCents,
    });
    expect(draft.buyer).toMatchObject({
      customerNumber: 7,
      name: 'Alice Durand',
      address: ['12 rue de la République', 'Bât. C', '3', '69002 Lyon', 'FR'],
    });
    expect(d).toMatchObject({ settlement: 'paid', vatExemption: null, promoPercent: 10 });
  });

  it.each([
    ['reverse charge: EU business with a VAT number', 'DE', 'DE123456789', 'reverse_charge'],
    ['export outside the EU', 'CH', null, 'export'],
    ['export outside the EU, even with a VAT number', 'CH', 'CHE123456789', 'export'],
  ] as const)('no VAT: %s', (_, country, vatNumber, exemption) => {
    const source = order(
      { vatRateBp: 0, pricesIncludeTax: false },
      {
        vatCountry: country,
        billingAddress: { ...ADDRESS, country_iso: country },
        customer: { ...order().customer!, vatNumber },
      },
    );
    const draft = invoiceDraft(source, SELLER);
    expect(draft.vatCents).toBe(0);
    expect(draft.details.vatExemption).toBe(exemption);
  });

  it('marks an order accepted before payment (pay at pickup) as due', () => {
    const draft = invoiceDraft(order({}, { paymentStatus: 'awaiting' }), SELLER);
    expect(draft.details.settlement).toBe('due');
  });

  it('refuses a line without a frozen amount (a bug)', () => {
    const source = order();
    source.lines.push({ id: 99, reference: 'X', name: 'X', quantity: 1 });
    expect(() => invoiceDraft(source, SELLER)).toThrow(/line 99/);
  });
});

describe('creditNoteDraft', () => {
  it('negates every amount, so invoice + credit note sum to zero', () => {
    const invoice = invoiceDraft(order({ giftCardAvailableCents: 500 }), SELLER);
    const credit = creditNoteDraft(invoice);
    expect(credit.kind).toBe('credit_note');
    expect(invoice.totalTtcCents + credit.totalTtcCents).toBe(0);
    expect(invoice.totalHtCents + credit.totalHtCents).toBe(0);
    expect(invoice.vatCents + credit.vatCents).toBe(0);
    expect(credit.lines.map((l) => l.totalHtCents)).toEqual(
      invoice.lines.map((l) => -l.totalHtCents),
    );
    expect(credit.lines.map((l) => l.quantity)).toEqual(invoice.lines.map((l) => l.quantity));
    expect(credit.details.giftCardUsedCents).toBe(-500);
    expect(credit.buyer).toEqual(invoice.buyer);
    expect(credit.seller).toEqual(invoice.seller);
  });
});

describe('order e-mail data', () => {
  const snapshot = (kind: string, relay = false): OrderSnapshot => {
    const source = order();
    return {
      order: {
        id: 1,
        number: source.number,
        placedAt: source.placedAt,
        paymentMethod: 'transfer',
        shippingAddress: ADDRESS,
        billingAddress: ADDRESS,
        vatRateBp: 2000,
        relayPoint: relay
          ? {
              id: 'R1',
              name: 'Tabac du Centre',
              address: '3 place X',
              post_code: '69001',
              city: 'Lyon',
              country_iso: 'FR',
            }
          : null,
      } as OrderSnapshot['order'],
      locale: 'en',
      totals: source.totals,
      customer: source.customer,
      lines: [
        { id: 11, quantity: 3, reference: 'HOU-1', names: { fr: 'Housse', en: 'Cover' } },
        { id: 12, quantity: 1, reference: 'MOU-2', names: { fr: 'Mousse' } },
      ],
      shipping: {
        kind,
        name: { fr: 'Livraison', en: 'Delivery', es: 'E', de: 'D', it: 'I', pt: 'P' },
      },
    };
  };
  const store = { address: ['12 rue de l’Exemple', '75011 Paris'], hours: 'Mon–Fri' };

  it.each([
    ['home', false, { kind: 'home', method: 'Delivery' }],
    ['express', false, { kind: 'express' }],
    [
      'relay',
      true,
      { kind: 'relay', relayPoint: ['Tabac du Centre', '3 place X', '69001 Lyon', 'FR'] },
    ],
    ['store', false, { kind: 'store', pickupAddress: store.address, pickupHours: 'Mon–Fri' }],
  ])('delivery %s', (kind, relay, expected) => {
    const delivery = mailDelivery(snapshot(kind, relay), store);
    expect(delivery).toMatchObject(expected);
    const data = confirmationMailData(snapshot(kind, relay), delivery);
    expect(templateProblem({ template: 'order_confirmation', locale: 'en', data })).toBeNull();
  });

  it('names lines in the order’s language, else in French, with their amounts incl. tax', () => {
    const s = snapshot('home');
    const data = confirmationMailData(s, mailDelivery(s, store));
    expect(data.lines.map((l) => l.name)).toEqual(['Cover', 'Mousse']);
    expect(data.lines[0]!.totalTtcCents).toBe(s.totals.lines[0]!.totalTtcCents);
    expect(data.delivery).toMatchObject({
      address: ['Alice Durand', '12 rue de la République', 'Bât. C', '3', '69002 Lyon', 'FR'],
    });
  });

  it('prints the transfer deadline 7 days after the order was placed, to the second', () => {
    // SPEC §4: an unpaid transfer is cancelled after 7 days; the mail must name that moment.
    expect(TRANSFER_PAYMENT_DAYS).toBe(7);
    const bank = { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', holder: 'Sellerie' };
    const data = transferMailData(snapshot('home'), bank);
    expect(data.deadline).toBe('2026-03-08T10:00:00.000Z');
    expect(data).toMatchObject({ number: '2026-001042', iban: bank.iban, holder: 'Sellerie' });
  });
});

describe('pdfText', () => {
  it('keeps what the standard fonts draw and replaces the rest', () => {
    expect(pdfText('1\u202f234,56\u00a0€ – l’été')).toBe('1\u00a0234,56\u00a0€ – l’été');
    expect(pdfText('−5')).toBe('-5');
    expect(pdfText('Łódź 東京')).toBe('?ód? ??');
  });

  it('prints an address on its lines, without the empty ones', () => {
    expect(addressLines({ ...ADDRESS, address_complement: '  ', floor: null })).toEqual([
      '12 rue de la République',
      '69002 Lyon',
      'FR',
    ]);
  });
});
