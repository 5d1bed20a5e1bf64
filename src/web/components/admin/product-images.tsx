import { Form } from 'react-router';
import type { AdminImage } from '../../../modules/catalog/product-admin.contract';
import type { Translate } from '../../i18n';
import type { AdminAnswer } from './admin-form';
import { PictureDropZone } from './picture-drop-zone';
import { ErrorText, fieldError } from './product-main-form';
import { SortableList } from './sortable-list';
import { TranslatedFields } from './translated-fields';

const hidden = (name: string, value: string | number | undefined) =>
  value === undefined ? null : <input type="hidden" name={name} value={value} />;

/**
 * The pictures of the product (or of one variant: `variantId`): each with its text
 * alternative in six languages, put in order (dragged with JavaScript, ↑/↓ buttons without),
 * or taken off; a plain multipart form sends a new one, and with JavaScript a drop zone sends
 * several at once. Posts carry `owner_variant_id` for a variant's.
 */
export function ProductImages({
  productId,
  images,
  variantId,
  answer,
  language,
  t,
}: {
  productId: number;
  images: AdminImage[];
  variantId?: number;
  answer: AdminAnswer | null;
  language: string;
  t: Translate;
}) {
  const key = variantId === undefined ? 'product' : `variant-${variantId}`;
  return (
    <div className="admin-images" data-testid={`${key}-images`}>
      {images.length === 0 ? <p>{t('admin.product.noImages')}</p> : null}
      <SortableList
        items={images}
        label={t('admin.product.imagesTitle')}
        intentPrefix="image-"
        hidden={variantId === undefined ? {} : { owner_variant_id: variantId }}
        rowFields={(image) => ({ image_id: image.id })}
        upLabel={t('admin.product.imageUp')}
        downLabel={t('admin.product.imageDown')}
        testId={`${key}-image-list`}
        render={(image) => (
          <div className="admin-image">
            <img
              src={image.url}
              alt={image.alt.fr ?? ''}
              width={120}
              height={90}
              loading="lazy"
              draggable={false}
            />
            <Form method="post" className="admin-inline-form">
              {hidden('intent', 'image-remove')}
              {hidden('image_id', image.id)}
              {hidden('owner_variant_id', variantId)}
              <button type="submit" className="button">
                {t('admin.product.imageRemove')}
              </button>
            </Form>
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
          </div>
        )}
      />
      <PictureDropZone
        productId={productId}
        variantId={variantId}
        language={language}
        testId={key}
        t={t}
      />
      {/* Keyed on the list: once a picture is added the form starts empty again. */}
      <Form
        key={images.map((i) => i.id).join()}
        method="post"
        encType="multipart/form-data"
        className="admin-form admin-upload"
      >
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
