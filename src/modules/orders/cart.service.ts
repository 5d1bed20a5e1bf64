/**
 * The cart (SPEC §4): the owner's current order, created by the first addition. Every write runs
 * in one transaction holding the cart's row lock, so two tabs adding at once add up instead of
 * overwriting each other. Stock is checked here for the cart's whole quantity of a variant;
 * it is only *taken* when the order is placed (a cart reserves nothing).
 */
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../shared/http';
import {
  cartVariants,
  saleableVariant,
  stockState,
  type CartVariant,
  type ProductReadContext,
  type SaleableVariant,
} from '../catalog';
import type { AddLineInput } from './cart.contract';
import type { OrderCents } from './order-views.contract';
import { knownLines, orderDto } from './order-dto.service';
import { priceOrder, type PricingContext } from './order-pricing.service';
import {
  currentCartItemsCount,
  deleteLine,
  deleteOrderRow,
  findCurrentCart,
  findLine,
  findOwnedOrder,
  insertCart,
  linesOf,
  setLine,
  touchOrder,
  upsertLine,
  type CartOwner,
  type OrderLineRow,
  type OrderRow,
} from './orders.repo';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './orders.tables';

export { mergeGuestCart } from './guest-cart.service';

export interface CartDeps {
  db: Db;
  owner: CartOwner;
  read: ProductReadContext & { country: string };
  now: Date;
  userAgent: string | null;
}

/** `current` or a numeric id, as in `GET /orders/{id}`. */
export type OrderRef = 'current' | number;

/** Lines with their live catalogue data (variants the catalogue no longer has are left out). */
export type KnownLines = { line: OrderLineRow; variant: CartVariant }[];

/** The order's lines with their live catalogue data (`lines` if just read). */
export async function loadKnownLines(
  deps: CartDeps,
  order: OrderRow,
  lines?: OrderLineRow[],
): Promise<KnownLines> {
  const rows = lines ?? (await linesOf(deps.db, order.id));
  const variants = await cartVariants(
    deps.db,
    deps.read,
    rows.map((l) => l.variantId),
  );
  return knownLines(rows, variants);
}

/**
 * The order as the reader sees it, priced live while it is a cart. `known`: its lines with
 * their catalogue data when the caller already holds them (a change that left the lines alone
 * need not read them twice); `lines`: just the line rows.
 */
export async function readOrder(
  deps: CartDeps,
  order: OrderRow,
  known?: { known?: KnownLines; lines?: OrderLineRow[] },
): Promise<OrderCents> {
  const lines = known?.known ?? (await loadKnownLines(deps, order, known?.lines));
  const pricing = await priceOrder(pricingContext(deps), order, lines);
  return orderDto(order, lines, pricing);
}

export function pricingContext(deps: CartDeps): PricingContext {
  return {
    db: deps.db,
    locale: deps.read.locale,
    requestCountry: deps.read.country,
    requestVatRateBp: deps.read.prices.vatRateBp,
    now: deps.now,
    isPro: deps.read.prices.pro !== null,
  };
}

/** The order `ref` names for this owner (`current`: their cart), or null. */
export async function resolveOrder(
  deps: Pick<CartDeps, 'owner'>,
  db: Db,
  ref: OrderRef,
  lock = false,
): Promise<OrderRow | null> {
  return ref === 'current'
    ? findCurrentCart(db, deps.owner, lock)
    : findOwnedOrder(db, deps.owner, ref, lock);
}

/** The header's cart count: the sum of the current cart's quantities (0 without a cart). */
export function cartItemsCount(db: Db, owner: CartOwner): Promise<number> {
  return currentCartItemsCount(db, owner);
}

/** `GET /orders/{id|current}`: null when the owner has no cart (or no such order). */
export async function getOrder(deps: CartDeps, ref: OrderRef): Promise<OrderCents | null> {
  const order = await resolveOrder(deps, deps.db, ref);
  return order ? readOrder(deps, order) : null;
}

function assertEditable(order: OrderRow): void {
  if (order.status !== 'not_ordered') throw new HttpError(409, 'order_not_editable');
}

/** The variant may be sold in this quantity (the whole cart's quantity of it). */
function assertOrderable(variant: SaleableVariant | null, quantity: number): SaleableVariant {
  if (!variant || !variant.isActive)
    throw new HttpError(422, 'form_invalid', { variant_id: [{ key: 'variant_unavailable' }] });
  const state = stockState(variant, quantity);
  if (state.state === 'out_of_stock') {
    const available = Math.max(0, variant.quantityAvailable);
    throw new HttpError(
      409,
      available > 0 ? 'insufficient_stock' : 'out_of_stock',
      {
        quantity: [
          available > 0
            ? { key: 'insufficient_stock', params: { available: String(available) } }
            : { key: 'out_of_stock' },
        ],
      },
      { details: { available } },
    );
  }
  return variant;
}

