/**
 * A customer's page in the back office (issue 16, decision 033): the account as the customers
 * module sees it (identity, addresses, loyalty, newsletter, sessions, state) with the orders
 * the orders module lists for it. The permission is checked by the customers module's service.
 */
import type { Db } from '../../db/client';
import { customerDetail, type CustomerDetail } from '../customers';
import { listCustomerOrders } from '../orders';

export const CUSTOMER_PAGE_ORDERS = 50;

export interface CustomerPage {
  customer: CustomerDetail;
  orders: Awaited<ReturnType<typeof listCustomerOrders>>;
}

export async function customerPage(
  db: Db,
  actorUserId: number | null,
  customerId: number,
  now: Date,
): Promise<CustomerPage> {
  const customer = await customerDetail(db, actorUserId, customerId, now);
  const orders = await listCustomerOrders({ db }, customerId, {
    page: 1,
    limit: CUSTOMER_PAGE_ORDERS,
  });
  return { customer, orders };
}
