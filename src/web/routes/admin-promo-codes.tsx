import { Form, Link } from 'react-router';
import type { Route } from './+types/admin-promo-codes';
import { formatCodeValue, formatPrice } from '../../shared/money';
import { promoCodesPage } from '../admin/promotions-page.server';
import { PromotionsNav } from '../components/admin/promotions-nav';
import { PageHeader, formatDate, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';

/**
 * Back office: the promo codes — search by code or label, filter by state (running, upcoming,
 * expired, switched off, used up), with their uses and the discount they gave. Permission
 * 'catalogue'. A plain GET form: works without JavaScript.
 */
export const loader = (args: Route.LoaderArgs) => promoCodesPage(args);

export const links = pageLinks;

export const meta = staticMeta(
  'admin-promo-codes',
  'admin.promo.codesTitle',
  'admin.promo.codesLead',
  {
    noindex: true,
  },
);

const STATES = ['active', 'upcoming', 'expired', 'inactive', 'used_up'] as const;

export default function AdminPromoCodes({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const day = (value: string | null) =>
    value ? formatDate(`${value}T12:00:00Z`, locale) : t('admin.promo.open');
  return (
    <div className="page container">
      <PageHeader title={t('admin.promo.codesTitle')} lead={t('admin.promo.codesLead')} />
      <PromotionsNav current="admin-promo-codes" />
      <p>
        <Link
          className="button button-primary"
          to={href('admin-promo-codes-id', { id: locale === 'fr' ? 'nouveau' : 'new' }, locale)}
          data-testid="promo-new"
        >
          {t('admin.promo.newCode')}
        </Link>
      </p>
      <Form method="get" className="admin-filters" role="search">
        <p>
          <label htmlFor="promo-q">{t('admin.promo.search')}</label>
          <input id="promo-q" name="q" type="search" defaultValue={loaderData.q} maxLength={64} />
        </p>
        <p>
          <label htmlFor="promo-state">{t('admin.promo.state')}</label>
          <select id="promo-state" name="state" defaultValue={loaderData.state}>
            <option value="">{t('admin.promo.stateAll')}</option>
            {STATES.map((state) => (
              <option key={state} value={state}>
                {t(`admin.promo.state.${state}`)}
              </option>
            ))}
          </select>
        </p>
        <button type="submit" className="button">
          {t('admin.promo.filter')}
        </button>
      </Form>
      {loaderData.codes.length === 0 ? (
        <p>{t('admin.promo.noCodes')}</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="admin-table" data-testid="admin-promo-codes">
            <thead>
              <tr>
                <th scope="col">{t('admin.promo.code')}</th>
                <th scope="col">{t('admin.promo.value')}</th>
                <th scope="col">{t('admin.promo.scope')}</th>
                <th scope="col">{t('admin.promo.window')}</th>
                <th scope="col">{t('admin.promo.state')}</th>
                <th scope="col">{t('admin.promo.uses')}</th>
                <th scope="col">{t('admin.promo.discountGiven')}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.codes.map((code) => (
                <tr key={code.id}>
                  <td>
                    <Link to={href('admin-promo-codes-id', { id: String(code.id) }, locale)}>
                      {code.code}
                    </Link>
                    <br />
                    <small>{locale === 'fr' ? code.name.fr : code.name.en}</small>
                  </td>
                  <td>
                    -
                    {formatCodeValue(
                      code.value_amount_cents !== null
                        ? { kind: 'amount', cents: code.value_amount_cents }
                        : { kind: 'percent', percent: code.value_percent ?? 0 },
                    )}
                  </td>
                  <td>
                    {t(`admin.promo.scope.${code.applies_to}`)}
                    {code.is_pro_only ? ` · ${t('admin.promo.proOnly')}` : ''}
                  </td>
                  <td>
                    {day(code.starts_on)} → {day(code.ends_on)}
                  </td>
                  <td>{t(`admin.promo.state.${code.state}`)}</td>
                  <td>
                    {code.uses_count}
                    {code.max_uses !== null ? ` / ${code.max_uses}` : ''}
                  </td>
                  <td>{formatPrice(code.discount_given_cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
