/**
 * The catalogue-structure pages in-process (routes/admin-categories.tsx, admin-vehicles.tsx,
 * admin-filters.tsx): the lists, and the form posts — create, edit, move up or down (the
 * no-JavaScript fallback of drag and drop), reorder (the drag's full list), delete — each parsed
 * with the module's schema (the same as `/api/admin/…`'s) and written by the owning module.
 * Permission 'catalogue'. Server only.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import {
  categoryAdminTree,
  categoryInput,
  categorySiblings,
  createCategory,
  createFilter,
  createFilterValue,
  createMake,
  deleteCategory,
  deleteFilterValue,
  filterAdminList,
  filterInput,
  filterValueInput,
  makeInput,
  reorderCategories,
  reorderFilters,
  reorderMakes,
  shiftedOrder,
  updateCategory,
  updateFilter,
  updateMake,
} from '../../modules/catalog';
import {
  createGeneration,
  generationInput,
  generationSiblings,
  modelRenameInput,
  renameModel,
  reorderGenerations,
  updateGeneration,
  vehicleAdminTree,
} from '../../modules/vehicles';
import { HttpError } from '../../shared/http';
import { formPictureUploadId } from './form-picture.server';
import { deleteUpload } from '../../modules/media';
import { message } from '../../shared/messages';
import { parseBodyOrThrow } from '../../shared/validation';
import { adminGuard } from '../account/admin-guard.server';
import { translateErrors } from '../account/forms.server';
import type { AdminAnswer } from '../components/admin/admin-form';
import { href, type RouteName } from '../paths';
import { translatedFromForm } from './translated-form';

interface PageArgs {
  request: Request;
  context: AppLoadContext;
}

export type StructureAnswer = AdminAnswer & { target: number | null };

const numberOf = (raw: FormDataEntryValue | null): number | null => {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : NaN;
};
const idOf = (raw: FormDataEntryValue | null) => {
  const id = numberOf(raw);
  if (id === null || !Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
};
const idsOf = (raw: FormDataEntryValue | null) =>
  String(raw ?? '')
    .split(',')
    .filter(Boolean)
    .map((part) => Number(part));
const checked = (form: FormData, name: string) => form.get(name) === 'on';
const text = (form: FormData, name: string) => String(form.get(name) ?? '');
const selected = (request: Request, name: string) => {
  const value = Number(new URL(request.url).searchParams.get(name));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};
const doneOf = (request: Request) => new URL(request.url).searchParams.get('done');

export async function categoriesPage(args: PageArgs) {
  await adminGuard(args, 'catalogue');
  return {
    tree: await categoryAdminTree(args.context.database.db),
    edit: selected(args.request, 'edit'),
    parent: selected(args.request, 'parent'),
    done: doneOf(args.request),
  };
}

export async function vehiclesPage(args: PageArgs) {
  await adminGuard(args, 'catalogue');
  return {
    makes: await vehicleAdminTree(args.context.database.db),
    edit: selected(args.request, 'edit'),
    make: selected(args.request, 'make'),
    done: doneOf(args.request),
  };
}

export async function filtersPage(args: PageArgs) {
  await adminGuard(args, 'catalogue');
  return {
    filters: await filterAdminList(args.context.database.db),
    edit: selected(args.request, 'edit'),
    done: doneOf(args.request),
  };
}

/** Runs one intent; a refusal becomes the form's answer, a success a redirect (303). */
async function run(
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

function categoryFromForm(form: FormData) {
  const parent = numberOf(form.get('parent_id'));
  return {
    name: translatedFromForm(form, 'name'),
    slug: translatedFromForm(form, 'slug'),
    subtitle: translatedFromForm(form, 'subtitle'),
    meta_title: translatedFromForm(form, 'meta_title'),
    meta_description: translatedFromForm(form, 'meta_description'),
    parent_id: parent,
    is_active: checked(form, 'is_active'),
    ...(form.get('version') ? { version: text(form, 'version') } : {}),
  };
}

export function categoriesAction(args: PageArgs) {
  const db = args.context.database.db;
  return run(args, 'admin-categories', async (form, actor) => {
    const intent = text(form, 'intent');
    if (intent === 'create' || intent === 'update') {
      // The texts are checked first; then a picture chosen in the form (checked like an API
      // upload) replaces the category's.
      const texts = categoryFromForm(form);
      parseBodyOrThrow(categoryInput, texts);
      const uploadId = await formPictureUploadId(args.context, form, actor);
      const input = parseBodyOrThrow(categoryInput, {
        ...texts,
        ...(uploadId ? { upload_id: uploadId } : {}),
      });
      const storage = args.context.storage ?? null;
      try {
        if (intent === 'create') {
          const id = await createCategory(db, storage, actor, input);
          return { intent, target: id };
        }
        const id = idOf(form.get('id'));
        await updateCategory(db, storage, actor, id, input);
        return { intent, target: id, query: `edit=${id}` };
      } catch (error) {
        // A refused save (an address already taken…) keeps no picture it will never show.
        if (uploadId && storage)
          await deleteUpload(db, storage, uploadId, { auditActorUserId: actor });
        throw error;
      }
    }
    const id = idOf(form.get('id'));
    if (intent === 'up' || intent === 'down') {
      const level = await categorySiblings(db, id);
      if (!level) throw new HttpError(404, 'not_found');
      await reorderCategories(db, actor, level.parentId, shiftedOrder(level.ids, id, intent));
      return { intent: 'reorder', target: id };
    }
    if (intent === 'reorder') {
      const parent = numberOf(form.get('parent_id'));
      await reorderCategories(db, actor, parent === 0 ? null : parent, idsOf(form.get('ids')));
      return { intent, target: id };
    }
    if (intent === 'delete') {
      await deleteCategory(db, actor, id);
      return { intent, target: null };
    }
    throw new HttpError(404, 'not_found');
  });
}

function generationFromForm(form: FormData) {
  return {
    brand_id: numberOf(form.get('brand_id')),
    name: text(form, 'name'),
    generation: text(form, 'generation'),
    year_from: numberOf(form.get('year_from')),
    year_to: numberOf(form.get('year_to')),
    is_active: checked(form, 'is_active'),
  };
}

export function vehiclesAction(args: PageArgs) {
  const db = args.context.database.db;
  return run(args, 'admin-vehicles', async (form, actor) => {
    const intent = text(form, 'intent');
    const make = () => ({
      name: text(form, 'name'),
      slug: text(form, 'slug'),
      is_active: checked(form, 'is_active'),
    });
    if (intent === 'make-create') {
      const id = await createMake(db, null, actor, parseBodyOrThrow(makeInput, make()));
      return { intent, target: id, query: `make=${id}` };
    }
    if (intent === 'generation-create') {
      const input = parseBodyOrThrow(generationInput, generationFromForm(form));
      const id = await createGeneration(db, actor, input);
      return { intent, target: id, query: `make=${input.brand_id}` };
    }
    if (intent === 'model-rename') {
      const input = parseBodyOrThrow(modelRenameInput, {
        brand_id: numberOf(form.get('brand_id')),
        from: text(form, 'from'),
        to: text(form, 'to'),
      });
      await renameModel(db, actor, input);
      return { intent, target: null, query: `make=${input.brand_id}` };
    }
    const id = idOf(form.get('id'));
    if (intent === 'make-update') {
      await updateMake(db, null, actor, id, parseBodyOrThrow(makeInput, make()));
      return { intent, target: id, query: `make=${id}` };
    }
    if (intent === 'make-up' || intent === 'make-down' || intent === 'make-reorder') {
      const ids =
        intent === 'make-reorder'
          ? idsOf(form.get('ids'))
          : shiftedOrder(
              (await vehicleAdminTree(db)).map((m) => m.id),
              id,
              intent === 'make-up' ? 'up' : 'down',
            );
      await reorderMakes(db, actor, ids);
      return { intent: 'reorder', target: id };
    }
    if (intent === 'generation-update') {
      const input = parseBodyOrThrow(generationInput, generationFromForm(form));
      await updateGeneration(db, actor, id, input);
      return { intent, target: id, query: `make=${input.brand_id}` };
    }
    if (intent === 'up' || intent === 'down' || intent === 'reorder') {
      const level = await generationSiblings(db, id);
      if (!level) throw new HttpError(404, 'not_found');
      const ids =
        intent === 'reorder' ? idsOf(form.get('ids')) : shiftedOrder(level.ids, id, intent);
      await reorderGenerations(db, actor, level.brandId, ids);
      return { intent: 'reorder', target: id, query: `make=${level.brandId}` };
    }
    throw new HttpError(404, 'not_found');
  });
}

export function filtersAction(args: PageArgs) {
  const db = args.context.database.db;
  return run(args, 'admin-filters', async (form, actor) => {
    const intent = text(form, 'intent');
    const filter = () => ({
      name: translatedFromForm(form, 'name'),
      filter_type_id: numberOf(form.get('filter_type_id')),
      show_on_product_card: checked(form, 'show_on_product_card'),
      starts_opened: checked(form, 'starts_opened'),
      use_images: checked(form, 'use_images'),
      ...(form.get('version') ? { version: text(form, 'version') } : {}),
    });
    if (intent === 'create') {
      const id = await createFilter(db, actor, parseBodyOrThrow(filterInput, filter()));
      return { intent, target: id, query: `edit=${id}` };
    }
    const id = idOf(form.get('id'));
    if (intent === 'update') {
      await updateFilter(db, actor, id, parseBodyOrThrow(filterInput, filter()));
      return { intent, target: id, query: `edit=${id}` };
    }
    if (intent === 'up' || intent === 'down' || intent === 'reorder') {
      const ids =
        intent === 'reorder'
          ? idsOf(form.get('ids'))
          : shiftedOrder(
              (await filterAdminList(db)).map((f) => f.id),
              id,
              intent,
            );
      await reorderFilters(db, actor, null, ids);
      return { intent: 'reorder', target: id };
    }
    // The values of filter `id`.
    const values = async () => (await filterAdminList(db)).find((f) => f.id === id)?.values ?? [];
    if (intent === 'value-create') {
      const input = parseBodyOrThrow(filterValueInput, {
        name: translatedFromForm(form, 'value'),
        color: text(form, 'color') || null,
      });
      await createFilterValue(db, null, actor, id, input);
      return { intent, target: id, query: `edit=${id}` };
    }
    const valueId = intent === 'value-reorder' ? 0 : idOf(form.get('value_id'));
    if (intent === 'value-up' || intent === 'value-down' || intent === 'value-reorder') {
      const ids =
        intent === 'value-reorder'
          ? idsOf(form.get('ids'))
          : shiftedOrder(
              (await values()).map((v) => v.id),
              valueId,
              intent === 'value-up' ? 'up' : 'down',
            );
      await reorderFilters(db, actor, id, ids);
      return { intent: 'reorder', target: id, query: `edit=${id}` };
    }
    if (intent === 'value-delete') {
      await deleteFilterValue(db, actor, id, valueId);
      return { intent, target: id, query: `edit=${id}` };
    }
    throw new HttpError(404, 'not_found');
  });
}
