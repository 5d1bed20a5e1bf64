import { Form } from 'react-router';
import type { AdminImage } from '../../../modules/catalog/product-admin.contract';
import type { Translate } from '../../i18n';
import type { AdminAnswer } from './admin-form';
import { ErrorText, fieldError } from './product-main-form';
import { TranslatedFields } from './translated-fields';

const hidden = (name: string, value: string | number | undefined) =>
  value === undefined ? null : <input type="hidden" name={name} value={value} />;

/**
 * The pictures of the product (or of one variant: `variantId`): each with its text
 * alternative in six languages, moved up or down, or taken off; and a plain multipart form to
 * send a new one (no JavaScript needed). Posts carry `owner_variant_id` for a variant's.
 */
export function ProductImages({
  images,
  variantId,
  answer,
  t,
}: {
  images: AdminImage[];
  variantId?: number;
  answer: AdminAnswer | null;
  t: Translate;
}) {
  const key = variantId === undefined ? 'product' : `variant-${variantId}`;
  const small = (intent: string, image: AdminImage, label: string, disabled = false) => (
    <Form method="post" className="admin-inline-form">
      {hidden('intent', intent)}
      {hidden('image_id', image.id)}
      {hidden('owner_variant_id', variantId)}
      <button type="submit" className="button" disabled={disabled}>
        {label}
      </button>
    </Form>
  );
  return (
    <div className="admin-images" data-testid={`${key}-images`}>
      {images.length === 0 ? <p>{t('admin.product.noImages')}</p> : null}
      <ol className="admin-image-list">
        {images.map((image, index) => (
          <li key={image.id} className="admin-image">
            <img src={image.url} alt={image.alt.fr ?? ''} width={120} height={90} loading="lazy" />
            <div className="admin-image-actions">
              {small('image-up', image, t('admin.product.imageUp'), index === 0)}
              {small(
                'image-down',
                image,
                t('admin.product.imageDown'),
                index === images.length - 1,
              )}
              {small('image-remove', image, t('admin.product.imageRemove'))}
            </div>
            <Form method="post" className="admin-form">
              {hidden('intent', 'image-alt')}
              {hidden('image_id', image.id)}
              {hidden('owner_variant_id', variantId)}
              <TranslatedFields
                name="alt"
                label={t('admin.product.imageAlt')}
                values={image.alt}
                idPrefix={`image-${image.id}`}
                maxLength={250}
              />
              <button type="submit" className="button">
                {t('admin.product.imageAltSave')}
              </button>
            </Form>
          </li>
        ))}
      </ol>
      <Form method="post" encType="multipart/form-data" className="admin-form admin-upload">
        {hidden('intent', 'image-upload')}
        {hidden('owner_variant_id', variantId)}
        {answer ? (
          <p className="form-alert" role="alert">
            {answer.message}
          </p>
        ) : null}
        <div className="admin-field">
          <label htmlFor={`${key}-file`}>{t('admin.product.imageFile')}</label>
          <input
            id={`${key}-file`}
            name="file"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            required
          />
          <ErrorText id={`${key}-file`} error={fieldError(answer, 'file')} />
        </div>
        <TranslatedFields
          name="alt"
          label={t('admin.product.imageAlt')}
          values={{}}
          idPrefix={`${key}-new`}
          maxLength={250}
        />
        <button type="submit" className="button" data-testid={`${key}-upload`}>
          {t('admin.product.imageUpload')}
        </button>
      </Form>
    </div>
  );
}
