import { redirect } from 'react-router';
import type { Route } from './+types/account';
import { DEFAULT_LOCALE } from '../../shared/locale';
import { href } from '../paths';
import { redirectToCookieLocale, requestLocale } from '../request.server';

/**
 * Every account page (`compte`, `compte-informations`, `compte-addresses`, `compte-orders`,
 * `compte-orders-id`, `compte-professional`, `compte-saved-carts`, `compte-supports`,
 * `compte-supports-id`). Guard (SPEC §2, §5 "i18n-auth-redirect"): without a session the visitor
 * goes to the login page of the locale, with `redirect` = the page asked for. Accounts do not
 * exist yet, so nobody has a session: the pages themselves come with the accounts issue.
 * The French `/compte` first applies the locale-cookie redirect of SPEC §2.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.pathname.replace(/\/+$/, '') === href('compte', null, DEFAULT_LOCALE)) {
    redirectToCookieLocale(request, 'compte');
  }
  if (context.session) return null;
  const target = new URLSearchParams({ redirect: url.pathname + url.search });
  throw redirect(`${href('connexion', null, requestLocale(request))}?${target}`, 302);
}

export default function Account() {
  return null;
}
