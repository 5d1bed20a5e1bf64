import { Form, redirect } from 'react-router';
import type { Route } from './+types/admin-reviews';
import {
  decideReview,
  REVIEW_QUEUE_PAGE_SIZE,
  reviewDecisionInput,
  reviewQueue,
  type ReviewStatus,
} from '../../modules/reviews';
import { parseBodyOrThrow } from '../../shared/validation';
import { adminGuard } from '../account/admin-guard.server';
import { formFailure } from '../account/forms.server';
import { PageHeader, pageLinks } from '../components/page';
import type { FormState } from '../components/form/form-state';
import { useLocale, useT, type MessageKey } from '../i18n';
import { href } from '../paths';
import { moderationDeps } from '../reviews/review-deps.server';
import { staticMeta } from '../seo';
import { CustomerServiceTabs } from '../components/admin/customer-service-tabs';

/**
 * Back office (permission claims, decision 054): customer reviews waiting for moderation,
 * published and rejected, with their photos; publish, or reject with a reason (plain forms).
 * The same service as `POST /api/admin/reviews/{id}/decision`: audited, the product's stars
 * and count in lists updated at once, page caches emptied.
 */
const STATUSES: readonly ReviewStatus[] = ['pending', 'published', 'rejected'];

export async function loader(args: Route.LoaderArgs) {
  await adminGuard(args, 'claims');
  const params = new URL(args.request.url).searchParams;
  const asked = params.get('status') ?? 'pending';
  const status = (STATUSES as readonly string[]).includes(asked)
    ? (asked as ReviewStatus)
    : 'pending';
  const page = Math.min(10_000, Math.max(1, Math.trunc(Number(params.get('page'))) || 1));
  const queue = await reviewQueue(args.context.database.db, status, page);
  const pages = Math.max(1, Math.ceil(queue.total / REVIEW_QUEUE_PAGE_SIZE));
  return { ...queue, status, page, pages, done: params.get('done') };
}

export async function action(args: Route.ActionArgs) {
  const locale = await adminGuard(args, 'claims');
  const { context } = args;
  const form = await args.request.formData();
  try {
    const decision = String(form.get('decision') ?? '');
    const input = parseBodyOrThrow(
      reviewDecisionInput,
      decision === 'reject' ? { decision, reason: String(form.get('reason') ?? '') } : { decision },
    );
    await decideReview(
      context.database.db,
      moderationDeps(context.storage),
      context.session!.userId,
      Number(form.get('review_id')),
      input,
      context.now(),
    );
    const back = String(form.get('status') ?? 'pending');
    const done = input.decision === 'publish' ? 'published' : 'rejected';
    return redirect(
      `${href('admin-reviews', null, locale)}?${new URLSearchParams({ status: back, done })}`,
      303,
    );
  } catch (error) {
    return formFailure(error, locale, form, ['reason'], String(form.get('review_id')));
  }
}

export const links = pageLinks;

export const meta = staticMeta('admin-reviews', 'admin.reviews.title', 'admin.reviews.lead', {
  noindex: true,
});

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { data, counts, status, page, pages, done } = loaderData;
  const answer = actionData as FormState | undefined;
  const base = href('admin-reviews', null, locale);
  return (
    <div className="page container">
      <PageHeader title={t('admin.reviews.title')} lead={t('admin.reviews.lead')} />
      <CustomerServiceTabs current="admin-reviews" />
      <nav
        aria-label={t('admin.reviews.title')}
        className="admin-actions"
        style={{ marginBottom: '1.5rem' }}
      >
        {STATUSES.map((s) => (
          <a
            key={s}
            href={`${base}?status=${s}`}
            className={s === status ? 'button button-primary' : 'button button-secondary'}
            aria-current={s === status ? 'page' : undefined}
            data-testid={`reviews-tab-${s}`}
          >
            {t(`admin.reviews.status.${s}` as MessageKey)} ({counts[s]})
          </a>
        ))}
      </nav>
      {done === 'published' || done === 'rejected' ? (
        <p className="form-notice" role="status" data-testid="review-done">
          {t(`admin.reviews.done.${done}` as MessageKey)}
        </p>
      ) : null}
      {data.length === 0 ? <p>{t('admin.reviews.empty')}</p> : null}
      {data.map((review) => {
        const failed = answer?.intent === String(review.id) ? answer : undefined;
        return (
          <section
            key={review.id}
            className="admin-card"
            aria-labelledby={`review-${review.id}`}
            data-testid="review-card"
          >
            <h2 id={`review-${review.id}`}>
              {'★'.repeat(review.stars)}
              {'☆'.repeat(5 - review.stars)} {review.title ?? ''}
            </h2>
            <dl className="admin-facts">
              <dt>{t('admin.reviews.author')}</dt>
              <dd>{review.author_name || t('reviews.anonymous')}</dd>
              <dt>{t('admin.reviews.product')}</dt>
              <dd>#{review.product_id}</dd>
              <dt>{t('admin.reviews.written')}</dt>
              <dd>{new Date(review.created_at).toLocaleDateString(locale)}</dd>
              {review.rejection_reason ? (
                <>
                  <dt>{t('admin.reviews.reason')}</dt>
                  <dd>{review.rejection_reason}</dd>
                </>
              ) : null}
            </dl>
            <p style={{ whiteSpace: 'pre-line' }}>{review.comment}</p>
            {review.photos.map((photo) => (
              <a key={photo.id} href={photo.url}>
                <img
                  src={photo.url}
                  alt={t('reviews.photoAlt')}
                  style={{ maxWidth: 160, maxHeight: 160, marginRight: 8 }}
                  data-testid="review-photo"
                />
              </a>
            ))}
            <div className="admin-actions">
              {review.status !== 'published' ? (
                <Form method="post">
                  <input type="hidden" name="review_id" value={review.id} />
                  <input type="hidden" name="status" value={status} />
                  <input type="hidden" name="decision" value="publish" />
                  <button
                    type="submit"
                    className="button button-primary"
                    data-testid="review-publish"
                  >
                    {t('admin.reviews.publish')}
                  </button>
                </Form>
              ) : null}
              {review.status !== 'rejected' ? (
                <Form method="post">
                  <input type="hidden" name="review_id" value={review.id} />
                  <input type="hidden" name="status" value={status} />
                  <input type="hidden" name="decision" value="reject" />
                  <label htmlFor={`reason-${review.id}`} style={{ display: 'block' }}>
                    {t('admin.reviews.reason')}
                  </label>
                  <input
                    id={`reason-${review.id}`}
                    name="reason"
                    maxLength={500}
                    required
                    style={{ marginRight: '0.5rem' }}
                  />
                  {failed?.fields?.reason ? (
                    <p className="field-error">{failed.fields.reason.join(' ')}</p>
                  ) : null}
                  <button type="submit" className="button button-secondary">
                    {t('admin.reviews.reject')}
                  </button>
                </Form>
              ) : null}
              {failed?.message && !failed.fields?.reason ? (
                <p className="field-error">{failed.message}</p>
              ) : null}
            </div>
          </section>
        );
      })}
      {pages > 1 ? (
        <nav className="admin-actions" aria-label="pagination">
          {page > 1 ? <a href={`${base}?status=${status}&page=${page - 1}`}>←</a> : null}
          <span>
            {page} / {pages}
          </span>
          {page < pages ? <a href={`${base}?status=${status}&page=${page + 1}`}>→</a> : null}
        </nav>
      ) : null}
    </div>
  );
}
