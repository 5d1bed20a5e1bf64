import { Form, useActionData, useNavigation } from 'react-router';
import type { ContentAnswer } from '../../admin/content-pages.server';
import { useT } from '../../i18n';

const OWNER_TYPES = { articles: 'article', banners: 'wallpaper', sliders: 'slider' } as const;

/**
 * Adds a picture to an article, banner or slide: a plain multipart form posted to the page
 * (`intent=image-upload`, web/admin/content-picture.server.ts), with its French and English
 * text alternatives. Works without JavaScript; with it, the page does not reload.
 */
export function ContentImageUpload({
  owner,
  id,
}: {
  owner: 'articles' | 'banners' | 'sliders';
  id: number;
}) {
  const t = useT();
  const answer = useActionData<ContentAnswer>();
  const navigation = useNavigation();
  const prefix = `image-${owner}-${id}`;
  const target = `${OWNER_TYPES[owner]}-${id}`;
  const refusal = answer?.intent === 'image-upload' && answer.target === target ? answer : null;
  const busy =
    navigation.state !== 'idle' &&
    navigation.formData?.get('intent') === 'image-upload' &&
    navigation.formData.get('id') === String(id) &&
    navigation.formData.get('image_owner') === owner;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="admin-form admin-image-upload"
      aria-label={t('admin.content.images.add')}
    >
      <input type="hidden" name="intent" value="image-upload" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="image_owner" value={owner} />
      <div className="admin-field">
        <label htmlFor={`${prefix}-file`}>{t('admin.content.images.file')}</label>
        <input
          id={`${prefix}-file`}
          name="file"
          type="file"
          required
          accept="image/jpeg,image/png,image/webp"
        />
      </div>
      {(['fr', 'en'] as const).map((locale) => (
        <div className="admin-field" key={locale}>
          <label htmlFor={`${prefix}-alt-${locale}`}>
            {t('admin.content.images.alt')} ({locale.toUpperCase()})
          </label>
          <input
            id={`${prefix}-alt-${locale}`}
            name={`alt.${locale}`}
            maxLength={250}
            lang={locale}
          />
        </div>
      ))}
      {refusal?.message ? (
        <p className="form-alert" role="alert">
          {refusal.message}
        </p>
      ) : null}
      <button
        type="submit"
        className="button"
        disabled={busy}
        data-testid={`admin-image-add-${owner}`}
      >
        {t('admin.content.images.add')}
      </button>
    </Form>
  );
}
