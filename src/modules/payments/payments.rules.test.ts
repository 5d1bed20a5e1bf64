import { describe, expect, it } from 'vitest';
import {
  PAYMENT_ROW_STATUSES,
  paymentBalance,
  paymentMove,
  receivedOnProblem,
  receivedPayment,
  refundChannel,
  shopDay,
  type PaymentMove,
  type PaymentRowStatus,
} from './payments.rules';
import type { PaymentOutcome } from './providers';

const OUTCOMES: PaymentOutcome[] = ['paid', 'refused', 'cancelled', 'pending_review'];

describe('paymentMove (notification on a payment attempt)', () => {
  // Every status × every outcome, written out: the whole table is the rule.
  // prettier-ignore
  const TABLE: [PaymentRowStatus, PaymentOutcome, PaymentMove['kind']][] = [
    ['started', 'paid', 'move'],
    ['started', 'refused', 'move'],
    ['started', 'cancelled', 'move'],
    ['started', 'pending_review', 'move'],
    ['pending_review', 'paid', 'move'],
    ['pending_review', 'refused', 'move'],
    ['pending_review', 'cancelled', 'move'],
    ['pending_review', 'pending_review', 'duplicate'],
    ['refused', 'paid', 'move'], // the money did move after all
    ['refused', 'refused', 'duplicate'],
    ['refused', 'cancelled', 'kept'],
    ['refused', 'pending_review', 'kept'],
    ['cancelled', 'paid', 'move'],
    ['cancelled', 'cancelled', 'duplicate'],
    ['cancelled', 'refused', 'kept'],
    ['cancelled', 'pending_review', 'kept'],
    ['paid', 'paid', 'duplicate'],
    ['paid', 'refused', 'kept'], // a late refusal never undoes a payment
    ['paid', 'cancelled', 'kept'],
    ['paid', 'pending_review', 'kept'],
  ];

  it.each(TABLE)('%s + %s → %s', (status, outcome, kind) => {
    const move = paymentMove(status, outcome);
    expect(move.kind).toBe(kind);
    if (move.kind === 'move') expect(move.to).toBe(outcome);
  });

  it('covers every status and outcome', () => {
    expect(TABLE.length).toBe(
      PAYMENT_ROW_STATUSES.filter((s) => s !== 'started').length * OUTCOMES.length + 4,
    );
    for (const status of PAYMENT_ROW_STATUSES)
      for (const outcome of OUTCOMES)
        expect(TABLE.some(([s, o]) => s === status && o === outcome)).toBe(true);
  });

  it('never moves a paid payment, whatever comes and however often', () => {
    for (const outcome of OUTCOMES) expect(paymentMove('paid', outcome).kind).not.toBe('move');
  });
});

describe('refundChannel', () => {
  it.each([
    [[], { kind: 'none' }],
    [
      [{ id: 1, provider: 'offline', amountCents: 500 }],
      { kind: 'provider', paymentId: 1, provider: 'offline' },
    ],
    [[{ id: 2, provider: 'manual', amountCents: 500 }], { kind: 'shop', paymentId: 2 }],
    [
      [
        { id: 1, provider: 'manual', amountCents: 100 },
        { id: 3, provider: 'paypal', amountCents: 400 },
      ],
      { kind: 'provider', paymentId: 3, provider: 'paypal' },
    ],
  ])('%j → %j', (paid, channel) => {
    expect(refundChannel(paid, 'manual')).toEqual(channel);
  });
});

describe('paymentBalance', () => {
  it.each([
    [10_000, [], 0, 10_000],
    [10_000, [4_000], 4_000, 6_000],
    [10_000, [4_000, 6_000], 10_000, 0],
    [10_000, [12_000], 12_000, 0], // paid twice: nothing left, never negative
    [0, [], 0, 0], // paid by a gift card
  ])('due %i, paid %j → received %i, remaining %i', (due, amounts, received, remaining) => {
    expect(
      paymentBalance(
        due,
        amounts.map((amountCents) => ({ amountCents })),
      ),
    ).toEqual({
      dueCents: due,
      receivedCents: received,
      remainingCents: remaining,
    });
  });
});

describe('receivedPayment (recorded by the owner)', () => {
  it.each([
    [10_000, 0, 10_000, { ok: true, event: 'payment_succeeded', remainingCents: 0 }],
    [10_000, 0, 4_000, { ok: true, event: 'payment_partially_received', remainingCents: 6_000 }],
    [10_000, 4_000, 6_000, { ok: true, event: 'payment_succeeded', remainingCents: 0 }],
    [10_000, 4_000, 6_001, { ok: false, reason: 'too_much', maxCents: 6_000 }],
    [10_000, 0, 10_001, { ok: false, reason: 'too_much', maxCents: 10_000 }],
    [10_000, 10_000, 1, { ok: false, reason: 'nothing_due', maxCents: 0 }],
    [0, 0, 1, { ok: false, reason: 'nothing_due', maxCents: 0 }],
  ])('due %i, received %i, + %i → %j', (due, received, amount, decision) => {
    expect(receivedPayment(due, received, amount)).toEqual(decision);
  });
});

describe('receivedOnProblem', () => {
  const placedAt = new Date('2026-03-10T09:00:00Z');
  const now = new Date('2026-03-20T23:30:00Z'); // already the 21st in Paris
  it.each([
    ['2026-03-10', null],
    ['2026-03-15', null],
    ['2026-03-21', null],
    ['2026-03-22', 'date_in_future'],
    ['2026-03-09', 'date_before_order'],
    ['2026-02-30', 'invalid_date'],
    ['2026-3-15', 'invalid_date'],
    ['yesterday', 'invalid_date'],
    ['', 'invalid_date'],
  ])('%s → %s', (day, problem) => {
    expect(receivedOnProblem(day, placedAt, now)).toBe(problem);
  });

  it('reads days in the shop’s time zone', () => {
    expect(shopDay(new Date('2026-03-20T23:30:00Z'))).toBe('2026-03-21');
    expect(shopDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });
});
