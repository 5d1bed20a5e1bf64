import { useRef } from 'react';
import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';
import type { Route } from './+types/account-claim';
import {
  addCustomerMessage,
  checkCustomerMessage,
  getOwnClaim,
  setOwnClaimState,
} from '../../modules/support';
import { HttpError } from '../../shared/http';
import { claimIdOf, formFile, supportDeps, textFields } from '../account/claims.server';
import { formFailure } from '../account/forms.server';
import { requireViewer } from '../account/guard.server';
import { AccountLayout } from '../components/account/account-layout';
import { accountLinks } from '../components/account/styles';
import claimsStylesUrl from '../components/claims/claims.css?url';
import { ClaimMessageFields } from '../components/claims/claim-message-fields';
import { ClaimThread } from '../components/claims/claim-thread';
import { FormAlert, useFocusFirstError } from '../components/form/form-alert';
import { stateFor, type FormState } from '../components/form/form-state';
import { formatDate } from '../components/page';
import { translate, useLocale, useT, type MessageKey } from '../i18n';
import { alternates, href, localeFromPath } from '../paths';
import { pageMeta } from '../seo';

/** Success notices after a redirect (`?done=`): a closed list, never free text. */
const DONE: Record<string, MessageKey> = {
  opened: 'claims.opened',
  sent: 'claims.sent',
  closed: 'claims.closedDone',
  reopened: 'claims.reopenedDone',
};

/**
 * One of my claims (`/compte/supports/{id}`, SPEC §2, §4; decision 051): the conversation with
 * the files both ways, the reply form (text and a file, multipart), close and reopen. A closed
 * claim takes no message until reopened. Someone else's claim is a 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = await requireViewer(request, context);
  const id = claimIdOf(params.id);
  const claim = await (id === null
    ? null
    : getOwnClaim(context.database.db, user.id, id).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404) return null;
        throw error;
      }));
  if (!claim) throw data(null, { status: 404 });
  const done = new URL(request.url).searchParams.get('done') ?? '';
  return { claim, done: done in DONE ? done : null };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, locale } = await requireViewer(request, context);
  const id = claimIdOf(params.id);
  if (id === null) throw data(null, { status: 404 });
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'reply');
  const page = href('compte-supports-id', { id }, locale);
  const db = context.database.db;
  try {
    if (intent === 'close' || intent === 'reopen') {
      const state = intent === 'close' ? 'closed' : 'open';
      await setOwnClaimState(db, user.id, id, { state }, context.now());
      return redirect(`${page}?done=${intent === 'close' ? 'closed' : 'reopened'}`, 303);
    }
    const body = await checkCustomerMessage(db, user.id, id, textFields(form, ['message']));
    const files = await formFile(form);
    await addCustomerMessage(supportDeps(context), user.id, id, body, files);
    return redirect(`${page}?done=sent`, 303);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw data(null, { status: 404 });
    return formFailure(error, locale, form, ['message', 'file'], intent);
  }
}

export const links = () => [...accountLinks(), { rel: 'stylesheet', href: claimsStylesUrl }];

export const meta: Route.MetaFunction = (args) => {
  const locale = localeFromPath(args.location.pathname);
  return pageMeta(args, {
    title: args.loaderData?.claim.title ?? translate(locale, 'account.menu.claims'),
    description: translate(locale, 'claims.lead'),
    alternates: alternates('compte-supports-id', { id: args.params.id }),
    noindex: true,
  });
};

export default function AccountClaim() {
  const t = useT();
  const locale = useLocale();
  const { claim, done } = useLoaderData<typeof loader>();
  const answer = useActionData<FormState>();
  const replyState = stateFor(answer, 'reply');
  const busy = useNavigation().state === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, replyState);
  const stateAnswer = answer && answer.intent !== 'reply' ? answer : undefined;
  return (
    <AccountLayout title={claim.title}>
      <p>
        <Link to={href('compte-supports', null, locale)}>← {t('claims.back')}</Link>
      </p>
      {done ? (
        <p className="form-alert form-alert-success" role="status" data-testid="claim-done">
          {t(DONE[done]!)}
        </p>
      ) : null}
      <div className="claim-facts">
        <span
          className={`status-badge claim-state-${claim.state}`}
          data-testid="claim-state"
          data-state={claim.state}
        >
          {t(claim.closed ? 'claims.state.closed' : 'claims.state.open')}
        </span>
        {claim.closed ? null : (
          <span data-testid="claim-awaiting">
            {t(claim.awaiting === 'us' ? 'claims.awaiting.us' : 'claims.awaiting.customer')}
          </span>
        )}
        <span>{t('claims.openedOn', { date: formatDate(claim.created_at, locale) })}</span>
        {claim.order_id !== null && claim.order_number ? (
          <Link to={href('compte-orders-id', { id: claim.order_id }, locale)}>
            {t('claims.orderLabel', { number: claim.order_number })}
          </Link>
        ) : null}
      </div>

      <section aria-labelledby="claim-thread-title">
        <h2 id="claim-thread-title">{t('claims.conversation')}</h2>
        <ClaimThread
          messages={claim.messages}
          locale={locale}
          authorOf={(m) => t(m.author === 'customer' ? 'claims.you' : 'claims.staff')}
        />
      </section>

      {stateAnswer ? <FormAlert state={stateAnswer} /> : null}
      {claim.closed ? (
        <div className="claim-actions">
          <p data-testid="claim-closed-note">{t('claims.closedNote')}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="reopen" />
            <button
              type="submit"
              className="button button-primary"
              disabled={busy}
              data-testid="claim-reopen"
            >
              {t('claims.reopen')}
            </button>
          </Form>
        </div>
      ) : (
        <>
          <section className="account-section" aria-labelledby="claim-reply-title">
            <h2 id="claim-reply-title">{t('claims.replyTitle')}</h2>
            <Form
              method="post"
              encType="multipart/form-data"
              ref={formRef}
              className="form"
              data-testid="claim-reply-form"
              key={claim.messages.length}
            >
              <input type="hidden" name="intent" value="reply" />
              <FormAlert state={replyState} />
              <ClaimMessageFields state={replyState} />
              <button type="submit" className="button button-primary" disabled={busy}>
                {t('claims.replySend')}
              </button>
            </Form>
          </section>
          <Form method="post" className="claim-actions">
            <input type="hidden" name="intent" value="close" />
            <button
              type="submit"
              className="button button-secondary"
              disabled={busy}
              data-testid="claim-close"
            >
              {t('claims.close')}
            </button>
          </Form>
        </>
      )}
    </AccountLayout>
  );
}
