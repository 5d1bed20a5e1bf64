/**
 * The back office's dashboard ('dashboard' permission): the owners' reads composed — the
 * orders module's queues and sales aggregates, the catalogue's stock alerts and names, the
 * customers' PRO accounts. This module owns no table; it only asks.
 */
import type { Db } from '../../db/client';
import type { Locale } from '../../shared/locale';
import { stockAlertCounts, variantSalesLabels } from '../catalog';
import { professionalUserIds } from '../customers';
import { claimsWaitingForUs } from '../support';
import {
  orderQueueCounts,
  ordersOfCustomers,
  paymentMethodMix,
  salesByBucket,
  salesByVariant,
  transferDeadline,
  type SalesWindow,
} from '../orders';
import type {
  Dashboard,
  DashboardCounter,
  PeriodTotals,
  RankedItem,
  SalesPoint,
} from './dashboard.contract';
import {
  SHOP_TIME_ZONE,
  averageCents,
  daysLeft,
  fillBuckets,
  periodPlan,
  shareBp,
  type DashboardPeriod,
  type PeriodWindow,
} from './dashboard.rules';

/** Gives the counters of one capability; one that does not exist yet gives none. */
export type CounterSource = (db: Db, now: Date) => Promise<DashboardCounter[]>;

const DAY_MS = 86_400_000;

/** Transfers and cheques awaited, orders to prepare, parcels to ship, pickups to hand over. */
export const orderCounters: CounterSource = async (db, now) =>
  (await orderQueueCounts(db)).map(({ queue, count, oldestPlacedAt }) => ({
    key: queue,
    count,
    link: { route: 'admin-orders', query: { queue } },
    note:
      count === 0 || !oldestPlacedAt
        ? null
        : queue === 'awaiting_transfer'
          ? // The oldest transfer is the first the 7-day rule cancels.
            { kind: 'days_left', days: daysLeft(transferDeadline(oldestPlacedAt), now) }
          : queue === 'awaiting_check'
            ? {
                kind: 'oldest_days',
                days: Math.floor((now.getTime() - oldestPlacedAt.getTime()) / DAY_MS),
              }
            : null,
  }));

/** Low-stock and sold-out variants (no product list to open yet: the count alone). */
export const stockCounters: CounterSource = async (db) => {
  const { lowStock, soldOut } = await stockAlertCounts(db);
  return [
    { key: 'low_stock', count: lowStock, link: null, note: null },
    { key: 'sold_out', count: soldOut, link: null, note: null },
  ];
};

/** Open claims waiting for the shop's answer, and for how long the oldest has waited. */
export const claimCounters: CounterSource = async (db, now) => {
  const { count, oldest } = await claimsWaitingForUs(db);
  return [
    {
      key: 'claims_waiting',
      count,
      link: { route: 'admin-customer-service', query: { filter: 'waiting_us' } },
      note:
        count === 0 || !oldest
          ? null
          : { kind: 'oldest_days', days: Math.floor((now.getTime() - oldest.getTime()) / DAY_MS) },
    },
  ];
};

/**
 * PRO documents, questions and reviews to moderate plug in here when those features exist;
 * until then the dashboard shows no slot for them.
 */
export const COUNTER_SOURCES: readonly CounterSource[] = [
  orderCounters,
  claimCounters,
  stockCounters,
];

export interface DashboardInput {
  period: DashboardPeriod;
  now: Date;
  locale: Locale;
  sources?: readonly CounterSource[];
  timeZone?: string;
}

function totalsOf(points: readonly SalesPoint[]): PeriodTotals {
  const revenueCents = points.reduce((sum, p) => sum + p.revenueCents, 0);
  const orders = points.reduce((sum, p) => sum + p.orders, 0);
  return {
    revenueCents,
    orders,
    cancelled: points.reduce((sum, p) => sum + p.cancelled, 0),
    averageBasketCents: averageCents(revenueCents, orders),
  };
}

const TOP = 5;

function ranked(entries: Iterable<RankedItem>): RankedItem[] {
  return [...entries].sort((a, b) => b.salesHtCents - a.salesHtCents || a.id - b.id).slice(0, TOP);
}

/**
 * Nine statements, in three independent chains so a pool runs them side by side (PGlite, one
 * connection, takes them in turn): the counters (store ranges, then every queue in one
 * statement; the stock alerts), the sales of both periods in one scan, the mix, the sales by
 * variant then their names, the PRO accounts then their orders.
 */
export async function loadDashboard(db: Db, input: DashboardInput): Promise<Dashboard> {
  const timeZone = input.timeZone ?? SHOP_TIME_ZONE;
  const plan = periodPlan(input.period, input.now, timeZone);
  const salesWindow = (w: Pick<PeriodWindow, 'from' | 'to'>): SalesWindow => ({
    from: w.from,
    to: w.to,
    unit: plan.unit,
    timeZone,
  });
  const current = salesWindow(plan.current);
  const empty = (bucket: string): SalesPoint => ({
    bucket,
    orders: 0,
    cancelled: 0,
    revenueCents: 0,
  });
  // The previous period ends where the current one starts, bucket keys apart: one scan.
  const bothPeriods = salesByBucket(
    db,
    salesWindow({ from: plan.previous.from, to: plan.current.to }),
  );
  const variantSales = salesByVariant(db, current).then(
    async (byVariant) =>
      [
        byVariant,
        await variantSalesLabels(
          db,
          byVariant.map((v) => v.variantId),
          input.locale,
        ),
      ] as const,
  );
  const proOrders = professionalUserIds(db).then((ids) => ordersOfCustomers(db, current, ids));
  const [counters, buckets, paymentMix, [byVariant, labels], pro] = await Promise.all([
    Promise.all((input.sources ?? COUNTER_SOURCES).map((source) => source(db, input.now))),
    bothPeriods,
    paymentMethodMix(db, current),
    variantSales,
    proOrders,
  ]);
  const currentPoints = fillBuckets(plan.current.keys, buckets, empty);
  const previousPoints = fillBuckets(plan.previous.keys, buckets, empty);
  const products = new Map<number, RankedItem>();
  const categories = new Map<number, RankedItem>();
  const add = (map: Map<number, RankedItem>, id: number, name: string, q: number, s: number) => {
    const item = map.get(id) ?? { id, name, quantity: 0, salesHtCents: 0 };
    item.quantity += q;
    item.salesHtCents += s;
    map.set(id, item);
  };
  for (const sale of byVariant) {
    const label = labels.get(sale.variantId);
    if (!label) continue;
    add(products, label.productId, label.productName, sale.quantity, sale.salesHtCents);
    for (const category of label.categories)
      add(categories, category.id, category.name, sale.quantity, sale.salesHtCents);
  }
  const totals = { current: totalsOf(currentPoints), previous: totalsOf(previousPoints) };
  return {
    period: plan.period,
    unit: plan.unit,
    counters: counters.flat(),
    current: currentPoints,
    previous: previousPoints,
    totals,
    paymentMix,
    topProducts: ranked(products.values()),
    topCategories: ranked(categories.values()),
    pro: { ...pro, shareBp: shareBp(pro.orders, totals.current.orders) },
  };
}
