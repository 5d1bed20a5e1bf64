/**
 * The claims pages' actions (decision 051), customer and back office, as plain forms
 * (multipart: the text and at most one file): the same services and checks as the API; a
 * refusal comes back as an HttpError the page translates, with nothing stored.
 */
import type { AppLoadContext } from 'react-router';
import { receiveFormFile, type ReceivedFile } from '../../modules/media';
import type { SupportDeps, SupportUrls } from '../../modules/support';
import { HttpError } from '../../shared/http';
import type { Locale } from '../../shared/locale';
import { href } from '../paths';

/** The claims' e-mail links, on the origin the account e-mails use. */
export function pageSupportUrls(context: AppLoadContext): SupportUrls {
  const origin = new URL(context.accountUrls.account('fr')).origin;
  return {
    claim: (id: number, locale: Locale) => `${origin}${href('compte-supports-id', { id }, locale)}`,
    adminClaim: (id: number) => `${origin}${href('admin-customer-service-id', { id }, 'fr')}`,
  };
}

export function supportDeps(context: AppLoadContext): SupportDeps {
  if (!context.storage) throw new Error('claims: no file storage in the page context');
  return {
    db: context.database.db,
    storage: context.storage,
    now: context.now,
    urls: pageSupportUrls(context),
  };
}

/** The form's text fields (strings only; the file is read apart). */
export function textFields(form: FormData, names: readonly string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

/** The form's file, checked for a claim (type by content, size); none when left empty. */
export async function formFile(form: FormData): Promise<ReceivedFile[]> {
  const file = form.get('file');
  if (!file || typeof file === 'string' || file.size === 0) return [];
  const received = receiveFormFile('support_attachment', {
    name: file.name,
    bytes: new Uint8Array(await file.arrayBuffer()),
  });
  if ('key' in received)
    throw new HttpError(
      received.status,
      received.key,
      { file: [{ key: received.key, params: received.params }] },
      { params: received.params },
    );
  return [received];
}

/** A route's `:id` as a claim id, or null (the page answers 404). */
export function claimIdOf(raw: string | undefined): number | null {
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
