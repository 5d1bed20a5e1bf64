import { redirect } from 'react-router';
import type { Route } from './+types/login-provider';
import { href } from '../paths';
import { requestLocale } from '../request.server';

/**
 * Social login callback (`/connexion/:provider`). Social providers come with the accounts issue;
 * until then the callback goes back to the login page of the locale (never a 404: the provider's
 * configured redirect URL must keep working).
 */
export function loader({ request }: Route.LoaderArgs): never {
  throw redirect(href('connexion', null, requestLocale(request)), 302);
}

export default function LoginProvider() {
  return null;
}
