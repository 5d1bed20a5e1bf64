import { redirect } from 'react-router';
import type { Route } from './+types/cart-step';
import { href } from '../paths';
import { requestLocale } from '../request.server';

/**
 * Delivery, payment and confirmation steps (`panier-livraison`, `panier-paiement`,
 * `panier-confirmation`). Guards of SPEC §5 (order_shipping_step, order_payment_step): they need
 * a cart and a current order, else they go to the cart. Carts come with the cart issue, so for
 * now every visitor is sent to the cart of the locale.
 */
export function loader({ request }: Route.LoaderArgs): never {
  throw redirect(href('panier', null, requestLocale(request)), 302);
}

export default function CartStep() {
  return null;
}
