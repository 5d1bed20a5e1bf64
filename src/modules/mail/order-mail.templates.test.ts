import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locale';
import { renderEmail, templateProblem } from './mail.templates';
import { ORDER_EMAIL_TEMPLATES, type OrderEmailTemplate } from './order-mail.contract';

const CONFIRMATION = {
  firstname: 'Marie',
  number: '2026-001042',
  placedAt: '2026-03-02T10:15:00.000Z',
  lines: [
    {
      reference: 'HOU-CLIO4-AV',
      name: 'Housse avant Clio IV',
      quantity: 2,
      unitTtcCents: 4990,
      totalTtcCents: 9980,
    },
    {
      reference: 'MOU-20',
      name: 'Mousse 20 mm',
      quantity: 1,
      unitTtcCents: 1200,
      totalTtcCents: 1200,
    },
  ],
  totals: {
    productsTtcCents: 11180,
    promoDiscountTtcCents: 1118,
    loyaltyDiscountTtcCents: 0,
    shippingTtcCents: 0,
    freeShipping: true,
    paymentFeesTtcCents: 0,
    totalHtCents: 8385,
    vatCents: 1677,
    vatRateBp: 2000,
    totalTtcCents: 10062,
    giftCardUsedCents: 0,
    amountDueCents: 10062,
  },
  delivery: {
    kind: 'home',
    method: 'Colissimo à domicile',
    address: ['Marie Curie', '1 rue de la Paix', '75002 Paris', 'FR'],
  },
  paymentMethod: 'transfer',
};
const BANK = {
  firstname: 'Marie',
  number: '2026-001042',
  amountCents: 10062,
  iban: 'FR76 0000 0000 0000 0000 0000 000',
  bic: 'DEMOFRPPXXX',
  holder: 'Sellerie Démo SAS',
  deadline: '2026-03-09T10:15:00.000Z',
};
const DATA: Record<OrderEmailTemplate, Record<string, unknown>> = {
  order_confirmation: CONFIRMATION,
  transfer_instructions: BANK,
  transfer_reminder: BANK,
  payment_received: {
    firstname: 'Marie',
    number: '2026-001042',
    amountCents: 10062,
    paymentMethod: 'monetico',
  },
  order_shipped: {
    firstname: 'Marie',
    number: '2026-001042',
    carrier: 'Colissimo',
    trackingNumber: '6A98765432101',
    trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A98765432101',
    delivery: CONFIRMATION.delivery,
  },
  order_cancelled: {
    firstname: 'Marie',
    number: '2026-001042',
    reason: 'transfer_not_received',
    refund: false,
  },
  shop_new_order: {
    number: '2026-001042',
    customerName: 'Marie Curie',
    customerEmail: 'marie@example.test',
    customerPhone: '+33612345678',
    amountCents: 10062,
    paymentMethod: 'transfer',
    state: 'awaiting_payment',
    lines: CONFIRMATION.lines,
    delivery: CONFIRMATION.delivery,
  },
};

describe('order e-mails: every template in every language', () => {
  const cases = ORDER_EMAIL_TEMPLATES.flatMap((template) =>
    LOCALES.map((locale) => ({ template, locale })),
  );

  it.each(cases)('$template in $locale', ({ template, locale }) => {
    const mail = renderEmail({ template, locale, data: DATA[template] });
    expect(mail.html).toContain(`<html lang="${locale}">`);
    expect(mail.subject).toContain('2026-001042');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Marie');
      expect(part).toContain('2026-001042');
      expect(part).not.toMatch(/\{\w+\}/);
    }
    expect(mail.subject).not.toMatch(/\{\w+\}/);
  });

  it('has a different subject in each language (real translations)', () => {
    for (const template of ORDER_EMAIL_TEMPLATES) {
      const subjects = LOCALES.map(
        (locale) => renderEmail({ template, locale, data: DATA[template] }).subject,
      );
      expect(new Set(subjects).size, template).toBe(LOCALES.length);
    }
  });
});

