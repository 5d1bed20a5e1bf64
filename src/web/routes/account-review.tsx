import { Form, redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/account-review';
import { receiveFormFile, UPLOAD_PURPOSES, type ReceivedFile } from '../../modules/media';
import { purchasedLines } from '../../modules/orders';
import {
  REVIEW_LIMITS,
  reviewableLine,
  reviewedLineIds,
  reviewInput,
  reviewsOfCustomer,
  writeReview,
} from '../../modules/reviews';
import { HttpError } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import { field, formFailure } from '../account/forms.server';
import { requireViewer } from '../account/guard.server';
import { AccountLayout } from '../components/account/account-layout';
import { accountLinks } from '../components/account/styles';
import { TextField } from '../components/form/fields';
import { FormAlert } from '../components/form/form-alert';
import { stateFor, type FormState } from '../components/form/form-state';
import { translate, useLocale, useT, type MessageKey } from '../i18n';
import { alternates, href, localeFromPath } from '../paths';
import { reviewWriteDeps } from '../reviews/review-deps.server';
import { pageMeta } from '../seo';

/**
 * Writing a review (decision 054), reached from the invitation e-mail and the order's page:
 * stars, an optional title, the text and up to three photos, in a plain multipart form (works
 * without JavaScript). Only a customer who received the product may write; the review waits
 * for moderation. `?line=` names the order line; else the oldest one not reviewed yet.
 */
function productIdOf(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647)
    throw new Response(null, { status: 404 });
  return id;
}

function lineOf(request: Request): number | undefined {
  const line = Number(new URL(request.url).searchParams.get('line'));
  return Number.isInteger(line) && line > 0 && line <= 2_147_483_647 ? line : undefined;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, locale } = await requireViewer(request, context);
  const productId = productIdOf(params);
  const db = context.database.db;
  const lines = await purchasedLines(db, user.id, locale, productId);
  const reviewed = await reviewedLineIds(
    db,
    lines.map((line) => line.orderLineId),
  );
  const verdict = reviewableLine(lines, reviewed, productId, lineOf(request));
  const mine = await reviewsOfCustomer(db, user.id, productId);
  const sent = new URL(request.url).searchParams.get('sent') === '1';
  return {
    productId,
    product: lines[0] ? { name: lines[0].productName, slug: lines[0].productSlug } : null,
    line: verdict.ok ? verdict.line.orderLineId : null,
    order: verdict.ok ? verdict.line.orderNumber : null,
    refusal: verdict.ok ? null : verdict.key,
    mine: mine.map((review) => ({ id: review.id, status: review.status, stars: review.stars })),
    sent,
    // Given by the loader: the component must not import the module (its bundle is the browser's).
    limits: { title: REVIEW_LIMITS.titleMax, comment: REVIEW_LIMITS.commentMax },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, locale } = await requireViewer(request, context);
  const productId = productIdOf(params);
  const form = await request.formData();
  try {
    const input = parseBodyOrThrow(reviewInput, {
      stars: field(form, 'stars'),
      title: field(form, 'title'),
      comment: field(form, 'comment') ?? '',
      order_line_id: field(form, 'order_line_id'),
    });
    const files = form
      .getAll('photos')
      .filter((file): file is File => typeof file !== 'string' && file.size > 0);
    const purpose = UPLOAD_PURPOSES.review_photo;
    if (files.length > purpose.maxFiles)
      throw new HttpError(413, 'upload_too_many', undefined, {
        params: { max: String(purpose.maxFiles) },
      });
    const photos: ReceivedFile[] = [];
    for (const file of files) {
      const received = receiveFormFile('review_photo', {
        name: file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
      });
      if ('key' in received)
        throw new HttpError(
          received.status,
          received.key,
          { photos: [{ key: received.key, params: received.params }] },
          { params: received.params },
        );
      photos.push(received);
    }
    await writeReview(context.database.db, reviewWriteDeps(context.storage), {
      userId: user.id,
      productId,
      locale,
      input,
      photos,
      now: context.now(),
    });
    return redirect(`${href('avis-ecrire', { id: String(productId) }, locale)}?sent=1`, 303);
  } catch (error) {
    return formFailure(error, locale, form, ['stars', 'title', 'comment', 'photos'], 'review');
  }
}

