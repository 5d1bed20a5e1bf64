/**
 * A few months of past orders for the demo shop, so the back office's dashboard has something
 * to show on first start: demo customers (a few of them PRO), orders placed every day with a
 * weekly and seasonal rhythm, paid by every method, sent to several countries, most delivered,
 * some cancelled, the last days' still to prepare, ship, hand over or pay. Deterministic for a
 * given day (the history ends at the UTC midnight before `now`, so the charts show the latest
 * months whenever the demo starts); written with bulk inserts like the catalogue.
 */
import { sql } from 'drizzle-orm';
import { applyPercentDiscount } from '../../shared/money';
import type { Database, Db } from '../client';
import { chunks } from './batch';
import { DAY_MS } from './constants';
import { type DraftInput, type Range, type VariantPick, draftPastOrders } from './past-order-draft';

export interface PastOrdersOptions {
  /** Days of history (default 182: six months). */
  days?: number;
  /** Average orders a day before the weekly and seasonal factors (default 12). */
  ordersPerDay?: number;
  /** The history ends at the UTC midnight before this instant (default: now). */
  now?: Date;
}

export const DEMO_CUSTOMER_DOMAIN = 'clients.demo.test';
const CUSTOMERS = 240;
const PRO_CUSTOMERS = 8;
const FIRST_NAMES = [
  'Camille',
  'Lucas',
  'Léa',
  'Hugo',
  'Manon',
  'Louis',
  'Chloé',
  'Jules',
  'Inès',
  'Paul',
  'Sarah',
  'Arthur',
];
const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
];

type Rows<T> = { rows: T[] };
const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/**
 * Demo customers (kept on a reseed: an account outlives the catalogue), their e-mail verified
 * (they have bought), PRO ones verified.
 */
async function seedCustomers(db: Db): Promise<DraftInput['customers']> {
  const people = Array.from({ length: CUSTOMERS }, (_, i) => ({
    email: `client${String(i + 1).padStart(3, '0')}@${DEMO_CUSTOMER_DOMAIN}`,
    firstname: FIRST_NAMES[i % FIRST_NAMES.length],
    lastname: LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length],
  }));
  await db.execute(sql`
    insert into users (email, firstname, lastname, locale, email_verified_at)
    select email, firstname, lastname, 'fr', now() from json_to_recordset(${JSON.stringify(people)}::json)
        as p(email text, firstname text, lastname text)
    on conflict do nothing`);
  const found = await rows<{ id: number; firstname: string; lastname: string }>(
    db,
    sql`select id, firstname, lastname from users
         where email like ${`%@${DEMO_CUSTOMER_DOMAIN}`} order by email`,
  );
  const ids = found.map((row) => Number(row.id));
  const pro = ids.slice(0, PRO_CUSTOMERS);
  await db.execute(sql`
    insert into companies (user_id, name, status)
    select id, 'Garage ' || lastname, 'verified' from users where id = any(${`{${pro.join(',')}}`}::int[])
    on conflict do nothing`);
  const names = new Map(
    found.map((row) => [Number(row.id), { firstname: row.firstname, lastname: row.lastname }]),
  );
  return { ids, pro: new Set(pro), names };
}

export interface PastOrdersSummary {
  orders: number;
  lines: number;
}

