/**
 * What the catalogue-structure pages' actions share (categories, filters, vehicles): reading
 * the plain form's fields, running one intent — a refusal becomes the form's translated
 * answer, a success a redirect (303) — and a picture posted with the form. Server only.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import { deleteUpload, type FileStorage } from '../../modules/media';
import { HttpError } from '../../shared/http';
import { message } from '../../shared/messages';
import { adminGuard } from '../account/admin-guard.server';
import { translateErrors } from '../account/forms.server';
import type { AdminAnswer } from '../components/admin/admin-form';
import { href, type RouteName } from '../paths';
import { formPictureUploadId } from './form-picture.server';

export interface PageArgs {
  request: Request;
  context: AppLoadContext;
}

export type StructureAnswer = AdminAnswer & { target: number | null };

/** A number field: null when empty, NaN when not a number (the schema then says so). */
export const numberOf = (raw: FormDataEntryValue | null): number | null => {
  const text = typeof raw === 'string' ? raw.trim().replace(',', '.') : '';
  if (!text) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : NaN;
};
export const idOf = (raw: FormDataEntryValue | null) => {
  const id = numberOf(raw);
  if (id === null || !Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
};
export const idsOf = (raw: FormDataEntryValue | null) =>
  String(raw ?? '')
    .split(',')
    .filter(Boolean)
    .map((part) => Number(part));
export const checked = (form: FormData, name: string) => form.get(name) === 'on';
export const text = (form: FormData, name: string) => String(form.get(name) ?? '');
/** The record version the form was read at, when it carries one. */
export const versionOf = (form: FormData) =>
  form.get('version') ? { version: text(form, 'version') } : {};
export const selected = (request: Request, name: string) => {
  const value = Number(new URL(request.url).searchParams.get(name));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};
export const doneOf = (request: Request) => new URL(request.url).searchParams.get('done');

/** Runs one intent; a refusal becomes the form's answer, a success a redirect (303). */
export async function run(
  args: PageArgs,
  route: RouteName,
  write: (
    form: FormData,
    actor: number,
  ) => Promise<{ intent: string; target: number | null; query?: string }>,
) {
  const locale = await adminGuard(args, 'catalogue');
  const form = await args.request.formData();
  const actor = args.context.session!.userId;
  const intent = text(form, 'intent');
  const target = numberOf(form.get('id'));
  try {
    const done = await write(form, actor);
    const query = new URLSearchParams({ done: done.intent });
    if (done.query) for (const [k, v] of new URLSearchParams(done.query)) query.set(k, v);
    return redirect(`${href(route as 'admin-categories', null, locale)}?${query}`, 303);
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    if (error.statusCode === 404) throw data(null, { status: 404 });
    const answer: StructureAnswer = {
      intent,
      target: Number.isSafeInteger(target) ? target : null,
      message: message(error.messageKey, locale, error.extra.params ?? {}),
      fields: translateErrors(error.fieldErrors, locale),
    };
    return data(answer, { status: error.statusCode });
  }
}

/**
 * A save whose form may carry a picture (field `file`): the texts are checked first (a refused
 * text keeps no file), then the picture is kept like an API upload and its id handed to the
 * input; a save refused after that (an address already taken, a newer version…) removes the
 * upload again, so no unused file is left behind.
 */
export async function savingPicture<Input, Result>(
  args: PageArgs,
  form: FormData,
  actor: number,
  parse: (picture: { upload_id?: number }) => Input,
  save: (input: Input, storage: FileStorage | null) => Promise<Result>,
): Promise<Result> {
  parse({});
  const uploadId = await formPictureUploadId(args.context, form, actor);
  const input = parse(uploadId ? { upload_id: uploadId } : {});
  const storage = args.context.storage ?? null;
  try {
    return await save(input, storage);
  } catch (error) {
    if (uploadId && storage)
      await deleteUpload(args.context.database.db, storage, uploadId, { auditActorUserId: actor });
    throw error;
  }
}
