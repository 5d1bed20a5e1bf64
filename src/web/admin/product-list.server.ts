/**
 * The products list in-process (routes/admin-products.tsx): the URL's filter, one page of
 * products, and the choices of the filter form. Permission 'catalogue'. Server only.
 */
import type { AppLoadContext } from 'react-router';
import { adminProductFilter, listAdminProducts, productEditorChoices } from '../../modules/catalog';
import { adminGuard } from '../account/admin-guard.server';

export async function productListPage(args: { request: Request; context: AppLoadContext }) {
  const locale = await adminGuard(args, 'catalogue');
  const db = args.context.database.db;
  const filter = adminProductFilter(new URL(args.request.url).searchParams);
  const [list, choices] = await Promise.all([
    listAdminProducts(db, locale, filter),
    productEditorChoices(db, locale),
  ]);
  return {
    ...list,
    filter,
    categories: choices.categories,
    brands: choices.brands,
  };
}
