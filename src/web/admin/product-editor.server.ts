/**
 * The product editor's data in-process (routes/admin-product.tsx): the product (null on the
 * "new" page), what its pickers offer, the vehicles it fits with their labels, and the chosen
 * make's models (`?make=`: the picker works without JavaScript). Permission 'catalogue'.
 */
import { data, type AppLoadContext } from 'react-router';
import { getAdminProduct, ownTiers, productEditorChoices } from '../../modules/catalog';
import { getVehicle, listBrandVehicles } from '../../modules/vehicles';
import { adminGuard } from '../account/admin-guard.server';

export const PRODUCT_DONE = [
  'saved',
  'created',
  'duplicated',
  'variant',
  'image',
  'document',
  'tiers',
  'deleted',
] as const;
export type ProductDone = (typeof PRODUCT_DONE)[number];

/** The product id of the page's URL; null on the "new" page, a 404 for anything else. */
export function productIdParam(raw: string | undefined): number | null {
  if (raw === undefined || raw === 'nouveau' || raw === 'new') return null;
  if (!/^\d{1,9}$/.test(raw)) throw data(null, { status: 404 });
  return Number(raw);
}

export async function productEditorPage(args: {
  request: Request;
  context: AppLoadContext;
  params: { id?: string };
}) {
  const locale = await adminGuard(args, 'catalogue');
  const db = args.context.database.db;
  const id = productIdParam(args.params.id);
  const product = id === null ? null : await getAdminProduct(db, id);
  if (id !== null && !product) throw data(null, { status: 404 });
  const url = new URL(args.request.url);
  const choices = await productEditorChoices(db, locale);
  const makeParam = Number(url.searchParams.get('make'));
  const make = choices.makes.find((m) => m.id === makeParam) ?? null;
  const models = make ? await listBrandVehicles(db, make.id) : [];
  const fitted = [];
  for (const vehicleId of product?.vehicle_ids ?? []) {
    const vehicle = await getVehicle(db, vehicleId);
    if (vehicle) fitted.push({ id: vehicle.id, label: vehicle.label, brand: vehicle.brand_id });
  }
  const done = url.searchParams.get('done');
  return {
    product,
    // The product's own PRO quantity tiers (decision 048).
    proTiers: id === null ? [] : await ownTiers(db, { productId: id }),
    choices,
    make,
    models: models.map((m) => ({ id: m.id, name: m.name, label: m.label })),
    fitted,
    done: PRODUCT_DONE.includes(done as ProductDone) ? (done as ProductDone) : null,
  };
}
