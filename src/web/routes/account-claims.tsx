import { useRef } from 'react';
import { Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/account-claims';
import { listCustomerOrders } from '../../modules/orders';
import { checkClaimInput, listOwnClaims, openClaim } from '../../modules/support';
import { formFile, supportDeps, textFields } from '../account/claims.server';
import { formFailure } from '../account/forms.server';
import { requireViewer } from '../account/guard.server';
import { AccountLayout } from '../components/account/account-layout';
import { accountLinks } from '../components/account/styles';
import claimsStylesUrl from '../components/claims/claims.css?url';
import { ClaimMessageFields } from '../components/claims/claim-message-fields';
import { SelectField, TextField } from '../components/form/fields';
import { FormAlert, useFocusFirstError } from '../components/form/form-alert';
import type { FormState } from '../components/form/form-state';
import { formatDate } from '../components/page';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';

/** The customer's orders offered in the form (the newest first). */
const ORDER_CHOICES = 50;
const FIELDS = ['title', 'message', 'order_id'] as const;

/**
 * My claims (SPEC §2, §3, §4; decision 051): the list with each claim's state and whose turn it
 * is, and the form that opens one — subject, message, one of my orders (`?order=` preselects
 * it, from the order's page), a photo or PDF. A plain multipart form: works without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireViewer(request, context);
  const db = context.database.db;
  const [claims, orders] = await Promise.all([
    listOwnClaims(db, user.id),
    listCustomerOrders({ db }, user.id, { page: 1, limit: ORDER_CHOICES }),
  ]);
  const asked = Number(new URL(request.url).searchParams.get('order'));
  const orderChoices = orders.data.map((o) => ({ id: o.id, number: o.number ?? String(o.id) }));
  return {
    claims,
    orders: orderChoices,
    selectedOrder: orderChoices.some((o) => o.id === asked) ? asked : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, locale } = await requireViewer(request, context);
  const form = await request.formData();
  try {
    // The fields and the order first, then the file: a refused request stores nothing.
    const checked = await checkClaimInput(context.database.db, user.id, {
      ...textFields(form, FIELDS),
    });
    const files = await formFile(form);
    const claim = await openClaim(supportDeps(context), user.id, checked, files);
    return redirect(`${href('compte-supports-id', { id: claim.id }, locale)}?done=opened`, 303);
  } catch (error) {
    return formFailure(error, locale, form, [...FIELDS, 'file'], 'open');
  }
}

export const links = () => [...accountLinks(), { rel: 'stylesheet', href: claimsStylesUrl }];

export const meta = staticMeta('compte-supports', 'account.menu.claims', 'claims.lead', {
  noindex: true,
});

export default function AccountClaims() {
  const t = useT();
  const locale = useLocale();
  const { claims, orders, selectedOrder } = useLoaderData<typeof loader>();
  const answer = useActionData<FormState>();
  const busy = useNavigation().state === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, answer);
  return (
    <AccountLayout title={t('account.menu.claims')}>
      <p className="account-lead">{t('claims.lead')}</p>
      {claims.length === 0 ? (
        <p data-testid="claims-empty">{t('claims.empty')}</p>
      ) : (
        <table className="claims-table" data-testid="claims-list">
          <caption className="visually-hidden">{t('account.menu.claims')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('claims.colTitle')}</th>
              <th scope="col">{t('claims.colOrder')}</th>
              <th scope="col">{t('claims.colStatus')}</th>
              <th scope="col">{t('claims.colUpdated')}</th>
            </tr>
          </thead>
          <tbody>
            {claims.map((claim) => (
              <tr key={claim.id} data-testid="claim-row" data-state={claim.state}>
                <th scope="row">
                  <Link to={href('compte-supports-id', { id: claim.id }, locale)}>
                    {claim.title}
                  </Link>
                </th>
                <td>{claim.order_number ?? '—'}</td>
                <td>
                  <span className={`status-badge claim-state-${claim.state}`}>
                    {t(claim.closed ? 'claims.state.closed' : 'claims.state.open')}
                  </span>{' '}
                  {claim.closed
                    ? null
                    : t(
                        claim.awaiting === 'us' ? 'claims.awaiting.us' : 'claims.awaiting.customer',
                      )}
                </td>
                <td>{formatDate(claim.updated_at, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <section className="account-section" aria-labelledby="claim-new-title">
        <h2 id="claim-new-title">{t('claims.new')}</h2>
        <p>{t('claims.newLead')}</p>
        <Form
          method="post"
          encType="multipart/form-data"
          ref={formRef}
          className="form"
          data-testid="claim-form"
        >
          <FormAlert state={answer} />
          <TextField
            name="title"
            label={t('claims.title')}
            required
            maxLength={150}
            state={answer}
          />
          <SelectField
            name="order_id"
            label={t('claims.order')}
            placeholder={t('claims.noOrder')}
            options={orders.map((o) => ({
              value: o.id,
              label: t('claims.orderLabel', { number: o.number }),
            }))}
            defaultValue={selectedOrder}
            state={answer}
          />
          <ClaimMessageFields state={answer} />
          <button type="submit" className="button button-primary" disabled={busy}>
            {t('claims.send')}
          </button>
        </Form>
      </section>
    </AccountLayout>
  );
}
