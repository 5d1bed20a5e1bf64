/**
 * The product editor's form posts (plain POST with `intent`, the same services as
 * /api/admin/products): save or create, copy, switch on or off, delete, a variant's add / save /
 * remove, a picture's upload / text / move / removal. A refusal answers the form's message and
 * per-field errors (nothing written); a success redirects (303) to the page with `?done=`.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import {
  addAdminDocument,
  addAdminImage,
  addAdminVariant,
  createAdminProduct,
  deleteAdminProduct,
  duplicateAdminProduct,
  moveAdminDocument,
  moveAdminImage,
  parseDocumentTitle,
  readProductInput,
  readVariantInput,
  removeAdminDocument,
  removeAdminImage,
  removeAdminVariant,
  saveProTiers,
  tierRowsFromForm,
  reorderAdminDocuments,
  reorderAdminImages,
  setAdminDocumentTitle,
  setAdminImageAlt,
  setAdminProductActive,
  updateAdminProduct,
  updateAdminVariant,
} from '../../modules/catalog';
import { deleteUpload } from '../../modules/media';
import { listBrandVehicles } from '../../modules/vehicles';
import { HttpError, validationFailed } from '../../shared/http';
import { message } from '../../shared/messages';
import { adminGuard } from '../account/admin-guard.server';
import { translateErrors } from '../account/forms.server';
import type { AdminAnswer } from '../components/admin/admin-form';
import { href } from '../paths';
import { formPictureUploadId } from './form-picture.server';
import { translatedFromForm } from './translated-form';
import { productIdParam, type ProductDone } from './product-editor.server';

export type ProductAnswer = AdminAnswer & { target: number | null };

const optionalId = (raw: FormDataEntryValue | null) =>
  raw && /^\d{1,9}$/.test(String(raw)) ? Number(raw) : undefined;
const requiredId = (raw: FormDataEntryValue | null) => {
  const id = optionalId(raw);
  if (id === undefined) throw data(null, { status: 404 });
  return id;
};
/** A dragged list's new order: `ids=3,1,2` (the service refuses one not naming each once). */
const idList = (raw: FormDataEntryValue | null) => {
  const ids = String(raw ?? '').split(',');
  if (!ids.every((id) => /^\d{1,9}$/.test(id)))
    throw validationFailed({ ids: [{ key: 'invalid_value' }] });
  return ids.map(Number);
};
const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** "Fits every generation of a model": `fits_model` values `<make id>:<model name>`. */
async function vehicleIdsOf(args: { context: AppLoadContext }, form: FormData) {
  const ids = form.getAll('vehicle_ids').map(String);
  for (const entry of form.getAll('fits_model').map(String)) {
    const [make, ...name] = entry.split(':');
    const models = await listBrandVehicles(args.context.database.db, Number(make));
    for (const m of models) if (m.name === name.join(':')) ids.push(String(m.id));
  }
  return ids;
}

async function productRaw(args: { context: AppLoadContext }, form: FormData) {
  return {
    reference: text(form, 'reference'),
    brand_id: text(form, 'brand_id'),
    name: translatedFromForm(form, 'name'),
    slug: translatedFromForm(form, 'slug'),
    description: translatedFromForm(form, 'description'),
    meta_title: translatedFromForm(form, 'meta_title'),
    meta_description: translatedFromForm(form, 'meta_description'),
    category_ids: form.getAll('category_ids').map(String),
    vehicle_ids: await vehicleIdsOf(args, form),
    assembly_price_ht: text(form, 'assembly_price_ht'),
    is_active: form.get('is_active') === 'yes',
  };
}

const variantRaw = (form: FormData) => ({
  reference: text(form, 'reference'),
  name: translatedFromForm(form, 'name'),
  price_ht: text(form, 'price_ht'),
  discount_percent: text(form, 'discount_percent'),
  quantity: text(form, 'quantity'),
  out_of_stock_status: text(form, 'out_of_stock_status'),
  reorder_delay_min: text(form, 'reorder_delay_min'),
  reorder_delay_max: text(form, 'reorder_delay_max'),
  filter_value_ids: form.getAll('filter_value_ids').map(String).filter(Boolean),
  is_active: form.get('is_active') === 'yes',
});

/**
 * A document's form: the PDF is kept only once its titles are right, and taken back out when
 * the attach is refused (a stale page), so a refusal leaves no unused file.
 */
