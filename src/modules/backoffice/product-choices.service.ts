/**
 * What the promotion editors pick from: the category tree for a code's scope, and products
 * found by name or reference (or by ids) for a code's scope or a deal.
 */
import type { Db } from '../../db/client';
import { type Locale } from '../../shared/locale';
import type { ReadContext } from '../../shared/read-context';
import { findProducts, listDomains, productCards } from '../catalog';

/** The category tree for the scope picker: each category with its depth. */
export async function categoryChoices(
  db: Db,
  locale: Locale,
): Promise<Array<{ id: number; name: string; depth: number }>> {
  const out: Array<{ id: number; name: string; depth: number }> = [];
  type Node = { id: number; name: string; children: Node[] };
  const walk = (nodes: readonly Node[], depth: number) => {
    for (const node of nodes) {
      out.push({ id: node.id, name: node.name, depth });
      walk(node.children, depth + 1);
    }
  };
  walk((await listDomains(db, locale)) as unknown as Node[], 0);
  return out;
}

export interface ProductChoice {
  id: number;
  name: string;
  reference: string;
  price_ttc_cents: number;
}

/** Products for a scope or a deal: by a search (name, reference), or by ids. */
export async function productChoices(
  db: Db,
  context: ReadContext,
  request: { search?: string | null; ids?: readonly number[] },
): Promise<ProductChoice[]> {
  const cards =
    request.ids !== undefined
      ? await productCards(db, context, request.ids, new Set())
      : request.search?.trim()
        ? (await findProducts(db, context, { search: request.search.trim(), limit: 20 })).products
        : [];
  return cards.map((card) => ({
    id: card.id,
    name: card.name,
    reference: card.reference,
    price_ttc_cents: card.price_from_ttc_cents,
  }));
}
