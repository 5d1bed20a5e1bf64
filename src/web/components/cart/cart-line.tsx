import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useFetcher } from 'react-router';
import type { OrderLineCents } from '../../../modules/orders';
import { formatPrice } from '../../../shared/money';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';
import { stockText } from '../product/stock-text';
import { useHydrated } from '../use-hydrated';
import { shown, useProPrices } from '../price/tax-basis';
import { FittingChoice, TrashIcon } from './cart-line-parts';
import { CartPicture } from './cart-picture';
import { FETCH_FIELD, type CartActionData, type CartFailure } from './cart-state';

/** Largest quantity of a line (the orders module refuses more: SPEC §5 form errors). */
export const MAX_LINE_QUANTITY = 99;

/** Typing pauses this long before the new quantity is sent. */
const TYPING_DELAY_MS = 800;

/**
 * One line of the cart: picture, product (link to its page with the variant chosen), variant,
 * reference, stock state, unit price incl. tax, quantity, line total, remove.
 *
 * Without JavaScript the quantity is a small form of its own ("Update"), − and + submit a
 * second form (`form=` attribute, so Enter in the field still means "Update"), and "Remove" a
 * third: each a plain post answered by a redirect to the cart. With JavaScript the same forms
 * go through the line's fetcher: no reload, the line shows the quantity asked for at once, and
 * the page announces the result (`onAnnounce`).
 */
