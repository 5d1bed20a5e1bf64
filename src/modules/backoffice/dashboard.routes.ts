/**
 * `GET /admin/dashboard?period=7d|30d|12w|12m`: what the dashboard page shows, for scripts and
 * other clients (permission 'dashboard'; anyone else gets the back office's 404). The page and
 * this route read the same `loadDashboard`; the route only renames fields to the API's
 * snake_case and refuses a period it does not know instead of falling back to the default.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { parseBodyOrThrow } from '../../shared/validation';
import { requirePermission } from '../customers';
import type { Dashboard, PeriodTotals, SalesPoint } from './dashboard.contract';
import { DASHBOARD_PERIODS, DEFAULT_PERIOD } from './dashboard.rules';
import { loadDashboard } from './dashboard.service';

const dashboardQuery = z.strictObject({
  period: z.enum(DASHBOARD_PERIODS, { error: 'invalid_value' }).default(DEFAULT_PERIOD),
});

const pointWire = (point: SalesPoint) => ({
  bucket: point.bucket,
  orders: point.orders,
  cancelled: point.cancelled,
  revenue_cents: point.revenueCents,
});

const totalsWire = (totals: PeriodTotals) => ({
  revenue_cents: totals.revenueCents,
  orders: totals.orders,
  cancelled: totals.cancelled,
  average_basket_cents: totals.averageBasketCents,
});

/** The dashboard as the API sends it (money in integer cents, like the other admin routes). */
export function dashboardWire(dashboard: Dashboard) {
  const ranked = (items: Dashboard['topProducts']) =>
    items.map((item) => ({
      id: item.id,
      name: item.name,
      quantity: item.quantity,
      sales_ht_cents: item.salesHtCents,
    }));
  return {
    period: dashboard.period,
    unit: dashboard.unit,
    counters: dashboard.counters.map((counter) => ({
      key: counter.key,
      count: counter.count,
      link: counter.link,
      note: counter.note,
    })),
    current: dashboard.current.map(pointWire),
    previous: dashboard.previous.map(pointWire),
    totals: {
      current: totalsWire(dashboard.totals.current),
      previous: totalsWire(dashboard.totals.previous),
    },
    payment_mix: dashboard.paymentMix.map((slice) => ({
      method: slice.method,
      orders: slice.orders,
      revenue_cents: slice.revenueCents,
    })),
    top_products: ranked(dashboard.topProducts),
    top_categories: ranked(dashboard.topCategories),
    pro: {
      orders: dashboard.pro.orders,
      revenue_cents: dashboard.pro.revenueCents,
      share_bp: dashboard.pro.shareBp,
    },
  };
}

export function registerDashboardRoutes(api: FastifyInstance, deps: { db: Db; now(): Date }) {
  api.get('/admin/dashboard', async (request) => {
    await requirePermission(deps.db, request.ctx.userId, 'dashboard');
    const { period } = parseBodyOrThrow(dashboardQuery, request.query ?? {});
    const dashboard = await loadDashboard(deps.db, {
      period,
      now: deps.now(),
      locale: request.ctx.locale,
    });
    return { data: dashboardWire(dashboard) };
  });
}
