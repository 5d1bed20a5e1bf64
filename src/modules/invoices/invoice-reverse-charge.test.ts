/**
 * The reverse-charge mention (decision 047): an invoice and its credit note without VAT for a
 * buyer of another member state print "Autoliquidation — article 196 de la directive
 * 2006/112/CE", the same in the invoice's language, and the buyer's VAT number.
 */
import { describe, expect, it } from 'vitest';
import { computeTotals } from '../orders';
import { renderInvoicePdf } from './invoice-pdf.templates';
import {
  creditNoteDraft,
  invoiceDraft,
  type InvoiceDraft,
  type OrderForInvoice,
} from './invoice.rules';
import type { InvoiceRow } from './invoices.repo';

const SELLER = {
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

function order(locale: string, country: string, vatNumber: string | null): OrderForInvoice {
  return {
    number: '2026-001042',
    placedAt: new Date('2026-03-01T10:00:00Z'),
    locale,
    paymentMethod: 'transfer',
    paymentStatus: 'paid',
    vatCountry: country,
    vatRateBp: 0,
    totals: computeTotals({
      lines: [{ id: 11, unitHtCents: 10000, quantity: 2 }],
      vatRateBp: 0,
      pricesIncludeTax: false,
      promoPercent: null,
      shippingHtCents: 1000,
      freeShippingThresholdTtcCents: null,
      paymentFeesTtcCents: 0,
      giftCardAvailableCents: 0,
      loyaltyPoints: null,
    }),
    billingAddress: {
      firstname: 'Lena',
      lastname: 'Weber',
      company: 'Weber Sattlerei GmbH',
      address: 'Hauptstraße 1',
      address_complement: null,
      floor: null,
      building: null,
      city: 'Berlin',
      post_code: '10115',
      country_id: 2,
      country_iso: country,
      phone: '+4915112345678',
      fixed_phone: null,
    },
    customer: {
      id: 7,
      email: 'lena@example.test',
      firstname: 'Lena',
      lastname: 'Weber',
      company: 'Weber Sattlerei GmbH',
      vatNumber,
    },
    lines: [{ id: 11, reference: 'HOU-1', name: 'Housse', quantity: 2 }],
    shippingMethod: 'DHL',
  };
}

const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x92: '’', 0x96: '–', 0x97: '—' };
function textOf(pdf: Buffer): string {
  const decode = (hex: string) =>
    Array.from(Buffer.from(hex, 'hex'), (b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('');
  return [...pdf.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((m) => [...m[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decode(h[1]!)).join(''))
    .join('\n');
}

const row = (draft: InvoiceDraft, number: string): InvoiceRow =>
  ({
    ...draft,
    id: 1,
    orderId: 1,
    userId: 7,
    number,
    year: 2026,
    sequence: 1,
    issuedAt: new Date('2026-03-02T10:00:00Z'),
    creditOf: null,
    refundId: null,
    currency: 'EUR',
    createdAt: new Date('2026-03-02T10:00:00Z'),
  }) as InvoiceRow;

async function printed(draft: InvoiceDraft, cancels = false) {
  const pdf = await renderInvoicePdf(
    {
      invoice: row(draft, cancels ? 'A2026-000001' : 'F2026-000001'),
      cancels: cancels ? { number: 'F2026-000001', issuedAt: new Date('2026-03-02') } : null,
    },
    { compress: false },
  );
  // Lines wrap: compare without line breaks.
  return textOf(pdf).replace(/\s+/g, ' ');
}

describe('reverse charge on the invoice', () => {
  it.each([
    [
      'de',
      'Steuerschuldnerschaft des Leistungsempfängers — Artikel 196 der Richtlinie 2006/112/EG',
    ],
    ['en', 'Reverse charge — Article 196 of Directive 2006/112/EC'],
    ['es', 'Inversión del sujeto pasivo — artículo 196 de la Directiva 2006/112/CE'],
    ['it', 'Inversione contabile — articolo 196 della direttiva 2006/112/CE'],
    ['pt', 'Autoliquidação — artigo 196.º da Diretiva 2006/112/CE'],
    ['fr', 'Autoliquidation — article 196 de la directive 2006/112/CE'],
  ])('prints the mention in French and in %s, with the VAT number', async (locale, mention) => {
    const draft = invoiceDraft(order(locale, 'DE', 'DE123456789'), SELLER);
    expect(draft.details.vatExemption).toBe('reverse_charge');
    for (const text of [await printed(draft), await printed(creditNoteDraft(draft), true)]) {
      expect(text).toContain('Autoliquidation — article 196 de la directive 2006/112/CE');
      expect(text).toContain(mention);
      expect(text).toContain('N° TVA intracommunautaire : DE123456789');
    }
  });

  it('prints no reverse-charge mention for an export', async () => {
    const draft = invoiceDraft(order('en', 'CH', null), SELLER);
    expect(draft.details.vatExemption).toBe('export');
    expect(await printed(draft)).not.toContain('Autoliquidation');
  });
});
