/**
 * The back-office orders list in-process (routes/admin-orders.tsx): the URL's filters parsed
 * with the orders module's schema (the same as `GET /api/admin/orders`'s), a page of orders and
 * the count of all that match. Permission 'orders'. Server only.
 */
import { redirect, type AppLoadContext } from 'react-router';
import { ORDER_PAYMENT_METHODS } from '../../shared/payment-methods';
import {
  LISTED_STATUSES,
  ORDER_LIST_FILTERS,
  PAYMENT_STATUSES,
  listBackOfficeOrders,
  orderListInput,
  type OrderListFilter,
} from '../../modules/orders';
import { HttpError } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import { adminGuard } from '../account/admin-guard.server';

const PARAMS = [...ORDER_LIST_FILTERS, 'queue', 'sort', 'page'] as const;

export async function ordersPage(args: { request: Request; context: AppLoadContext }) {
  await adminGuard(args, 'orders');
  const url = new URL(args.request.url);
  const params = url.searchParams;
  if (params.has('q')) {
    // An old link: `q` would open the storefront's search overlay over the list.
    const text = params.get('q') ?? '';
    params.delete('q');
    if (!params.has('search')) params.set('search', text);
    throw redirect(`${url.pathname}?${params}`, 301);
  }
  const raw: Record<string, string | undefined> = Object.fromEntries(
    PARAMS.map((name) => [name, params.get(name)?.slice(0, 100) ?? undefined]),
  );
  let filter: OrderListFilter;
  let invalid = false;
  try {
    filter = parseBodyOrThrow(orderListInput, raw);
  } catch (error) {
    // A hand-edited URL: the unfiltered first page, and a word that the filters were ignored.
    if (!(error instanceof HttpError)) throw error;
    filter = parseBodyOrThrow(orderListInput, {});
    invalid = true;
  }
  const result = await listBackOfficeOrders(args.context.database.db, filter);
  return {
    invalid,
    filter: {
      state: filter.state ?? '',
      payment: filter.payment ?? '',
      method: filter.method ?? '',
      from: filter.from ?? '',
      to: filter.to ?? '',
      pro: filter.pro ?? '',
      search: filter.search ?? '',
      queue: filter.queue ?? null,
      sort: filter.sort,
    },
    choices: {
      state: LISTED_STATUSES,
      payment: PAYMENT_STATUSES.filter((s) => s !== 'none'),
      method: ORDER_PAYMENT_METHODS,
    },
    total: result.total,
    page: result.page,
    lastPage: Math.max(1, Math.ceil(result.total / result.limit)),
    orders: result.rows.map((row) => ({ ...row, placedAt: row.placedAt?.toISOString() ?? null })),
  };
}