export async function seedPastOrders(
  database: Database,
  options: PastOrdersOptions = {},
): Promise<PastOrdersSummary> {
  const days = options.days ?? 182;
  const perDay = options.ordersPerDay ?? 12;
  const end = Math.floor((options.now ?? new Date()).getTime() / DAY_MS) * DAY_MS;
  return database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const customers = await seedCustomers(db);
    // Best sellers first: the catalogue's first products sell most (a long tail after them).
    const variants = (
      await rows<{ id: number; price: number; discount: number; weight: number }>(
        db,
        sql`select v.id, v.price_ht_cents as price, v.discount_percent as discount, v.weight_grams as weight
              from variants v join products p on p.id = v.product_id
             where v.is_active and p.is_active order by p.id, v.position, v.id limit 600`,
      )
    ).map<VariantPick>((v) => ({
      id: Number(v.id),
      unitHtCents: applyPercentDiscount(Number(v.price), Number(v.discount)),
      weight: Number(v.weight),
    }));
    if (variants.length === 0) return { orders: 0, lines: 0 };
    const ranges = (
      await rows<{
        id: number;
        kind: string;
        isos: string[];
        min: number;
        max: number;
        price: number;
      }>(
        db,
        sql`select r.id, m.kind, r.country_isos as isos, r.min_weight_grams as min,
                   r.max_weight_grams as max, r.price_ht_cents as price
              from shipping_method_ranges r join shipping_methods m on m.id = r.shipping_method_id
             order by r.id`,
      )
    ).map<Range>((r) => ({ ...r, id: Number(r.id), priceHtCents: Number(r.price) }));
    const vat = new Map(
      (
        await rows<{ iso: string; vat: number; id: number }>(
          db,
          sql`select iso, vat_rate_bp as vat, id from countries`,
        )
      ).map((c) => [c.iso, { rate: Number(c.vat), id: Number(c.id) }]),
    );

    const { orderRows, lineRows } = draftPastOrders({
      days,
      perDay,
      end,
      customers,
      variants,
      ranges,
      vat,
    });

    // Numbers from the shop's sequence, in the order placed (rows go in date order).
    const ids: number[] = [];
    for (const batch of chunks(orderRows, 2000)) {
      const inserted = await rows<{ id: number }>(
        db,
        sql`insert into orders (user_id, number, status, payment_status, shipping_status, locale,
              shipping_address, billing_address, shipping_method_range_id, payment_method,
              vat_country, vat_rate_bp, totals, total_ttc_cents, placed_at, created_at, updated_at)
            select user_id, to_char(placed_at at time zone 'UTC', 'YYYY') || '-' ||
                     lpad(nextval('order_number_seq')::text, 6, '0'),
                   status, payment_status, shipping_status, 'fr', shipping_address, billing_address,
                   shipping_method_range_id, payment_method, vat_country, vat_rate_bp, totals,
                   total_ttc_cents, placed_at, created_at, updated_at
              from json_populate_recordset(null::orders, ${JSON.stringify(batch)}::json)
            returning id`,
      );
      ids.push(...inserted.map((row) => Number(row.id)).sort((a, b) => a - b));
    }
    for (const batch of chunks(lineRows, 4000)) {
      const payload = batch.map(({ order, ...line }) => ({ order_id: ids[order], ...line }));
      await db.execute(sql`
        insert into order_variants (order_id, variant_id, quantity, unit_price_ht_cents)
        select order_id, variant_id, quantity, unit_price_ht_cents
          from json_populate_recordset(null::order_variants, ${JSON.stringify(payload)}::json)`);
    }
    // What was received for the paid ones, and the parcels of the shipped ones.
    const paid = orderRows.flatMap((row, i) => (row.paid ? [i] : []));
    for (const batch of chunks(paid, 4000))
      await db.execute(sql`
        insert into payments (order_id, method, provider, reference, amount_cents, status, received_on, created_at, updated_at)
        select o.id, o.payment_method,
               case when o.payment_method in ('transfer', 'check', 'store') then 'manual' else 'offline' end,
               'DEMO' || o.id, o.total_ttc_cents, 'paid',
               case when o.payment_method in ('transfer', 'check', 'store') then (o.placed_at + interval '2 days')::date end,
               o.placed_at, o.placed_at
          from orders o where o.id = any(${`{${batch.map((i) => ids[i]).join(',')}}`}::int[])`);
    // The loyalty points those paid orders earned, as the shop credits them (one per whole euro
    // of products after the code's discount), so the customers' balances are not all zero.
    for (const batch of chunks(paid, 4000))
      await db.execute(sql`
        insert into loyalty_points_actions (user_id, points, reason, order_id, created_at)
        select o.user_id, earned.points, 'order_paid', o.id, o.placed_at
          from orders o,
               lateral (select floor(((o.totals->>'productsTtcCents')::bigint
                                      - coalesce((o.totals->>'promoDiscountTtcCents')::bigint, 0)) / 100)::int
                                 as points) earned
         where o.id = any(${`{${batch.map((i) => ids[i]).join(',')}}`}::int[])
           and o.user_id is not null and earned.points > 0
        on conflict do nothing`);
    const shipped = orderRows.flatMap((row, i) => (row.shipped ? [ids[i]!] : []));
    for (const batch of chunks(shipped, 4000))
      await db.execute(sql`
        insert into order_shipments (order_id, carrier, tracking_number, shipped_at)
        select o.id, 'colissimo', '6A' || lpad(o.id::text, 11, '0'), o.placed_at + interval '1 day'
          from orders o where o.id = any(${`{${batch.join(',')}}`}::int[])`);
    return { orders: orderRows.length, lines: lineRows.length };
  });
}