export const links = accountLinks;

export const meta: Route.MetaFunction = (args) => {
  const locale = localeFromPath(args.location.pathname);
  return pageMeta(args, {
    title: translate(locale, 'reviews.write.title'),
    description: translate(locale, 'reviews.write.lead'),
    alternates: alternates('avis-ecrire', { id: args.params.id }),
    noindex: true,
  });
};

export default function AccountReview() {
  const t = useT();
  const locale = useLocale();
  const data = useLoaderData<typeof loader>();
  const state = stateFor(useActionData<FormState>(), 'review');
  const starsError = state?.fields?.stars;
  const photosError = state?.fields?.photos;
  return (
    <AccountLayout title={t('reviews.write.title')}>
      {data.product ? (
        <p>
          <a
            href={href('p-slug', { slug: data.product.slug }, locale)}
            data-testid="review-product"
          >
            {data.product.name}
          </a>
          {data.order ? ` — ${t('reviews.write.order', { number: data.order })}` : null}
        </p>
      ) : null}
      {data.sent ? (
        <p className="form-notice" role="status" data-testid="review-sent">
          {t('reviews.write.sent')}
        </p>
      ) : null}
      {data.mine.length > 0 ? (
        <ul data-testid="my-reviews">
          {data.mine.map((review) => (
            <li key={review.id}>
              {'★'.repeat(review.stars)} — {t(`reviews.status.${review.status}` as MessageKey)}
            </li>
          ))}
        </ul>
      ) : null}
      {data.refusal ? (
        data.sent ? null : (
          <p className="form-notice" data-testid="review-refusal">
            {translate(locale, `reviews.refusal.${data.refusal}` as MessageKey)}
          </p>
        )
      ) : (
        <Form
          method="post"
          encType="multipart/form-data"
          className="form"
          data-testid="review-form"
        >
          <FormAlert state={state} />
          <input type="hidden" name="order_line_id" value={data.line ?? ''} />
          <fieldset className="field" data-invalid={starsError ? 'true' : undefined}>
            <legend>
              {t('reviews.write.stars')}
              <span className="field-required"> *</span>
            </legend>
            {[5, 4, 3, 2, 1].map((n) => (
              <label key={n} style={{ display: 'block' }}>
                <input
                  type="radio"
                  name="stars"
                  value={n}
                  required
                  defaultChecked={state?.values?.stars === String(n)}
                  data-testid={`review-stars-${n}`}
                />{' '}
                <span aria-hidden="true">{'★'.repeat(n) + '☆'.repeat(5 - n)}</span>{' '}
                {t('reviews.starsLabel', { stars: String(n) })}
              </label>
            ))}
            {starsError ? <p className="field-error">{starsError.join(' ')}</p> : null}
          </fieldset>
          <TextField
            name="title"
            label={t('reviews.write.titleField')}
            state={state}
            maxLength={data.limits.title}
          />
          <div className="field" data-invalid={state?.fields?.comment ? 'true' : undefined}>
            <label htmlFor="review-comment">
              {t('reviews.write.comment')}
              <span className="field-required"> *</span>
            </label>
            <textarea
              id="review-comment"
              name="comment"
              required
              rows={6}
              maxLength={data.limits.comment}
              defaultValue={state?.values?.comment}
              data-testid="review-comment"
            />
            {state?.fields?.comment ? (
              <p className="field-error">{state.fields.comment.join(' ')}</p>
            ) : null}
          </div>
          <div className="field" data-invalid={photosError ? 'true' : undefined}>
            <label htmlFor="review-photos">{t('reviews.write.photos')}</label>
            <input
              id="review-photos"
              type="file"
              name="photos"
              accept="image/jpeg,image/png,image/webp"
              multiple
              data-testid="review-photos"
            />
            <p className="field-hint">{t('reviews.write.photosHint')}</p>
            {photosError ? <p className="field-error">{photosError.join(' ')}</p> : null}
          </div>
          <p className="field-hint">{t('reviews.checkedNote')}</p>
          <button type="submit" className="button button-primary" data-testid="review-submit">
            {t('reviews.write.submit')}
          </button>
        </Form>
      )}
    </AccountLayout>
  );
}
