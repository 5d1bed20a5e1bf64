/**
 * The invoices module's place beside the modules it follows: orders (documents and e-mails of
 * each move) and refunds (their credit notes). Neither may import invoices, so each copy of the
 * modules is wired once by `followOrdersAndRefunds` (src/server/app.ts for the API,
 * src/web/entry.server.tsx for the page build, tests/support/wiring.ts for tests); the orders
 * module also learns there which orders the payments module has money recorded for.
 */
import { followOrders } from '../orders';
import { followRefunds, ordersWithMoneyIn, type RefundFollowers } from '../payments';
import { creditNotesOfRefunds } from './invoices.repo';
import { issueRefundCreditNote } from './invoicing.service';
import { invoiceFollowers } from './order-hooks.service';

export const invoiceRefundFollowers: RefundFollowers = {
  afterRefund: issueRefundCreditNote,
  creditNotesOfRefunds,
};

export function followOrdersAndRefunds(): void {
  followOrders(invoiceFollowers, ordersWithMoneyIn);
  followRefunds(invoiceRefundFollowers);
}
