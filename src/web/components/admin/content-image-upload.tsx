import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useT } from '../../i18n';
import { useHydrated } from '../use-hydrated';

/**
 * Adds a picture to an article, banner or slide: the file goes to `POST /api/admin/uploads`,
 * then `POST /api/admin/{owner}/{id}/images` attaches it with its French and English text
 * alternatives. Needs JavaScript (the pages' server has no file storage); without it the
 * form says so and every other edit of the page still works.
 */
export function ContentImageUpload({
  owner,
  id,
}: {
  owner: 'articles' | 'banners' | 'sliders';
  id: number;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const prefix = `image-${owner}-${id}`;

  async function send(form: HTMLFormElement) {
    const data = new FormData(form);
    const file = data.get('file');
    if (!(file instanceof File) || file.size === 0) {
      setError(t('admin.content.images.choose'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const upload = new FormData();
      upload.set('file', file);
      const sent = await fetch('/api/admin/uploads', { method: 'POST', body: upload });
      const uploaded = (await sent.json()) as { data?: { id: number }; message?: string };
      if (!sent.ok || !uploaded.data) throw new Error(uploaded.message ?? String(sent.status));
      const alt: Record<string, string> = {};
      for (const locale of ['fr', 'en'] as const) {
        const value = String(data.get(`alt.${locale}`) ?? '').trim();
        if (value) alt[locale] = value;
      }
      const attached = await fetch(`/api/admin/${owner}/${id}/images`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ upload_id: uploaded.data.id, alt }),
      });
      if (!attached.ok) {
        const body = (await attached.json().catch(() => ({}))) as { message?: string };
        throw new Error(body.message ?? String(attached.status));
      }
      form.reset();
      await revalidator.revalidate();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="admin-form admin-image-upload"
      aria-label={t('admin.content.images.add')}
      onSubmit={(event) => {
        event.preventDefault();
        void send(event.currentTarget);
      }}
    >
      {hydrated ? null : <p className="admin-note">{t('admin.content.images.needsScript')}</p>}
      <div className="admin-field">
        <label htmlFor={`${prefix}-file`}>{t('admin.content.images.file')}</label>
        <input
          id={`${prefix}-file`}
          name="file"
          type="file"
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
      {error ? (
        <p className="form-alert" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="button"
        disabled={!hydrated || busy}
        data-testid={`admin-image-add-${owner}`}
      >
        {t('admin.content.images.add')}
      </button>
    </form>
  );
}
