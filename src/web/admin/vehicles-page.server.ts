/**
 * The vehicles page in-process (routes/admin-vehicles.tsx): makes (with their logo, sent with
 * the make's own plain form), models and generations — create, edit, rename, move up or down,
 * reorder — each parsed with the API's schema and written by its owner (makes: catalogue;
 * models and generations: vehicles). Permission 'catalogue'. Server only.
 */
import {
  createMake,
  makeInput,
  reorderMakes,
  shiftedOrder,
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

export async function vehiclesPage(args: PageArgs) {
  await adminGuard(args, 'catalogue');
  return {
    makes: await vehicleAdminTree(args.context.database.db),
    edit: selected(args.request, 'edit'),
    make: selected(args.request, 'make'),
    done: doneOf(args.request),
  };
}

function generationFromForm(form: FormData) {
  return {
    brand_id: numberOf(form.get('brand_id')),
    name: text(form, 'name'),
    generation: text(form, 'generation'),
    year_from: numberOf(form.get('year_from')),
    year_to: numberOf(form.get('year_to')),
    is_active: checked(form, 'is_active'),
    ...versionOf(form),
  };
}

const makeFromForm = (form: FormData) => ({
  name: text(form, 'name'),
  slug: text(form, 'slug'),
  is_active: checked(form, 'is_active'),
  ...(checked(form, 'remove_image') ? { remove_image: true } : {}),
  ...versionOf(form),
});

export function vehiclesAction(args: PageArgs) {
  const db = args.context.database.db;
  return run(args, 'admin-vehicles', async (form, actor) => {
    const intent = text(form, 'intent');
    if (intent === 'make-create' || intent === 'make-update') {
      return savingPicture(
        args,
        form,
        actor,
        (picture) => parseBodyOrThrow(makeInput, { ...makeFromForm(form), ...picture }),
        async (input, storage) => {
          if (intent === 'make-create') {
            const id = await createMake(db, storage, actor, input);
            return { intent, target: id, query: `make=${id}` };
          }
          const id = idOf(form.get('id'));
          await updateMake(db, storage, actor, id, input);
          return { intent, target: id, query: `make=${id}` };
        },
      );
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
        ...versionOf(form),
      });
      await renameModel(db, actor, input);
      return { intent, target: null, query: `make=${input.brand_id}` };
    }
    const id = idOf(form.get('id'));
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