describe('order confirmation', () => {
  it("reads a verified PRO's order excl. tax: HT unit prices and line totals (decision 048)", () => {
    const pro = {
      ...CONFIRMATION,
      lines: [
        { ...CONFIRMATION.lines[0]!, unitHtCents: 4158, totalHtCents: 8316 },
        { ...CONFIRMATION.lines[1]!, unitHtCents: 1000, totalHtCents: 1000 },
      ],
      totals: {
        ...CONFIRMATION.totals,
        pricesIncludeTax: false,
        productsHtCents: 9316,
        promoDiscountHtCents: 932,
        shippingHtCents: 0,
      },
    };
    const mail = renderEmail({ template: 'order_confirmation', locale: 'fr', data: pro });
    // The unit price is in the HTML table only; the text lists the line totals.
    expect(mail.html).toContain('41,58\u00a0€ HT');
    for (const expected of ['83,16\u00a0€', '93,16\u00a0€', '−9,32\u00a0€']) {
      expect(mail.html, expected).toContain(expected);
      expect(mail.text, expected).toContain(expected);
    }
    expect(mail.html).not.toContain('49,90');
    expect(mail.text).toContain('- Housse avant Clio IV (HOU-CLIO4-AV) × 2 — 83,16\u00a0€');
    const en = renderEmail({ template: 'order_confirmation', locale: 'en', data: pro });
    expect(en.html).toContain('excl. VAT');
  });

  it('lists the lines, the totals incl. VAT, the delivery address and the payment method', () => {
    const mail = renderEmail({ template: 'order_confirmation', locale: 'fr', data: CONFIRMATION });
    expect(mail.subject).toBe('Confirmation de votre commande 2026-001042');
    for (const expected of [
      'Housse avant Clio IV',
      'HOU-CLIO4-AV',
      '99,80\u00a0€',
      'Remise code promo',
      '−11,18\u00a0€',
      'Offerte',
      'Total HT',
      'TVA (20\u00a0%)',
      '16,77\u00a0€',
      '100,62\u00a0€',
      '1 rue de la Paix',
      'Virement bancaire',
      '2 mars 2026',
    ]) {
      expect(mail.text, expected).toContain(expected);
      expect(mail.html, expected).toContain(expected);
    }
    expect(mail.text).toContain('- Housse avant Clio IV (HOU-CLIO4-AV) × 2 — 99,80\u00a0€');
    expect(mail.text).toContain('Total TTC\u00a0: 100,62\u00a0€');
  });

  it('shows a relay point, or the shop with its pickup hours', () => {
    const relay = renderEmail({
      template: 'order_confirmation',
      locale: 'en',
      data: {
        ...CONFIRMATION,
        delivery: { kind: 'relay', method: 'Relay', relayPoint: ['Tabac du Centre', '3 place X'] },
      },
    });
    expect(relay.text).toContain('PICKUP POINT\n\nTabac du Centre\n3 place X');
    const store = renderEmail({
      template: 'order_confirmation',
      locale: 'de',
      data: {
        ...CONFIRMATION,
        paymentMethod: 'store',
        delivery: {
          kind: 'store',
          method: 'Abholung im Geschäft',
          pickupAddress: ['12 rue de l’Exemple', '75011 Paris'],
          pickupHours: 'Montag bis Freitag, 08:00–12:00',
        },
      },
    });
    expect(store.text).toContain('Montag bis Freitag, 08:00–12:00');
    expect(store.text).toContain('12 rue de l’Exemple');
    expect(store.text).toContain('Zahlung im Geschäft');
    expect(store.text).toContain('MwSt. (20\u00a0%)');
  });

  it('escapes every value in the HTML and keeps it as typed in the text', () => {
    const evil = '<img src=x onerror=alert(1)>&"';
    const mail = renderEmail({
      template: 'order_confirmation',
      locale: 'fr',
      data: {
        ...CONFIRMATION,
        firstname: evil,
        lines: [{ ...CONFIRMATION.lines[0], name: evil }],
      },
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;&amp;&quot;');
    expect(mail.text).toContain(evil);
  });
});

describe('transfer and cancellation mails', () => {
  it('gives the amount, the bank details, the order number as reference and the deadline', () => {
    const mail = renderEmail({ template: 'transfer_instructions', locale: 'fr', data: BANK });
    for (const expected of [
      '100,62\u00a0€',
      'FR76 0000 0000 0000 0000 0000 000',
      'DEMOFRPPXXX',
      'Sellerie Démo SAS',
      'Référence à indiquer\u00a0: 2026-001042',
      '9 mars 2026',
    ])
      expect(mail.text, expected).toContain(expected);
    const reminder = renderEmail({ template: 'transfer_reminder', locale: 'it', data: BANK });
    expect(reminder.subject).toBe('Promemoria: bonifico in attesa per l’ordine 2026-001042');
    expect(reminder.text).toContain('9 marzo 2026');
  });

  it('says why the order was cancelled, and that money received goes back', () => {
    const expired = renderEmail({
      template: 'order_cancelled',
      locale: 'en',
      data: DATA.order_cancelled,
    });
    expect(expired.text).toContain('We did not receive your bank transfer within 7 days');
    expect(expired.text).not.toContain('refunded');
    const refunded = renderEmail({
      template: 'order_cancelled',
      locale: 'en',
      data: { ...DATA.order_cancelled, reason: 'cancelled', refund: true },
    });
    expect(refunded.text).not.toContain('bank transfer');
    expect(refunded.text).toContain('will be refunded');
  });

  it('names the payment method received', () => {
    const mail = renderEmail({
      template: 'payment_received',
      locale: 'pt',
      data: DATA.payment_received,
    });
    expect(mail.text).toContain('100,62\u00a0€ (Cartão bancário)');
  });
});

describe('parcel shipped', () => {
  it('gives the carrier, the tracking number, a button to the tracking page and the address', () => {
    const mail = renderEmail({ template: 'order_shipped', locale: 'fr', data: DATA.order_shipped });
    expect(mail.subject).toBe('Votre commande 2026-001042 a été expédiée');
    expect(mail.text).toContain('Transporteur\u00a0: Colissimo');
    expect(mail.text).toContain('Numéro de suivi\u00a0: 6A98765432101');
    expect(mail.text).toContain(
      'Suivre mon colis\u00a0: https://www.laposte.fr/outils/suivre-vos-envois?code=6A98765432101',
    );
    expect(mail.text).toContain('1 rue de la Paix');
    expect(mail.html).toContain(
      'href="https://www.laposte.fr/outils/suivre-vos-envois?code=6A98765432101"',
    );
  });

  it('without a tracking page: no button, the number still there', () => {
    const { trackingUrl: _, ...data } = DATA.order_shipped;
    const mail = renderEmail({ template: 'order_shipped', locale: 'de', data });
    expect(mail.subject).toBe('Ihre Bestellung 2026-001042 wurde versandt');
    expect(mail.text).toContain('Sendungsnummer: 6A98765432101');
    expect(mail.text).not.toContain('Sendung verfolgen');
    expect(mail.html).not.toContain('<a href=');
  });
});

describe('the shop’s new-order mail', () => {
  it('greets the team, names the customer, the amount, the payment and what to wait for', () => {
    const mail = renderEmail({
      template: 'shop_new_order',
      locale: 'fr',
      data: DATA.shop_new_order,
    });
    expect(mail.subject).toBe('Nouvelle commande 2026-001042 – 100,62\u00a0€');
    expect(mail.text).toMatch(/^Bonjour,\n/);
    expect(mail.text).toContain(
      'Nouvelle commande 2026-001042 de Marie Curie\u00a0: 100,62\u00a0€, payée par Virement bancaire.',
    );
    expect(mail.text).toContain('attendez-le avant d’expédier');
    for (const expected of [
      'marie@example.test',
      '+33612345678',
      'HOU-CLIO4-AV',
      '1 rue de la Paix',
    ])
      expect(mail.text, expected).toContain(expected);
    const paid = renderEmail({
      template: 'shop_new_order',
      locale: 'en',
      data: { ...DATA.shop_new_order, paymentMethod: 'monetico', state: 'paid' },
    });
    expect(paid.text).toContain('The payment has been received: the order is ready to prepare.');
    expect(paid.text).not.toContain('wait for it');
  });
});

describe('templateProblem for order mails', () => {
  it.each([
    ['order_confirmation', { ...CONFIRMATION, lines: [] }, /lines/],
    ['order_confirmation', { ...CONFIRMATION, paymentMethod: 'bitcoin' }, /paymentMethod/],
    [
      'order_confirmation',
      { ...CONFIRMATION, delivery: { kind: 'relay', method: 'R' } },
      /delivery/,
    ],
    ['transfer_instructions', { ...BANK, iban: '' }, /iban/],
    ['transfer_reminder', { ...BANK, deadline: 'next week' }, /deadline/],
    ['payment_received', { ...DATA.payment_received, amountCents: 12.5 }, /amountCents/],
    ['order_shipped', { ...DATA.order_shipped, trackingNumber: ' ' }, /trackingNumber/],
    ['order_shipped', { ...DATA.order_shipped, trackingUrl: 'javascript:alert(1)' }, /trackingUrl/],
    ['order_cancelled', { ...DATA.order_cancelled, reason: 'whim' }, /reason/],
    ['shop_new_order', { ...DATA.shop_new_order, customerEmail: 'nobody' }, /customerEmail/],
    ['shop_new_order', { ...DATA.shop_new_order, state: 'maybe' }, /state/],
    ['order_cancelled', { ...DATA.order_cancelled, extra: 'x' }, /extra|Unrecognized/],
  ] as const)('%s refuses a bad field (%#)', (template, data, expected) => {
    expect(templateProblem({ template, locale: 'fr', data })).toMatch(expected);
    expect(() => renderEmail({ template, locale: 'fr', data })).toThrow(/Cannot render/);
  });

  it('accepts the good data', () => {
    for (const template of ORDER_EMAIL_TEMPLATES)
      expect(templateProblem({ template, locale: 'es', data: DATA[template] })).toBeNull();
  });
});