/**
 * `POST /orders/{id|current}/order_variants`: adds to the quantity already in the cart (a
 * second click on "add" means one more), creating the cart on the first addition.
 */
export async function addToCart(
  deps: CartDeps,
  ref: OrderRef,
  input: AddLineInput,
): Promise<{ order: OrderCents; lineId: number; created: boolean }> {
  const result = await deps.db.transaction(async (tx) => {
    let order = await resolveOrder(deps, tx, ref, true);
    let created = false;
    if (!order) {
      if (ref !== 'current') throw notFound();
      order = await insertCart(tx, deps.owner, {
        locale: deps.read.locale,
        userAgent: deps.userAgent,
        now: deps.now,
      });
      created = true;
    }
    assertEditable(order);
    const lines = await linesOf(tx, order.id);
    const existing = lines.find((l) => l.variantId === input.variant_id);
    if (!existing && lines.length >= MAX_CART_LINES)
      throw new HttpError(422, 'cart_full', undefined, {
        params: { max: String(MAX_CART_LINES) },
      });
    const quantity = (existing?.quantity ?? 0) + input.quantity;
    if (quantity > MAX_LINE_QUANTITY)
      throw new HttpError(422, 'form_invalid', {
        quantity: [{ key: 'quantity_max', params: { max: String(MAX_LINE_QUANTITY) } }],
      });
    const variant = assertOrderable(await saleableVariant(tx, input.variant_id), quantity);
    if (input.with_assembly) assertFittable(variant);
    const line = await upsertLine(
      tx,
      order.id,
      input.variant_id,
      quantity,
      deps.now,
      input.with_assembly,
    );
    const touched = await touchOrder(
      tx,
      order.id,
      deps.now,
      deps.userAgent ? { userAgent: deps.userAgent } : {},
    );
    // The lines as they now are, without reading them again.
    const after = existing ? lines.map((l) => (l.id === line.id ? line : l)) : [...lines, line];
    return { order: touched, lines: after, lineId: line.id, created };
  });
  return {
    order: await readOrder(deps, result.order, { lines: result.lines }),
    lineId: result.lineId,
    created: result.created,
  };
}

/** SPEC §5: the fitting is asked only of products the workshop fits. */
function assertFittable(variant: SaleableVariant): void {
  if (variant.assemblyPriceHtCents === null)
    throw new HttpError(422, 'form_invalid', { with_assembly: [{ key: 'assembly_unavailable' }] });
}

/** The line, if it belongs to an order of this owner; else 404 (never another's). */
async function ownedLine(deps: CartDeps, db: Db, lineId: number) {
  const line = await findLine(db, lineId);
  const order = line ? await findOwnedOrder(db, deps.owner, line.orderId, true) : null;
  if (!line || !order) throw notFound();
  assertEditable(order);
  return { line, order };
}

/** `PUT /order_variants/{id}`: sets the quantity of a line, its workshop fitting, or both. */
export async function updateLine(
  deps: CartDeps,
  lineId: number,
  change: { quantity?: number; with_assembly?: boolean },
): Promise<OrderCents> {
  const order = await deps.db.transaction(async (tx) => {
    const { line, order } = await ownedLine(deps, tx, lineId);
    const quantity = change.quantity ?? line.quantity;
    const variant = assertOrderable(await saleableVariant(tx, line.variantId), quantity);
    if (change.with_assembly) assertFittable(variant);
    await setLine(tx, line.id, { quantity, withAssembly: change.with_assembly });
    await touchOrder(tx, order.id, deps.now);
    return order;
  });
  return readOrder(deps, order);
}

/** `DELETE /order_variants/{id}`. */
export async function removeLine(deps: CartDeps, lineId: number): Promise<OrderCents> {
  const order = await deps.db.transaction(async (tx) => {
    const { line, order } = await ownedLine(deps, tx, lineId);
    await deleteLine(tx, line.id);
    await touchOrder(tx, order.id, deps.now);
    return order;
  });
  return readOrder(deps, order);
}

/** `DELETE /orders/{id|current}`: empties and forgets a cart; a placed order stays. */
export async function deleteCart(deps: CartDeps, ref: OrderRef): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const order = await resolveOrder(deps, tx, ref, true);
    if (!order) throw notFound();
    assertEditable(order);
    await deleteOrderRow(tx, order.id);
  });
}

/**
 * `PATCH /orders/{id}/user_info`: the browser that uses the cart (support cases). A body
 * without `user_agent` changes nothing (every cart write already records the browser).
 */
export async function updateUserInfo(
  deps: CartDeps,
  ref: OrderRef,
  userAgent: string | undefined,
): Promise<OrderCents> {
  const order = await resolveOrder(deps, deps.db, ref);
  if (!order) throw notFound();
  if (userAgent === undefined) return readOrder(deps, order);
  if (order.status === 'not_ordered') await touchOrder(deps.db, order.id, deps.now, { userAgent });
  return readOrder(deps, { ...order, userAgent });
}
