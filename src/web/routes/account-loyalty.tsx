import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/account-loyalty';
import { formatPrice } from '../../shared/money';
import { requireViewer } from '../account/guard.server';
import { loyaltyPageData, type LoyaltyLine } from '../account/loyalty.server';
import { AccountLayout } from '../components/account/account-layout';
import { accountLinks } from '../components/account/styles';
import { formatDate } from '../components/page';
import { useLocale, useT, type MessageKey } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';

/**
 * My loyalty points: the balance and what it pays, how points are earned and spent (from the
 * back office's rules, nothing more: no expiry is promised because none exists), and the
 * history — earned by a paid order, spent on one, given back or taken back at a cancellation.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireViewer(request, context);
  return loyaltyPageData(context.database.db, user.id);
}

export const links = accountLinks;

export const meta = staticMeta('compte-loyalty', 'account.menu.loyalty', 'loyalty.lead', {
  noindex: true,
});

const REASON: Record<LoyaltyLine['reason'], MessageKey> = {
  order_paid: 'loyalty.reason.earned',
  order_used: 'loyalty.reason.spent',
  order_cancelled: 'loyalty.reason.givenBack',
  adjustment: 'loyalty.reason.adjustment',
};

export default function AccountLoyalty() {
  const t = useT();
  const locale = useLocale();
  const { balance, valueCents, program, history } = useLoaderData<typeof loader>();
  return (
    <AccountLayout title={t('account.menu.loyalty')}>
      <p className="loyalty-balance" data-testid="loyalty-balance">
        <strong>{t('loyalty.points', { points: balance.toLocaleString(locale) })}</strong>
        <span data-testid="loyalty-value">
          {t('loyalty.worth', { value: formatPrice(valueCents) })}
        </span>
      </p>
      <h2>{t('loyalty.howTitle')}</h2>
      <ul className="loyalty-rules" data-testid="loyalty-rules">
        {program.pointsPerEuro > 0 ? (
          <li>{t('loyalty.earnRule', { points: program.pointsPerEuro })}</li>
        ) : (
          <li>{t('loyalty.earnNone')}</li>
        )}
        <li>{t('loyalty.spendRule', { value: formatPrice(program.pointValueCents) })}</li>
        <li>{t('loyalty.cancelRule')}</li>
      </ul>
      <h2>{t('loyalty.historyTitle')}</h2>
      {history.length === 0 ? (
        <p className="empty-state">{t('loyalty.empty')}</p>
      ) : (
        <table className="loyalty-history" data-testid="loyalty-history">
          <thead>
            <tr>
              <th scope="col">{t('loyalty.col.date')}</th>
              <th scope="col">{t('loyalty.col.what')}</th>
              <th scope="col" className="loyalty-points">
                {t('loyalty.col.points')}
              </th>
            </tr>
          </thead>
          <tbody>
            {history.map((line) => (
              <tr key={line.id} data-reason={line.reason}>
                <td>{formatDate(line.createdAt, locale)}</td>
                <td>
                  {t(REASON[line.reason])}
                  {line.order ? (
                    <>
                      {' — '}
                      <Link to={href('compte-orders-id', { id: String(line.order.id) }, locale)}>
                        {t('loyalty.order', { number: line.order.number })}
                      </Link>
                    </>
                  ) : null}
                </td>
                <td className={`loyalty-points${line.points > 0 ? ' loyalty-points-plus' : ''}`}>
                  {line.points > 0 ? '+' : '−'}
                  {Math.abs(line.points).toLocaleString(locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AccountLayout>
  );
}
