import { data, Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/account-saved-carts';
import {
  deleteCart,
  getOrder,
  isPlaced,
  listSavedCarts,
  selectSavedCart,
  type OrderStatus,
} from '../../modules/orders';
import { HttpError } from '../../shared/http';
import { message } from '../../shared/messages';
import { requireViewer } from '../account/guard.server';
import { noticeOf, withNotice } from '../account/redirect';
import { AccountLayout } from '../components/account/account-layout';
import { Dialog } from '../components/account/dialog';
import { accountLinks } from '../components/account/styles';
import { formatPrice } from '../../shared/money';
import type { PayFailure } from '../components/orders/order-view';
// The orders blocks' styles: no component of this page imports them.
import '../components/orders/orders.css';
import { formatDate } from '../components/page';
import { CATALOGUES } from '../i18n/catalogues';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { customerDeps, orderIdOf } from '../orders/orders.server';
import { staticMeta } from '../seo';

/**
 * My saved carts (SPEC §2, §8): each named copy with its date, items and total priced today;
 * "Put back in my cart" adds its lines to the current cart (then the cart page), and deleting
 * asks first ('Valider la suppression ?' Oui / Non, `?delete={id}`), then says 'Suppression
 * effectuée'. Plain forms and links: every step works without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, locale } = await requireViewer(request, context);
  const url = new URL(request.url);
  const carts = await listSavedCarts(await customerDeps(context, locale, user.id));
  const deleteId = orderIdOf(url.searchParams.get('delete'));
  return {
    notice: noticeOf(url),
    deleting: carts.find((cart) => cart.id === deleteId)?.id ?? null,
    carts: carts.map((cart) => ({
      id: cart.id,
      name: cart.saved_name ?? '',
      savedAt: cart.created_at,
      itemsCount: cart.items_count,
      totalCents: cart.total_ttc_cents,
      orderable: cart.order_variants.every((line) => line.orderable),
      lines: cart.order_variants.map((line) => ({
        id: line.id,
        name: line.variant.product.name,
        variant: line.variant.name,
        quantity: line.quantity,
      })),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, locale } = await requireViewer(request, context);
  const form = await request.formData();
  const deps = await customerDeps(context, locale, user.id);
  const list = href('compte-saved-carts', null, locale);
  const id = orderIdOf(form.get('id'));
  const intent = form.get('intent');
  try {
    if (id === null) throw new HttpError(404, 'not_found');
    if (intent === 'select') {
      await selectSavedCart(deps, id);
      return redirect(href('panier', null, locale), 303);
    }
    if (intent === 'delete') {
      // Only a saved cart of this customer: never the current cart, never a placed order.
      const saved = await getOrder(deps, id);
      if (!saved || isPlaced(saved.status as OrderStatus) || saved.saved_name === null)
        throw new HttpError(404, 'not_found');
      await deleteCart(deps, id);
      return redirect(withNotice(list, 'deleted'), 303);
    }
    throw new HttpError(422, 'form_invalid');
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const failure: PayFailure = {
      ok: false,
      message:
        error.statusCode === 404
          ? CATALOGUES[locale]['savedCarts.notFound']
          : message(error.messageKey, locale),
    };
    return data(failure, { status: error.statusCode });
  }
}

export const links = accountLinks;

export const meta = staticMeta(
  'compte-saved-carts',
  'account.menu.savedCarts',
  'savedCarts.description',
  { noindex: true },
);

export default function AccountSavedCarts() {
  const t = useT();
  const locale = useLocale();
  const { carts, deleting, notice } = useLoaderData<typeof loader>();
  const failure = useActionData<PayFailure>();
  const list = href('compte-saved-carts', null, locale);
  const toDelete = carts.find((cart) => cart.id === deleting) ?? null;
  return (
    <AccountLayout title={t('account.menu.savedCarts')} notice={failure ? null : notice}>
      {failure ? (
        <p className="order-error" role="alert" data-testid="saved-carts-error">
          {failure.message}
        </p>
      ) : null}
      {carts.length === 0 ? (
        <div className="empty-state" data-testid="saved-carts-empty">
          <p>{t('savedCarts.empty')}</p>
          <div className="account-actions">
            <Link className="button button-primary" to={href('panier', null, locale)}>
              {t('page.cart.title')}
            </Link>
          </div>
        </div>
      ) : (
        <>
          <p className="account-lead">{t('savedCarts.lead')}</p>
          <ul className="saved-carts" data-testid="saved-carts">
            {carts.map((cart) => (
              <li key={cart.id} className="saved-cart" data-testid="saved-cart">
                <div className="saved-cart-head">
                  <h2>{cart.name}</h2>
                  <p className="order-muted">
                    {t('savedCarts.savedOn', { date: formatDate(cart.savedAt, locale) })}
                  </p>
                </div>
                <dl className="saved-cart-facts">
                  <div>
                    <dt>{t('orders.colItems')}</dt>
                    <dd>{cart.itemsCount}</dd>
                  </div>
                  <div>
                    <dt>{t('savedCarts.totalToday')}</dt>
                    <dd className="saved-cart-total">{formatPrice(cart.totalCents)}</dd>
                  </div>
                </dl>
                <details className="saved-cart-lines">
                  <summary>{t('savedCarts.showLines', { count: cart.lines.length })}</summary>
                  <ul>
                    {cart.lines.map((line) => (
                      <li key={line.id}>
                        {line.quantity} × {line.name}
                        {line.variant ? (
                          <span className="order-muted"> — {line.variant}</span>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </details>
                {cart.orderable ? null : (
                  <p className="order-muted saved-cart-warning">{t('savedCarts.notOrderable')}</p>
                )}
                <div className="saved-cart-actions">
                  <Form method="post" action={list}>
                    <input type="hidden" name="intent" value="select" />
                    <input type="hidden" name="id" value={cart.id} />
                    <button
                      type="submit"
                      className="button button-brand"
                      aria-label={t('savedCarts.selectOf', { name: cart.name })}
                      data-testid="saved-cart-select"
                    >
                      {t('savedCarts.select')}
                    </button>
                  </Form>
                  <Link
                    to={`${list}?delete=${cart.id}`}
                    className="link-danger"
                    preventScrollReset
                    aria-label={t('savedCarts.deleteOf', { name: cart.name })}
                    data-testid="saved-cart-delete"
                  >
                    {t('form.delete')}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {toDelete ? (
        <Dialog
          title={t('dialog.confirmDelete')}
          role="alertdialog"
          testId="confirm-delete"
          actions={
            <>
              <Form method="post" action={list}>
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={toDelete.id} />
                <button type="submit" className="button button-brand">
                  {t('dialog.yes')}
                </button>
              </Form>
              <Link className="button button-secondary" to={list} replace>
                {t('dialog.no')}
              </Link>
            </>
          }
        >
          <p>{toDelete.name}</p>
        </Dialog>
      ) : null}
    </AccountLayout>
  );
}
