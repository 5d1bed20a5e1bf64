import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/account-invoices';
import { listInvoices } from '../../modules/invoices';
import { eurosToCents, formatPrice } from '../../shared/money';
import { requireViewer } from '../account/guard.server';
import { AccountLayout } from '../components/account/account-layout';
import { accountLinks } from '../components/account/styles';
import { Pager } from '../components/orders/pager';
// The orders blocks' styles (the list is the orders table): no component imports them.
import '../components/orders/orders.css';
import { formatDate } from '../components/page';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';

/** SPEC §9: default pagination size. */
const INVOICES_PAGE_SIZE = 15;

/**
 * My invoices (decision 049): the customer's invoices and credit notes, newest first — number,
 * kind, date, order, amount incl. VAT — each downloaded as a PDF through
 * `GET /api/invoices/{id}/download`, which answers only their owner (404 for anyone else).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireViewer(request, context);
  const raw = new URL(request.url).searchParams.get('page') ?? '1';
  const page = /^\d{1,6}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
  const { data, total } = await listInvoices(context.database.db, user.id, {
    page,
    limit: INVOICES_PAGE_SIZE,
  });
  return {
    invoices: data.map((invoice) => ({
      id: invoice.id,
      kind: invoice.kind,
      number: invoice.number,
      issuedAt: invoice.issued_at,
      orderId: invoice.order_id,
      orderNumber: invoice.order_number,
      totalCents: eurosToCents(invoice.total_ttc),
      url: invoice.download_url,
    })),
    total,
    page,
    lastPage: Math.max(1, Math.ceil(total / INVOICES_PAGE_SIZE)),
  };
}

export const links = accountLinks;

export const meta = staticMeta(
  'compte-invoices',
  'account.menu.invoices',
  'account.tile.invoices',
  {
    noindex: true,
  },
);

export default function AccountInvoices() {
  const t = useT();
  const locale = useLocale();
  const { invoices, total, page, lastPage } = useLoaderData<typeof loader>();
  return (
    <AccountLayout title={t('account.menu.invoices')}>
      {total === 0 ? (
        <div className="empty-state" data-testid="invoices-empty">
          <p>{t('invoices.empty')}</p>
        </div>
      ) : (
        <>
          <p className="account-lead">{t('invoices.lead')}</p>
          <table className="orders-table" data-testid="invoices-list">
            <caption className="visually-hidden">{t('account.menu.invoices')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('invoices.colNumber')}</th>
                <th scope="col">{t('invoices.colKind')}</th>
                <th scope="col">{t('orders.colDate')}</th>
                <th scope="col">{t('invoices.colOrder')}</th>
                <th scope="col">{t('invoices.colAmount')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('invoices.download')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id} data-testid="invoice-row">
                  <th scope="row" data-label={t('invoices.colNumber')}>
                    <span className="orders-number">{invoice.number}</span>
                  </th>
                  <td data-label={t('invoices.colKind')}>
                    {t(
                      invoice.kind === 'credit_note'
                        ? 'invoices.kindCreditNote'
                        : 'invoices.kindInvoice',
                    )}
                  </td>
                  <td data-label={t('orders.colDate')}>{formatDate(invoice.issuedAt, locale)}</td>
                  <td data-label={t('invoices.colOrder')}>
                    <Link to={href('compte-orders-id', { id: invoice.orderId }, locale)}>
                      {invoice.orderNumber}
                    </Link>
                  </td>
                  <td data-label={t('invoices.colAmount')} className="orders-total">
                    {/* A credit note's amount is stored negative: it shows as given back. */}
                    {formatPrice(invoice.totalCents)}
                  </td>
                  <td className="orders-link">
                    <a
                      href={invoice.url}
                      download
                      className="button button-secondary button-small"
                      aria-label={t('invoices.downloadOf', { number: invoice.number })}
                      data-testid="invoice-download"
                    >
                      {t('invoices.download')}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager path={href('compte-invoices', null, locale)} page={page} lastPage={lastPage} />
        </>
      )}
    </AccountLayout>
  );
}
