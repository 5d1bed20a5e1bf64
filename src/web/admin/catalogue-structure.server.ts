/**
 * The category page in-process (routes/admin-categories.tsx): the tree, and the form posts —
 * create, edit (with a picture), move up or down (the no-JavaScript fallback of drag and drop),
 * reorder (the drag's full list), delete — each parsed with the module's schema (the same as
 * `/api/admin/categories`'s) and written by the catalogue. The filter and vehicle pages are in
 * filters-page.server.ts and vehicles-page.server.ts. Permission 'catalogue'. Server only.
 */
import {
  categoryAdminTree,
  categoryInput,
  categorySiblings,
  createCategory,
  deleteCategory,
  ownTiers,
  reorderCategories,
  saveProTiers,
  shiftedOrder,
  tierRowsFromForm,
  updateCategory,
} from '../../modules/catalog';
import { HttpError } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import { adminGuard } from '../account/admin-guard.server';
import {
  checked,
  doneOf,
  idOf,
  idsOf,
  numberOf,
  run,
  savingPicture,
  selected,
  text,
  versionOf,
  type PageArgs,
} from './structure-page.server';
import { translatedFromForm } from './translated-form';

export type { StructureAnswer } from './structure-page.server';

export async function categoriesPage(args: PageArgs) {
  await adminGuard(args, 'catalogue');
  const edit = selected(args.request, 'edit');
  return {
    tree: await categoryAdminTree(args.context.database.db),
    edit,
    proTiers: edit === null ? [] : await ownTiers(args.context.database.db, { categoryId: edit }),
    parent: selected(args.request, 'parent'),
    done: doneOf(args.request),
  };
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
    ...(checked(form, 'remove_image') ? { remove_image: true } : {}),
    ...versionOf(form),
  };
}

export function categoriesAction(args: PageArgs) {
  const db = args.context.database.db;
  return run(args, 'admin-categories', async (form, actor) => {
    const intent = text(form, 'intent');
    if (intent === 'create' || intent === 'update') {
      return savingPicture(
        args,
        form,
        actor,
        (picture) => parseBodyOrThrow(categoryInput, { ...categoryFromForm(form), ...picture }),
        async (input, storage) => {
          if (intent === 'create') {
            const id = await createCategory(db, storage, actor, input);
            return { intent, target: id };
          }
          const id = idOf(form.get('id'));
          await updateCategory(db, storage, actor, id, input);
          return { intent, target: id, query: `edit=${id}` };
        },
      );
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
    if (intent === 'pro-tiers') {
      // The category's PRO quantity tiers (decision 048), a form of its own in the editor.
      await saveProTiers(
        db,
        actor,
        { categoryId: id },
        tierRowsFromForm((name) => form.get(name)),
      );
      return { intent, target: id, query: `edit=${id}` };
    }
    throw new HttpError(404, 'not_found');
  });
}
