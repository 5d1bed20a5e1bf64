/**
 * A picture posted with a back-office page's plain form (field `file`, multipart): kept like an
 * API upload (type sniffed from the bytes, size cap, audit — media's `storeFormPicture`) and
 * answered by its upload id, or undefined when the form carries no file. A refusal is thrown as
 * the `HttpError` the page turns into its translated answer (413, 415, 422), nothing kept.
 */
import type { AppLoadContext } from 'react-router';
import { storeFormPicture } from '../../modules/media';
import { HttpError } from '../../shared/http';

export async function formPictureUploadId(
  context: AppLoadContext,
  form: FormData,
  actor: number,
  purpose: 'catalogue_image' | 'catalogue_document' = 'catalogue_image',
): Promise<number | undefined> {
  const file = form.get('file');
  if (!file || typeof file === 'string' || file.size === 0) return undefined;
  if (!context.storage) throw new HttpError(422, 'upload_not_found');
  const stored = await storeFormPicture(
    context.database.db,
    context.storage,
    { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
    actor,
    context.now(),
    purpose,
  );
  if ('key' in stored)
    throw new HttpError(stored.status, stored.key, undefined, { params: stored.params });
  return stored.uploadId;
}