export function CartLine({
  line,
  failure,
  cartPath,
  onAnnounce,
  onRemoving,
}: {
  line: OrderLineCents;
  /** A failed post of this line without JavaScript (the page's action data). */
  failure: CartFailure | null;
  cartPath: string;
  onAnnounce: (text: string) => void;
  onRemoving: () => void;
}) {
  const t = useT();
  const pro = useProPrices();
  const locale = useLocale();
  const hydrated = useHydrated();
  const fetcher = useFetcher<CartActionData>();
  const name = line.variant.product.name;
  const ids = `cart-line-${line.id}`;

  // What the field shows: the cart's quantity, or what the shopper typed (kept after a refusal).
  // While a change is on its way, an older quantity coming back (the revalidation of a previous
  // click) must not overwrite the newer one the shopper asked for: + + would show 3, 2, 3.
  const [typed, setTyped] = useState(failure?.quantity ?? String(line.quantity));
  const [known, setKnown] = useState(line.quantity);
  if (line.quantity !== known && fetcher.state === 'idle') {
    setKnown(line.quantity);
    setTyped(String(line.quantity));
  }

  const pendingIntent = fetcher.formData?.get('intent');
  const removing =
    pendingIntent === 'remove' ||
    (fetcher.state === 'idle' && fetcher.data?.ok === true && fetcher.data.intent === 'remove');
  const error =
    fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : failure;
  const busy = fetcher.state !== 'idle';

  // A successful update is announced once (the removal is announced by the page).
  const announced = useRef<CartActionData | undefined>(undefined);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || !answer || answer === announced.current) return;
    announced.current = answer;
    // A refusal is read out by the line's own alert.
    if (answer.ok && answer.intent === 'update') {
      onAnnounce(t('cart.quantityUpdated', { name, quantity: answer.quantity }));
    }
  }, [fetcher.state, fetcher.data, onAnnounce, t, name]);

  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const send = (quantity: string) => {
    window.clearTimeout(timer.current);
    void fetcher.submit(
      { intent: 'update', line_id: String(line.id), quantity, [FETCH_FIELD]: '1' },
      { method: 'post', action: cartPath },
    );
  };
  const valid = (value: string) => /^\d{1,2}$/.test(value.trim()) && Number(value) >= 1;
  const current = valid(typed) ? Number(typed) : line.quantity;

  const step = (event: MouseEvent<HTMLButtonElement>, delta: number) => {
    event.preventDefault();
    const next = Math.max(1, Math.min(MAX_LINE_QUANTITY, current + delta));
    setTyped(String(next));
    if (next !== line.quantity || error) send(String(next));
  };
  const onChange = (value: string) => {
    setTyped(value);
    window.clearTimeout(timer.current);
    if (valid(value) && Number(value) !== line.quantity) {
      timer.current = window.setTimeout(() => send(value), TYPING_DELAY_MS);
    }
  };
  const onBlur = () => {
    window.clearTimeout(timer.current);
    if (typed.trim() === '') setTyped(String(line.quantity));
    else if (typed.trim() !== String(line.quantity)) send(typed.trim());
  };

  if (removing) return null;
  // A verified PRO reads excl. tax (decision 048), struck through: before every discount.
  const unit = shown(pro, line.unit_price_ht_cents, line.unit_price_ttc_cents);
  const original = shown(
    pro,
    line.original_unit_price_ht_cents,
    line.original_unit_price_ttc_cents,
  );
  const discounted =
    (line.active_discount > 0 || (pro && line.quantity_discount > 0)) && original > unit;
  const productPath = `${href('p-slug', { slug: line.variant.product.slug }, locale)}?variant=${line.variant_id}`;
  const errorId = `${ids}-error`;
  const stateId = `${ids}-state`;
  return (
    <li
      className="cart-line"
      data-testid="cart-line"
      data-line-id={line.id}
      aria-busy={busy || undefined}
    >
      <div className="cart-line-product">
        <Link to={productPath} className="cart-line-picture" tabIndex={-1} aria-hidden="true">
          <CartPicture image={line.variant.images[0]} />
        </Link>
        <div className="cart-line-text">
          <h3 className="cart-line-name">
            <Link to={productPath} data-testid="cart-line-name">
              {name}
            </Link>
          </h3>
          <p className="cart-line-variant">{line.variant.name}</p>
          <p className="cart-line-reference">
            {t('product.reference', { reference: line.variant.reference })}
          </p>
          <p
            id={stateId}
            className="cart-line-stock"
            data-state={line.orderable ? line.stock_state : 'out_of_stock'}
            data-testid="cart-line-stock"
          >
            <span className="cart-line-stock-dot" aria-hidden="true" />
            {line.orderable
              ? stockText(t, {
                  stockState: line.stock_state,
                  reorderDelayMin: line.reorder_delay_min,
                  reorderDelayMax: line.reorder_delay_max,
                })
              : t('cart.lineNotOrderable')}
          </p>
          {line.assembly_available ? <FittingChoice line={line} cartPath={cartPath} /> : null}
        </div>
      </div>
      <div className="cart-line-cell cart-line-price">
        <span className="cart-line-label">
          {t(pro ? 'cart.colUnitPriceHt' : 'cart.colUnitPrice')}
        </span>
        <span className="cart-line-amount">
          <span data-testid="cart-line-unit-price">{formatPrice(unit)}</span>
          {discounted ? (
            <s className="cart-line-original">
              <span aria-hidden="true">{formatPrice(original)}</span>
              <span className="visually-hidden">
                {t('product.originalPrice', { price: formatPrice(original) })}
              </span>
            </s>
          ) : null}
        </span>
        {pro && line.quantity_discount > 0 ? (
          <span className="cart-line-promo" data-testid="cart-line-tier">
            {t('cart.lineTier', { percent: line.quantity_discount })}
          </span>
        ) : null}
      </div>
      <div className="cart-line-cell cart-line-quantity">
        <label className="cart-line-label" htmlFor={`${ids}-quantity`}>
          <span aria-hidden="true">{t('cart.colQuantity')}</span>
          <span className="visually-hidden">{t('cart.quantityOf', { name })}</span>
        </label>
        <form id={`${ids}-step`} method="post" action={cartPath} hidden>
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="line_id" value={line.id} />
        </form>
        <fetcher.Form
          method="post"
          action={cartPath}
          noValidate
          className="cart-quantity-form"
          onSubmit={() => window.clearTimeout(timer.current)}
        >
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="line_id" value={line.id} />
          {hydrated ? <input type="hidden" name={FETCH_FIELD} value="1" /> : null}
          <div className="cart-quantity-field">
            <button
              type="submit"
              form={`${ids}-step`}
              name="quantity"
              value={Math.max(1, current - 1)}
              className="cart-quantity-step"
              disabled={current <= 1}
              aria-label={t('cart.decreaseOf', { name })}
              aria-controls={`${ids}-quantity`}
              data-testid="cart-line-decrease"
              onClick={(event) => step(event, -1)}
            >
              −
            </button>
            <input
              id={`${ids}-quantity`}
              className="cart-quantity-input"
              type="number"
              name="quantity"
              inputMode="numeric"
              min={1}
              max={MAX_LINE_QUANTITY}
              step={1}
              value={typed}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${errorId} ${stateId}` : stateId}
              data-testid="cart-line-quantity"
              onChange={(event) => onChange(event.target.value)}
              onBlur={onBlur}
            />
            <button
              type="submit"
              form={`${ids}-step`}
              name="quantity"
              value={Math.min(MAX_LINE_QUANTITY, current + 1)}
              className="cart-quantity-step"
              disabled={current >= MAX_LINE_QUANTITY}
              aria-label={t('cart.increaseOf', { name })}
              aria-controls={`${ids}-quantity`}
              data-testid="cart-line-increase"
              onClick={(event) => step(event, 1)}
            >
              +
            </button>
          </div>
          <button type="submit" className="cart-quantity-update" hidden={hydrated}>
            {t('cart.update')}
          </button>
        </fetcher.Form>
      </div>
      <div className="cart-line-cell cart-line-total">
        <span className="cart-line-label">{t(pro ? 'cart.colTotalHt' : 'cart.colTotal')}</span>
        <span className="cart-line-amount" data-testid="cart-line-total">
          {formatPrice(shown(pro, line.total_ht_cents, line.total_ttc_cents))}
        </span>
        {line.promo_discount_ttc_cents > 0 ? (
          <span className="cart-line-promo" data-testid="cart-line-promo">
            {t('cart.linePromo', {
              amount: formatPrice(
                shown(pro, line.promo_discount_ht_cents, line.promo_discount_ttc_cents),
              ),
            })}
          </span>
        ) : null}
      </div>
      <div className="cart-line-cell cart-line-remove">
        <fetcher.Form method="post" action={cartPath} onSubmit={onRemoving}>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="line_id" value={line.id} />
          {hydrated ? <input type="hidden" name={FETCH_FIELD} value="1" /> : null}
          <button
            type="submit"
            className="cart-remove"
            aria-label={t('cart.removeOf', { name })}
            title={t('cart.remove')}
            data-testid="cart-line-remove"
          >
            <TrashIcon />
          </button>
        </fetcher.Form>
      </div>
      {error ? (
        <p id={errorId} className="cart-line-error" role="alert" data-testid="cart-line-error">
          {error.lines.length > 0 ? error.lines.join(' ') : error.message}
        </p>
      ) : null}
    </li>
  );
}
