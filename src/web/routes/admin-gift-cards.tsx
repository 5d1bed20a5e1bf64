import { Form, Link, useActionData } from 'react-router';
import type { Route } from './+types/admin-gift-cards';
import { formatPrice } from '../../shared/money';
import {
  giftCardsAction,
  giftCardsPage,
  type PromotionAnswer,
} from '../admin/promotions-page.server';
import { AdminField, AdminForm } from '../components/admin/admin-form';
import { PromotionsNav } from '../components/admin/promotions-nav';
import { PageHeader, formatDate, formatDateTime, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';

/**
 * Back office: gift cards — issue one (amount, optional recipient, optional last day), its code
 * shown once on the answer and masked everywhere after; a card's balance and the orders it
 * paid (`?id=`); switch a card off or back on.
 */
export const loader = (args: Route.LoaderArgs) => giftCardsPage(args);
export const action = (args: Route.ActionArgs) => giftCardsAction(args);

export const links = pageLinks;

export const meta = staticMeta(
  'admin-gift-cards',
  'admin.promo.cardsTitle',
  'admin.promo.cardsLead',
  { noindex: true },
);

type CardsAnswer = PromotionAnswer | { intent: 'issued'; issued: { id: number; code: string } };

export default function AdminGiftCards({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<CardsAnswer>() ?? null;
  const issued = answer && 'issued' in answer ? answer.issued : null;
  const refused = answer && !('issued' in answer) ? answer : null;
  const issueRefusal = refused?.intent === 'issue' ? refused : null;
  const err = (field: string) => issueRefusal?.fields[field]?.join(' ') ?? null;
  const shown = loaderData.shown;
  const day = (value: string) => formatDate(`${value}T12:00:00Z`, locale);
  return (
    <div className="page container">
      <PageHeader title={t('admin.promo.cardsTitle')} lead={t('admin.promo.cardsLead')} />
      <PromotionsNav current="admin-gift-cards" />
      {issued ? (
        <div className="form-notice" role="status" data-testid="card-issued">
          <p>{t('admin.promo.cardIssued')}</p>
          <p>
            <strong className="admin-code">{issued.code}</strong>
          </p>
          <p>{t('admin.promo.cardCodeOnce')}</p>
        </div>
      ) : null}
      {loaderData.done === 'toggled' ? (
        <p className="form-notice" role="status">
          {t('admin.promo.saved')}
        </p>
      ) : null}
      {refused && refused.intent === 'toggle' ? (
        <p className="form-alert" role="alert">
          {refused.message}
        </p>
      ) : null}

      {shown ? (
        <section aria-labelledby="card-title" data-testid="card-detail">
          <h2 id="card-title">
            {t('admin.promo.card')} {shown.code_masked}
          </h2>
          <p>
            {t('admin.promo.balance')} : <strong>{formatPrice(shown.balance_cents)}</strong> /{' '}
            {formatPrice(shown.initial_cents)}
            {shown.recipient_email ? ` · ${shown.recipient_email}` : ''}
            {shown.expires_on ? ` · ${t('admin.promo.expires')} ${day(shown.expires_on)}` : ''}
            {' · '}
            {shown.is_active ? t('admin.promo.state.active') : t('admin.promo.state.inactive')}
          </p>
          <Form method="post" className="admin-inline-form">
            <input type="hidden" name="intent" value="toggle" />
            <input type="hidden" name="id" value={shown.id} />
            <input type="hidden" name="version" value={shown.version} />
            <input type="hidden" name="active" value={shown.is_active ? 'no' : 'yes'} />
            <button type="submit" className="button" data-testid="card-toggle">
              {shown.is_active ? t('admin.promo.disable') : t('admin.promo.enable')}
            </button>
          </Form>
          <h3>{t('admin.promo.cardUses')}</h3>
          {shown.uses && shown.uses.length > 0 ? (
            <ul className="admin-list">
              {shown.uses.map((use) => (
                <li key={use.orderId}>
                  <Link to={href('admin-orders-id', { id: String(use.orderId) }, locale)}>
                    {use.number}
                  </Link>{' '}
                  · {use.placed_at ? formatDateTime(use.placed_at, locale) : ''} ·{' '}
                  {formatPrice(use.usedCents)}
                  {use.status === 'cancelled' ? ` · ${t('admin.promo.cancelled')}` : ''}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('admin.promo.noUses')}</p>
          )}
        </section>
      ) : null}

      <Form method="get" className="admin-filters" role="search">
        <p>
          <label htmlFor="card-q">{t('admin.promo.cardSearch')}</label>
          <input id="card-q" name="q" type="search" defaultValue={loaderData.q} maxLength={100} />
        </p>
        <button type="submit" className="button">
          {t('admin.promo.filter')}
        </button>
      </Form>
      {loaderData.cards.length === 0 ? (
        <p>{t('admin.promo.noCards')}</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="admin-table" data-testid="admin-gift-cards">
            <thead>
              <tr>
                <th scope="col">{t('admin.promo.card')}</th>
                <th scope="col">{t('admin.promo.balance')}</th>
                <th scope="col">{t('admin.promo.recipient')}</th>
                <th scope="col">{t('admin.promo.expires')}</th>
                <th scope="col">{t('admin.promo.state')}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.cards.map((card) => (
                <tr key={card.id}>
                  <td>
                    <Link to={`${href('admin-gift-cards', null, locale)}?id=${card.id}`}>
                      {card.code_masked}
                    </Link>
                  </td>
                  <td>
                    {formatPrice(card.balance_cents)} / {formatPrice(card.initial_cents)}
                  </td>
                  <td>{card.recipient_email ?? '—'}</td>
                  <td>{card.expires_on ? day(card.expires_on) : '—'}</td>
                  <td>
                    {card.is_active
                      ? t('admin.promo.state.active')
                      : t('admin.promo.state.inactive')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <AdminForm
        intent="issue"
        title={t('admin.promo.issueTitle')}
        answer={issueRefusal}
        formKey={issued ? `issued-${issued.id}` : 'issue'}
        button={t('admin.promo.issue')}
        buttonTestId="card-issue"
      >
        <AdminField
          name="amount"
          label={t('admin.promo.amount')}
          inputMode="decimal"
          error={err('amount')}
          idPrefix="card"
          defaultValue={String(issueRefusal?.values.amount ?? '')}
        />
        <AdminField
          name="recipient_email"
          type="email"
          required={false}
          label={t('admin.promo.recipient')}
          error={err('recipient_email')}
          idPrefix="card"
          defaultValue={String(issueRefusal?.values.recipient_email ?? '')}
        />
        <AdminField
          name="expires_on"
          type="date"
          required={false}
          label={t('admin.promo.lastDay')}
          error={err('expires_on')}
          idPrefix="card"
          defaultValue={String(issueRefusal?.values.expires_on ?? '')}
        />
      </AdminForm>
    </div>
  );
}
