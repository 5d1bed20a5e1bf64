import { describe, expect, it } from 'vitest';
import { instalmentsOf } from './follow-up.service';

describe('instalmentsOf (my order, paid in 3 or 4 times)', () => {
  const placed = '2026-01-31T10:00:00.000Z';

  it('splits what was paid, the remainder on the first, one a month clamped to the month end', () => {
    expect(
      instalmentsOf({
        payment_method: 'limonetik_3x',
        placed_at: placed,
        amount_due_cents: 10_000,
      }),
    ).toEqual([
      { due_date: '2026-01-31', amount_cents: 3334 },
      { due_date: '2026-02-28', amount_cents: 3333 },
      { due_date: '2026-03-31', amount_cents: 3333 },
    ]);
    const four = instalmentsOf({
      payment_method: 'limonetik_4x',
      placed_at: placed,
      amount_due_cents: 25_001,
    })!;
    expect(four).toHaveLength(4);
    expect(four.reduce((sum, i) => sum + i.amount_cents, 0)).toBe(25001);
  });

  it('has none for other payment methods or an order not placed', () => {
    expect(
      instalmentsOf({ payment_method: 'monetico', placed_at: placed, amount_due_cents: 10_000 }),
    ).toBeNull();
    expect(
      instalmentsOf({ payment_method: 'limonetik_3x', placed_at: null, amount_due_cents: 10_000 }),
    ).toBeNull();
  });
});
