/**
 * The filters page in-process (routes/admin-filters.tsx): the filters and their values —
 * create, edit, move up or down, reorder, delete — each parsed with the API's schema and
 * written by the catalogue. Permission 'catalogue'. Server only.
 */
import {
  createFilter,
  createFilterValue,
  deleteFilterValue,
  filterAdminList,
  filterInput,
  filterValueInput,
  reorderFilters,
  shiftedOrder,
  updateFilter,
  updateFilterValue,
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

export type { StructureAnswer } from './structure-page.server';
import { translatedFromForm } from './translated-form';

export async function filtersPage(args: PageArgs) {
  await adminGuard(args, 'catalogue');
  return {
    filters: await filterAdminList(args.context.database.db),
    edit: selected(args.request, 'edit'),
    value: selected(args.request, 'value'),
    done: doneOf(args.request),
  };
}

const valueFromForm = (form: FormData) => ({
  name: translatedFromForm(form, 'value'),
  color: text(form, 'color').trim() || null,
  // Only a range filter's value form has the field: a list value keeps whatever number it has.
  ...(form.has('numeric_value') ? { numeric_value: numberOf(form.get('numeric_value')) } : {}),
  ...(checked(form, 'remove_image') ? { remove_image: true } : {}),
});

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
      ...versionOf(form),
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
    if (intent === 'value-create' || intent === 'value-update') {
      return savingPicture(
        args,
        form,
        actor,
        (picture) => parseBodyOrThrow(filterValueInput, { ...valueFromForm(form), ...picture }),
        async (input, storage) => {
          if (intent === 'value-create') {
            await createFilterValue(db, storage, actor, id, input);
            return { intent, target: id, query: `edit=${id}` };
          }
          const valueId = idOf(form.get('value_id'));
          await updateFilterValue(db, storage, actor, id, valueId, input);
          return { intent, target: id, query: `edit=${id}&value=${valueId}` };
        },
      );
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