async function documentIntent(
  context: AppLoadContext,
  form: FormData,
  intent: string,
  actor: number,
  id: number,
  version: string | undefined,
) {
  const db = context.database.db;
  if (intent === 'document-upload') {
    const parsed = parseDocumentTitle(translatedFromForm(form, 'title'));
    if (!parsed.ok) throw validationFailed(parsed.errors);
    const uploadId = await formPictureUploadId(context, form, actor, 'catalogue_document');
    if (!uploadId || !context.storage) throw validationFailed({ file: [{ key: 'required' }] });
    try {
      await addAdminDocument(db, actor, id, { uploadId, title: parsed.value }, version);
    } catch (error) {
      await deleteUpload(db, context.storage, uploadId, { auditActorUserId: actor });
      throw error;
    }
    return;
  }
  if (intent === 'document-reorder')
    return reorderAdminDocuments(db, actor, id, idList(form.get('ids')), version);
  const documentId = requiredId(form.get('document_id'));
  if (intent === 'document-title')
    await setAdminDocumentTitle(
      db,
      actor,
      id,
      documentId,
      translatedFromForm(form, 'title'),
      version,
    );
  else if (intent === 'document-remove')
    await removeAdminDocument(db, actor, id, documentId, version);
  else
    await moveAdminDocument(db, actor, id, documentId, intent === 'document-up' ? -1 : 1, version);
}

export async function productEditorAction(args: {
  request: Request;
  context: AppLoadContext;
  params: { id?: string };
}) {
  const locale = await adminGuard(args, 'catalogue');
  const { context } = args;
  const db = context.database.db;
  const actor = context.session!.userId;
  const id = productIdParam(args.params.id);
  const form = await args.request.formData();
  const intent = text(form, 'intent') || 'save';
  const version = text(form, 'version') || undefined;
  const target =
    optionalId(form.get('variant_id')) ??
    optionalId(form.get('image_id')) ??
    optionalId(form.get('document_id')) ??
    null;
  const pageOf = (productId: number, done: ProductDone) =>
    redirect(`${href('admin-products-id', { id: String(productId) }, locale)}?done=${done}`, 303);
  try {
    if (id === null) {
      const created = await createAdminProduct(db, actor, {
        ...(await readProductInput(db, await productRaw(args, form))),
        variants: [],
      });
      return pageOf(created, 'created');
    }
    const owner = { productId: id, variantId: optionalId(form.get('owner_variant_id')) };
    switch (intent) {
      case 'save': {
        const { draft } = await readProductInput(db, await productRaw(args, form));
        await updateAdminProduct(db, actor, id, draft, version);
        return pageOf(id, 'saved');
      }
      case 'duplicate':
        return pageOf(await duplicateAdminProduct(db, actor, id), 'duplicated');
      case 'activate':
      case 'deactivate':
        await setAdminProductActive(db, actor, id, intent === 'activate', version);
        return pageOf(id, 'saved');
      case 'delete':
        await deleteAdminProduct(db, actor, id);
        return redirect(`${href('admin-products', null, locale)}`, 303);
      case 'variant-add':
        await addAdminVariant(db, actor, id, await readVariantInput(db, variantRaw(form)));
        return pageOf(id, 'variant');
      case 'variant-save':
        await updateAdminVariant(
          db,
          actor,
          id,
          requiredId(form.get('variant_id')),
          await readVariantInput(db, variantRaw(form)),
        );
        return pageOf(id, 'variant');
      case 'variant-remove':
        await removeAdminVariant(db, actor, id, requiredId(form.get('variant_id')));
        return pageOf(id, 'variant');
      case 'image-upload': {
        const uploadId = await formPictureUploadId(context, form, actor);
        if (!uploadId || !context.storage) throw validationFailed({ file: [{ key: 'required' }] });
        await addAdminImage(
          db,
          context.storage,
          actor,
          owner,
          uploadId,
          translatedFromForm(form, 'alt'),
        );
        return pageOf(id, 'image');
      }
      case 'image-alt':
        await setAdminImageAlt(
          db,
          actor,
          owner,
          requiredId(form.get('image_id')),
          translatedFromForm(form, 'alt'),
        );
        return pageOf(id, 'image');
      case 'image-up':
      case 'image-down':
        await moveAdminImage(
          db,
          actor,
          owner,
          requiredId(form.get('image_id')),
          intent === 'image-up' ? -1 : 1,
        );
        return pageOf(id, 'image');
      case 'image-reorder':
        await reorderAdminImages(db, actor, owner, idList(form.get('ids')));
        return pageOf(id, 'image');
      case 'image-remove':
        await removeAdminImage(db, actor, owner, requiredId(form.get('image_id')));
        return pageOf(id, 'image');
      case 'document-upload':
      case 'document-title':
      case 'document-up':
      case 'document-down':
      case 'document-reorder':
      case 'document-remove':
        await documentIntent(context, form, intent, actor, id, version);
        return pageOf(id, 'document');
      case 'pro-tiers':
        await saveProTiers(
          db,
          actor,
          { productId: id },
          tierRowsFromForm((name) => form.get(name)),
        );
        return pageOf(id, 'tiers');
      default:
        throw data(null, { status: 404 });
    }
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    if (error.statusCode === 404) throw data(null, { status: 404 });
    const answer: ProductAnswer = {
      intent,
      target,
      message: message(error.messageKey, locale, error.extra.params ?? {}),
      fields: translateErrors(error.fieldErrors, locale),
    };
    return data(answer, { status: error.statusCode });
  }
}
