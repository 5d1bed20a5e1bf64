import { data, Form, Link, redirect } from 'react-router';
import type { Route } from './+types/admin-customer-service-claim';
import {
  addStaffMessage,
  checkStaffMessage,
  setClaimStateByStaff,
  staffClaim,
} from '../../modules/support';
import { HttpError } from '../../shared/http';
import { adminGuard } from '../account/admin-guard.server';
import { claimIdOf, formFile, supportDeps, textFields } from '../account/claims.server';
import { formFailure } from '../account/forms.server';
import { CustomerServiceTabs } from '../components/admin/customer-service-tabs';
import { ClaimThread } from '../components/claims/claim-thread';
import claimsStylesUrl from '../components/claims/claims.css?url';
import { TextAreaField, TextField } from '../components/form/fields';
import { FormAlert } from '../components/form/form-alert';
import { stateFor, type FormState } from '../components/form/form-state';
import { formLinks } from '../components/form/styles';
import { PageHeader, formatDateTime, pageLinks } from '../components/page';
import { translate, useLocale, useT, type MessageKey } from '../i18n';
import { alternates, href, localeFromPath } from '../paths';
import { pageMeta } from '../seo';

const DONE: Record<string, MessageKey> = {
  sent: 'admin.claims.done.sent',
  note: 'admin.claims.done.note',
  closed: 'admin.claims.done.closed',
  reopened: 'admin.claims.done.reopened',
};

async function claimOr404(db: Parameters<typeof staffClaim>[0], raw: string | undefined) {
  const id = claimIdOf(raw);
  if (id === null) throw data(null, { status: 404 });
  try {
    return await staffClaim(db, id);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * Back office, one claim (permission `claims`, decision 051): the customer and the order, the
 * whole conversation with staff's internal notes marked, the reply or note form (text and a
 * file, multipart: the customer is e-mailed for a reply, never for a note), close and reopen.
 * Every write is in the audit log.
 */
export async function loader(args: Route.LoaderArgs) {
  await adminGuard(args, 'claims');
  const claim = await claimOr404(args.context.database.db, args.params.id);
  const done = new URL(args.request.url).searchParams.get('done') ?? '';
  return { claim, done: done in DONE ? done : null };
}

export async function action(args: Route.ActionArgs) {
  const locale = await adminGuard(args, 'claims');
  const { context } = args;
  const db = context.database.db;
  const claim = await claimOr404(db, args.params.id);
  const actor = context.session!.userId;
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? 'message');
  const page = href('admin-customer-service-id', { id: claim.id }, locale);
  try {
    if (intent === 'close' || intent === 'reopen') {
      const state = intent === 'close' ? 'closed' : 'open';
      await setClaimStateByStaff(db, actor, claim.id, { state }, context.now());
      return redirect(`${page}?done=${intent === 'close' ? 'closed' : 'reopened'}`, 303);
    }
    const fields = textFields(form, ['message', 'internal']);
    const input = await checkStaffMessage(db, claim.id, fields);
    const files = await formFile(form);
    await addStaffMessage(supportDeps(context), actor, claim.id, input, files);
    return redirect(`${page}?done=${input.internal ? 'note' : 'sent'}`, 303);
  } catch (error) {
    return formFailure(error, locale, form, ['message', 'file'], intent);
  }
}

export const links = () => [
  ...pageLinks(),
  ...formLinks(),
  { rel: 'stylesheet', href: claimsStylesUrl },
];

export const meta: Route.MetaFunction = (args) => {
  const locale = localeFromPath(args.location.pathname);
  return pageMeta(args, {
    title: args.loaderData?.claim.title ?? translate(locale, 'admin.claims.title'),
    description: translate(locale, 'admin.claims.lead'),
    alternates: alternates('admin-customer-service-id', { id: args.params.id }),
    noindex: true,
  });
};

