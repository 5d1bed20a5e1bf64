import { describe, expect, it } from 'vitest';
import { composeTimeline, type TimelineSources } from './order-timeline.rules';

const T = (minute: number) => new Date(Date.UTC(2026, 10, 2, 9, minute)).toISOString();

const EMPTY: TimelineSources = {
  order: { number: '2026-001001', placedAt: T(0), status: 'paid', updatedAt: T(5) },
  payments: [],
  notifications: [],
  refunds: [],
  parcels: [],
  emails: [],
  documents: [],
  audit: [],
  notes: [],
  actorNames: new Map([[7, 'Jeanne Staff']]),
};

describe('composeTimeline', () => {
  it('puts every source in one list, oldest first, a story order at the same instant', () => {
    const entries = composeTimeline({
      ...EMPTY,
      payments: [
        {
          method: 'transfer',
          provider: 'manual',
          status: 'paid',
          amount_cents: 5000,
          reference: 'VIR 1',
          received_on: '2026-11-02',
          created_at: T(3),
        },
      ],
      documents: [
        { kind: 'invoice', number: 'F2026-000001', issued_at: T(3), total_ttc_cents: 5000 },
      ],
      emails: [
        { template: 'order_confirmation', to: 'a@b.fr', status: 'sent', created_at: T(0) },
        { template: 'payment_received', to: 'a@b.fr', status: 'pending', created_at: T(3) },
      ],
      audit: [
        { actor_user_id: 7, action: 'order.payment_received', created_at: T(3) },
        { actor_user_id: 7, action: 'order.note', created_at: T(4) },
      ],
      notes: [
        { body: 'Appelé le client', author: { id: 7, name: 'Jeanne Staff' }, created_at: T(4) },
      ],
    });
    expect(entries.map((e) => e.kind)).toEqual([
      'placed',
      'email',
      'payment',
      'invoice',
      'email',
      'audit',
      'note',
    ]);
    expect(entries[5]!.actor).toEqual({ id: 7, name: 'Jeanne Staff' });
    expect(entries[2]!.details).toMatchObject({ amount_cents: 5000, reference: 'VIR 1' });
  });

  it('dates a cancellation by the staff member who did it, else by its e-mail, else the last change', () => {
    const cancelled = { ...EMPTY.order, status: 'cancelled' };
    const byStaff = composeTimeline({
      ...EMPTY,
      order: cancelled,
      audit: [{ actor_user_id: 7, action: 'order.cancel', created_at: T(2) }],
      emails: [{ template: 'order_cancelled', to: 'a@b.fr', status: 'sent', created_at: T(3) }],
    });
    expect(byStaff.find((e) => e.kind === 'cancelled')!.at).toBe(T(2));
    const byMail = composeTimeline({
      ...EMPTY,
      order: cancelled,
      emails: [{ template: 'order_cancelled', to: 'a@b.fr', status: 'sent', created_at: T(3) }],
    });
    expect(byMail.find((e) => e.kind === 'cancelled')!.at).toBe(T(3));
    const bySweep = composeTimeline({ ...EMPTY, order: cancelled });
    expect(bySweep.find((e) => e.kind === 'cancelled')!.at).toBe(T(5));
    expect(composeTimeline(EMPTY).some((e) => e.kind === 'cancelled')).toBe(false);
  });

  it('an actor no longer known shows no name', () => {
    const [, audit] = composeTimeline({
      ...EMPTY,
      audit: [{ actor_user_id: 99, action: 'order.cancel', created_at: T(1) }],
    });
    expect(audit!.actor).toBeNull();
  });
});
