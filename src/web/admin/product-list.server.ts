/**
 * The products list in-process (routes/admin-products.tsx): the URL's filter, one page of
 * products, and the choices of the filter form — the vehicle picker's makes, the chosen make's
 * models and the chosen model's generations (read from the vehicles module, as the product
 * editor's picker does). Permission 'catalogue'. Server only.
 */
import type { AppLoadContext } from 'react-router';
import { adminProductFilter, listAdminProducts, productEditorChoices } from '../../modules/catalog';
import { getVehicle, listBrandVehicles } from '../../modules/vehicles';
import { adminGuard } from '../account/admin-guard.server';
import { vehicleFilterChoice, type MakeVehicle } from './vehicle-filter';

export async function productListPage(args: { request: Request; context: AppLoadContext }) {
  const locale = await adminGuard(args, 'catalogue');
  const db = args.context.database.db;
  const asked = adminProductFilter(new URL(args.request.url).searchParams);
  const choices = await productEditorChoices(db, locale);
  let { make, model } = asked;
  // A link naming only the vehicle (the API's `?vehicle=`): the picker shows its make and model.
  const named = asked.vehicleId && !make ? await getVehicle(db, asked.vehicleId) : null;
  if (named) [make, model] = [named.brand_id, named.name];
  const makeRow = choices.makes.find((m) => m.id === make);
  const vehicles: MakeVehicle[] = makeRow
    ? (await listBrandVehicles(db, makeRow.id)).map((v) => ({
        id: v.id,
        name: v.name,
        label: v.label,
      }))
    : [];
  const choice = vehicleFilterChoice(vehicles, {
    make: makeRow?.id,
    model,
    vehicleId: asked.vehicleId,
  });
  const filter = {
    ...asked,
    make: makeRow?.id,
    model: choice.model,
    vehicleId: choice.vehicleId,
    vehicleIds: choice.vehicleIds,
  };
  const list = await listAdminProducts(db, locale, filter);
  const chosen = makeRow
    ? [makeRow.name, choice.vehicle?.label ?? choice.model].filter(Boolean).join(' ')
    : null;
  return {
    ...list,
    filter: { ...filter, vehicleIds: undefined },
    categories: choices.categories,
    brands: choices.brands,
    makes: choices.makes,
    vehicles,
    models: choice.models,
    generations: choice.generations,
    /** "Renault Clio IV (2012–2019)": what the list is filtered by, in words. */
    vehicleName: chosen,
  };
}
