import { describe, expect, it } from 'vitest';
import {
  checkGiftCardPurchase,
  daysBetween,
  giftCardDue,
  giftCardLastDay,
  purchaseAmountCents,
} from './gift-card-purchase.rules';
import { computeTotals, giftCardLineId } from './totals.rules';

const today = '2026-11-27';
const other = {
  recipient: 'other',
  recipient_name: 'Camille',
  recipient_email: 'Camille@Example.test',
};

describe('checkGiftCardPurchase', () => {
  it.each([
    [{ amount: '50' }, 5000],
    [{ amount: 25 }, 2500],
    [{ amount: 'custom', custom_amount: '42,50' }, 4250],
    [{ amount: 'custom', custom_amount: '10' }, 1000],
    [{ amount: 'custom', custom_amount: '500' }, 50000],
    [{ custom_amount: '99.9' }, 9990],
  ])('%j costs %i cents', (input, cents) => {
    const checked = checkGiftCardPurchase(input, today);
    expect(checked.ok && checked.value.amountCents).toBe(cents);
  });

  it.each([
    [{ amount: 0 }, 'amount', 'gift_card_amount_range'],
    [{ amount: 10000 }, 'amount', 'gift_card_amount_range'],
    [{ amount: '9,99' }, 'amount', 'gift_card_amount_range'],
    [{ amount: 'abc' }, 'amount', 'gift_card_amount_range'],
    [{ amount: 'custom', custom_amount: '' }, 'custom_amount', 'required'],
    [{ amount: 'custom', custom_amount: '500,01' }, 'custom_amount', 'gift_card_amount_range'],
    [{ amount: 'custom', custom_amount: '-5' }, 'custom_amount', 'gift_card_amount_range'],
    [{ amount: 50, recipient: 'nobody' }, 'recipient', 'invalid_value'],
    [{ amount: 50, ...other, recipient_email: 'x@' }, 'recipient_email', 'invalid_email'],
    [{ amount: 50, ...other, recipient_email: '' }, 'recipient_email', 'required'],
    [{ amount: 50, ...other, recipient_name: ' ' }, 'recipient_name', 'required'],
    [{ amount: 50, message: 'x'.repeat(301) }, 'message', 'too_long'],
    [{ amount: 50, sender_name: 'x'.repeat(81) }, 'sender_name', 'too_long'],
    [{ amount: 50, deliver_on: '2026-11-26' }, 'deliver_on', 'gift_card_delivery_past'],
    [{ amount: 50, deliver_on: '2027-11-28' }, 'deliver_on', 'gift_card_delivery_too_far'],
    [{ amount: 50, deliver_on: '2026-02-30' }, 'deliver_on', 'invalid_date'],
    [{ amount: 50, deliver_on: 'demain' }, 'deliver_on', 'invalid_date'],
  ])('%j is refused on %s (%s)', (input, field, key) => {
    const checked = checkGiftCardPurchase(input, today);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors[field]?.[0]?.key).toBe(key);
  });

  it('keeps who it is for only for someone else, today by default, a year ahead at most', () => {
    const self = checkGiftCardPurchase({ amount: 50, recipient_name: 'X', message: ' Hi ' }, today);
    expect(self).toEqual({
      ok: true,
      value: {
        amountCents: 5000,
        recipientKind: 'self',
        recipientName: null,
        recipientEmail: null,
        senderName: null,
        message: 'Hi',
        deliverOn: today,
      },
    });
    const gift = checkGiftCardPurchase({ amount: 50, ...other, deliver_on: '2027-11-27' }, today);
    expect(gift.ok && gift.value).toMatchObject({
      recipientKind: 'other',
      recipientEmail: 'camille@example.test',
      deliverOn: '2027-11-27',
    });
  });
});

describe('days', () => {
  it.each([
    ['2026-11-27', '2026-11-27', 0],
    ['2026-11-27', '2026-11-28', 1],
    ['2026-11-27', '2027-11-27', 365],
    ['2028-02-28', '2028-03-01', 2],
    ['2026-11-27', '2026-13-01', null],
  ])('%s → %s is %s days', (from, to, days) => expect(daysBetween(from, to)).toBe(days));
  it('a card lasts a year and is due from its day on', () => {
    expect(giftCardLastDay('2026-11-27')).toBe('2027-11-27');
    expect(giftCardDue('2026-11-27', '2026-11-27')).toBe(true);
    expect(giftCardDue('2026-11-28', '2026-11-27')).toBe(false);
  });
  it.each([
    ['12', 1200],
    [12.5, 1250],
    [Number.NaN, null],
    ['', null],
    ['1e3', null],
  ])('amount %j → %s', (value, cents) => expect(purchaseAmountCents(value)).toBe(cents));
});

describe('totals with gift cards bought', () => {
  const base = {
    vatRateBp: 2000,
    pricesIncludeTax: true,
    promoPercent: 10,
    shippingHtCents: 500,
    freeShippingThresholdTtcCents: null,
    paymentFeesTtcCents: 0,
    giftCardAvailableCents: 0,
    loyaltyPoints: null,
  };
  const card = { id: giftCardLineId(7), amountCents: 5000 };

  it('a cart of gift cards only: no VAT, no shipping, no code, all due', () => {
    const totals = computeTotals({ ...base, lines: [], giftCardsSold: [card] });
    expect(totals).toMatchObject({
      totalTtcCents: 5000,
      totalHtCents: 5000,
      vatCents: 0,
      shippingTtcCents: 0,
      promoDiscountTtcCents: 0,
      amountDueCents: 5000,
      giftCardsSoldCents: 5000,
    });
    expect(totals.lines).toEqual([expect.objectContaining({ id: card.id, vatRateBp: 0 })]);
  });

  it('beside products: VAT only on the products, a gift card or points never pay the card', () => {
    const lines = [{ id: 1, unitHtCents: 1000, quantity: 2 }];
    const without = computeTotals({ ...base, lines });
    const totals = computeTotals({
      ...base,
      lines,
      giftCardsSold: [card],
      giftCardAvailableCents: 100_000,
      loyaltyPoints: { points: 10_000, centsPerPoint: 5 },
    });
    expect(totals.vatCents).toBe(without.vatCents);
    expect(totals.promoDiscountTtcCents).toBe(without.promoDiscountTtcCents);
    expect(totals.totalTtcCents).toBe(without.totalTtcCents + 5000);
    expect(totals.totalHtCents + totals.vatCents).toBe(totals.totalTtcCents);
    expect(totals.giftCardUsedCents + totals.loyaltyUsedCents).toBe(without.totalTtcCents);
    expect(totals.amountDueCents).toBe(5000);
    const breakdown = totals.vatBreakdown.reduce((sum, v) => sum + v.baseHtCents, 0);
    expect(breakdown).toBe(totals.totalHtCents);
  });
});
