/**
 * An order's life as one chronological list (the back office's order page and
 * `GET /api/admin/orders/{id}/timeline`): pure composition of what each owning module read —
 * the order, its payments and the providers' notifications, refunds, parcels, e-mails,
 * invoices, the audit log (who did what) and the internal notes. Ties keep the order of a
 * story: placed before paid before invoiced before mailed.
 */
import type { OrderNoteDto, ShipmentDto } from '../orders';
import type { OrderPaymentCents, RefundCents } from '../payments';

export const TIMELINE_KINDS = [
  'placed',
  'payment',
  'notification',
  'refund',
  'parcel',
  'cancelled',
  'invoice',
  'credit_note',
  'email',
  'audit',
  'note',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export type TimelineDetails = Record<string, string | number | null>;

export interface TimelineEntry {
  at: string;
  kind: TimelineKind;
  /** The staff member who did it (audit log, notes); null for the customer, a provider, a sweep. */
  actor: { id: number; name: string } | null;
  details: TimelineDetails;
}

/** What the modules read, in the shapes their indexes answer (only the fields used here). */
export interface TimelineSources {
  order: { number: string | null; placedAt: string | null; status: string; updatedAt: string };
  payments: readonly Omit<OrderPaymentCents, 'id'>[];
  notifications: readonly {
    provider: string;
    outcome: string;
    result: string;
    payment_reference: string;
    received_at: string;
  }[];
  refunds: readonly Pick<RefundCents, 'amount_cents' | 'reason' | 'status' | 'created_at'>[];
  parcels: readonly Pick<ShipmentDto, 'carrier' | 'tracking_number' | 'shipped_at'>[];
  emails: readonly { template: string; to: string; status: string; created_at: string }[];
  documents: readonly {
    kind: string;
    number: string;
    issued_at: string;
    total_ttc_cents: number;
  }[];
  audit: readonly { actor_user_id: number | null; action: string; created_at: string }[];
  notes: readonly Pick<OrderNoteDto, 'body' | 'author' | 'created_at'>[];
  /** Names of the audit log's actors. */
  actorNames: ReadonlyMap<number, string>;
}

/** Audit actions the timeline shows through their own entry already (a note and its author). */
const SHOWN_ELSEWHERE = new Set(['order.note']);

const entry = (
  at: string,
  kind: TimelineKind,
  details: TimelineDetails = {},
  actor: TimelineEntry['actor'] = null,
): TimelineEntry => ({ at, kind, actor, details });

/** When the order was cancelled: by staff (audited), else its cancellation e-mail, else its last change. */
function cancelledAt(sources: TimelineSources): string {
  return (
    sources.audit.find((row) => row.action === 'order.cancel')?.created_at ??
    sources.emails.find((mail) => mail.template === 'order_cancelled')?.created_at ??
    sources.order.updatedAt
  );
}

export function composeTimeline(sources: TimelineSources): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  const { order } = sources;
  if (order.placedAt) entries.push(entry(order.placedAt, 'placed', { number: order.number }));
  for (const p of sources.payments)
    entries.push(
      entry(p.created_at, 'payment', {
        method: p.method,
        provider: p.provider,
        status: p.status,
        amount_cents: p.amount_cents,
        reference: p.reference,
        received_on: p.received_on,
      }),
    );
  for (const n of sources.notifications)
    entries.push(
      entry(n.received_at, 'notification', {
        provider: n.provider,
        outcome: n.outcome,
        result: n.result,
        reference: n.payment_reference,
      }),
    );
  for (const r of sources.refunds)
    entries.push(
      entry(r.created_at, 'refund', {
        amount_cents: r.amount_cents,
        reason: r.reason,
        status: r.status,
      }),
    );
  for (const parcel of sources.parcels)
    entries.push(
      entry(parcel.shipped_at, 'parcel', {
        carrier: parcel.carrier,
        tracking_number: parcel.tracking_number,
      }),
    );
  if (order.status === 'cancelled') entries.push(entry(cancelledAt(sources), 'cancelled'));
  for (const doc of sources.documents)
    entries.push(
      entry(doc.issued_at, doc.kind === 'credit_note' ? 'credit_note' : 'invoice', {
        number: doc.number,
        total_ttc_cents: doc.total_ttc_cents,
      }),
    );
  for (const mail of sources.emails)
    entries.push(
      entry(mail.created_at, 'email', {
        template: mail.template,
        to: mail.to,
        status: mail.status,
      }),
    );
  for (const row of sources.audit) {
    if (SHOWN_ELSEWHERE.has(row.action)) continue;
    const name = row.actor_user_id === null ? undefined : sources.actorNames.get(row.actor_user_id);
    entries.push(
      entry(
        row.created_at,
        'audit',
        { action: row.action },
        name === undefined ? null : { id: row.actor_user_id!, name },
      ),
    );
  }
  for (const note of sources.notes)
    entries.push(entry(note.created_at, 'note', { body: note.body }, note.author));
  return sortTimeline(entries);
}

/** Oldest first; at the same instant, in the order of TIMELINE_KINDS (a stable sort). */
export function sortTimeline(entries: readonly TimelineEntry[]): TimelineEntry[] {
  const rank = (kind: TimelineKind) => TIMELINE_KINDS.indexOf(kind);
  return [...entries].sort(
    (a, b) => Date.parse(a.at) - Date.parse(b.at) || rank(a.kind) - rank(b.kind),
  );
}
