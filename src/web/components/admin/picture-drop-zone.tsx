import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { Translate } from '../../i18n';
import { useHydrated } from '../use-hydrated';

type State = 'waiting' | 'sending' | 'done' | 'failed';

interface Sent {
  key: number;
  name: string;
  state: State;
  /** 0–100 while sending. */
  progress: number;
  /** The server's translated refusal, or the network's failure. */
  error?: string;
}

interface Answer {
  status: number;
  body: { message?: string; errors?: Record<string, string[]>; data?: { id: number } } | null;
}

/** A multipart POST whose upload progress is reported (fetch cannot tell it yet). */
function sendWithProgress(
  url: string,
  body: FormData,
  language: string,
  onProgress: (percent: number) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('language', language);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let parsed: Answer['body'] = null;
      try {
        parsed = JSON.parse(request.responseText) as Answer['body'];
      } catch {
        parsed = null;
      }
      resolve({ status: request.status, body: parsed });
    };
    request.onerror = () => reject(new Error('network'));
    request.send(body);
  });
}

const refusalOf = (answer: Answer, fallback: string) =>
  [answer.body?.message, ...Object.values(answer.body?.errors ?? {}).flat()]
    .filter(Boolean)
    .filter((text, index, all) => all.indexOf(text) === index)
    .join(' ') || fallback;

/**
 * With JavaScript, beside the plain upload form: a zone that takes several pictures at once,
 * dropped or chosen, and sends each through the API (`POST /api/admin/uploads`, then
 * `POST /api/admin/products/{id}/images`) with its progress and, per file, the server's refusal
 * in the staff's language. The page's data is read again once the last file is through. Not
 * rendered without JavaScript: the plain form above does the same one file at a time.
 */
export function PictureDropZone({
  productId,
  variantId,
  language,
  testId,
  t,
}: {
  productId: number;
  variantId?: number;
  language: string;
  testId: string;
  t: Translate;
}) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [sent, setSent] = useState<Sent[]>([]);
  const [over, setOver] = useState(false);
  const counter = useRef(0);
  if (!hydrated) return null;

  const update = (key: number, change: Partial<Sent>) =>
    setSent((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function sendOne(file: File, key: number) {
    update(key, { state: 'sending' });
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const upload = await sendWithProgress('/api/admin/uploads', form, language, (progress) =>
        update(key, { progress }),
      );
      const uploadId = upload.body?.data?.id;
      if (upload.status !== 201 || !uploadId)
        return update(key, {
          state: 'failed',
          error: refusalOf(upload, t('admin.product.dropFailed')),
        });
      const response = await fetch(`/api/admin/products/${productId}/images`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', language },
        body: JSON.stringify({ upload_id: uploadId, variant_id: variantId ?? null }),
      });
      const body = (await response.json().catch(() => null)) as Answer['body'];
      if (!response.ok)
        return update(key, {
          state: 'failed',
          error: refusalOf({ status: response.status, body }, t('admin.product.dropFailed')),
        });
      update(key, { state: 'done', progress: 100 });
    } catch {
      update(key, { state: 'failed', error: t('admin.product.dropFailed') });
    }
  }

  async function take(files: FileList | null) {
    const list = [...(files ?? [])];
    if (list.length === 0) return;
    const queued = list.map((file) => ({ file, key: (counter.current += 1) }));
    setSent((previous) => [
      ...previous.filter((item) => item.state !== 'done'),
      ...queued.map(({ file, key }) => ({
        key,
        name: file.name,
        state: 'waiting' as const,
        progress: 0,
      })),
    ]);
    // One after the other: the product's version moves with each, and positions stay in the
    // order the files were given.
    for (const { file, key } of queued) await sendOne(file, key);
    await revalidator.revalidate();
  }

  return (
    <div className="admin-drop">
      <label
        className={over ? 'admin-drop-zone is-over' : 'admin-drop-zone'}
        data-testid={`${testId}-drop`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          void take(event.dataTransfer.files);
        }}
      >
        <span>{t('admin.product.imageDrop')}</span>
        <input
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          data-testid={`${testId}-drop-input`}
          onChange={(event) => {
            void take(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      </label>
      {sent.length > 0 ? (
        <ul className="admin-drop-list" aria-live="polite" data-testid={`${testId}-drop-list`}>
          {sent.map((item) => (
            <li key={item.key} className={`admin-drop-item is-${item.state}`}>
              <span className="admin-drop-name">{item.name}</span>{' '}
              {item.state === 'failed' ? (
                <span className="field-error" role="alert">
                  {item.error}
                </span>
              ) : (
                <>
                  <progress max={100} value={item.state === 'waiting' ? 0 : item.progress} />{' '}
                  <span>
                    {item.state === 'done'
                      ? t('admin.product.dropDone')
                      : item.state === 'sending'
                        ? t('admin.product.dropSending')
                        : t('admin.product.dropWaiting')}
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