export default function AdminCustomerServiceClaim({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { claim, done } = loaderData;
  const answer = actionData as FormState | undefined;
  const messageState = stateFor(answer, 'message');
  const stateAnswer = answer && answer.intent !== 'message' ? answer : undefined;
  return (
    <div className="page container">
      <PageHeader title={t('admin.claims.claimTitle', { id: claim.id, title: claim.title })} />
      <CustomerServiceTabs current="admin-customer-service" />
      <p>
        <Link to={href('admin-customer-service', null, locale)}>← {t('admin.claims.back')}</Link>
      </p>
      {done ? (
        <p className="form-notice" role="status" data-testid="admin-claim-done">
          {t(DONE[done]!)}
        </p>
      ) : null}
      <dl className="admin-facts">
        <dt>{t('admin.claims.customer')}</dt>
        <dd>
          <Link to={href('admin-customers-id', { id: claim.customer.id }, locale)}>
            {claim.customer.name || claim.customer.email}
          </Link>{' '}
          — {claim.customer.email}
        </dd>
        <dt>{t('admin.claims.order')}</dt>
        <dd>
          {claim.order_id !== null ? (
            <Link to={href('admin-orders-id', { id: claim.order_id }, locale)}>
              {claim.order_number ?? claim.order_id}
            </Link>
          ) : (
            '—'
          )}
        </dd>
        <dt>{t('admin.claims.opened')}</dt>
        <dd>{formatDateTime(claim.created_at, locale)}</dd>
        <dt>{t('admin.claims.status')}</dt>
        <dd data-testid="admin-claim-state" data-state={claim.state}>
          {t(`admin.claims.state.${claim.state}` as MessageKey)}
          {claim.closed ? '' : ` — ${t(`admin.claims.awaiting.${claim.awaiting}` as MessageKey)}`}
        </dd>
      </dl>

      <ClaimThread
        messages={claim.messages}
        locale={locale}
        noteBadge={t('admin.claims.noteBadge')}
        authorOf={(m) =>
          m.author === 'customer'
            ? `${t('admin.claims.customerAuthor')} · ${claim.customer.name || claim.customer.email}`
            : `${t('admin.claims.staffAuthor')}${m.author_name ? ` · ${m.author_name}` : ''}`
        }
      />

      {stateAnswer ? <FormAlert state={stateAnswer} /> : null}
      {claim.closed ? (
        <div className="claim-actions">
          <p>{t('admin.claims.closedNote')}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="reopen" />
            <button
              type="submit"
              className="button button-primary"
              data-testid="admin-claim-reopen"
            >
              {t('admin.claims.reopen')}
            </button>
          </Form>
        </div>
      ) : (
        <>
          <section aria-labelledby="admin-claim-reply">
            <h2 id="admin-claim-reply">{t('admin.claims.replyTitle')}</h2>
            <Form
              method="post"
              encType="multipart/form-data"
              className="form"
              key={claim.messages.length}
              data-testid="admin-claim-form"
            >
              <input type="hidden" name="intent" value="message" />
              <FormAlert state={messageState} />
              <TextAreaField
                name="message"
                label={t('admin.claims.message')}
                required
                maxLength={5000}
                state={messageState}
              />
              <div className="field field-checkbox">
                <input
                  type="checkbox"
                  id="admin-claim-internal"
                  name="internal"
                  value="1"
                  defaultChecked={messageState?.values?.internal === '1'}
                />
                <label htmlFor="admin-claim-internal">{t('admin.claims.internal')}</label>
              </div>
              <TextField
                name="file"
                type="file"
                label={t('admin.claims.file')}
                hint={t('admin.claims.fileHint')}
                accept="image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf"
                state={messageState}
              />
              <button
                type="submit"
                className="button button-primary"
                data-testid="admin-claim-send"
              >
                {t('admin.claims.send')}
              </button>
            </Form>
          </section>
          <Form method="post" className="claim-actions">
            <input type="hidden" name="intent" value="close" />
            <button
              type="submit"
              className="button button-secondary"
              data-testid="admin-claim-close"
            >
              {t('admin.claims.close')}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
