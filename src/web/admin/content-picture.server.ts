/**
 * A picture added to an article, a banner or a slide from the content pages' plain form
 * (`intent=image-upload`, multipart): the file is checked and kept like an API upload (type
 * sniffed from the bytes, size cap, audited), then attached with its text alternatives. Works
 * without JavaScript; a refusal comes back as the page's answer, nothing attached.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import { attachContentImage, type ContentImageOwner } from '../../modules/content';
import { storeFormPicture } from '../../modules/media';
import { LOCALES, type Locale } from '../../shared/locale';
import { message } from '../../shared/messages';
import type { ContentAnswer } from './content-pages.server';

/** The upload form's `target`: which record's form answered (a page lists several slides). */
export const pictureTarget = (owner: ContentImageOwner, id: number) => `${owner}-${id}`;

export async function uploadContentPicture(
  context: AppLoadContext,
  form: FormData,
  owner: ContentImageOwner,
  id: number,
  backTo: string,
  locale: Locale,
) {
  const refused = (text: string, status: number) =>
    data<ContentAnswer>(
      {
        intent: 'image-upload',
        target: pictureTarget(owner, id),
        message: text,
        errors: {},
        values: {},
      },
      { status },
    );
  const file = form.get('file');
  if (!context.storage || !file || typeof file === 'string' || file.size === 0)
    return refused(message('required', locale), 422);
  const actor = context.session!.userId;
  const db = context.database.db;
  const stored = await storeFormPicture(
    db,
    context.storage,
    { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
    actor,
    context.now(),
  );
  if ('key' in stored) return refused(message(stored.key, locale, stored.params), stored.status);
  const alt: Partial<Record<Locale, string>> = {};
  for (const language of LOCALES) {
    const text = form.get(`alt.${language}`);
    if (typeof text === 'string' && text.trim()) alt[language] = text.trim();
  }
  const result = await attachContentImage(
    db,
    context.storage,
    actor,
    owner,
    id,
    stored.uploadId,
    alt,
  );
  if (!result.ok) {
    if ('notFound' in result) throw data(null, { status: 404 });
    return refused(message('image_refused', locale), 422);
  }
  return redirect(`${backTo}?done=image`, 303);
}
