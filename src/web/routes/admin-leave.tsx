import { redirect } from 'react-router';
import type { Route } from './+types/admin-leave';
import { SESSION_ABSOLUTE_MS, stopImpersonation } from '../../modules/customers';
import { HttpError } from '../../shared/http';
import { href } from '../paths';
import { requestLocale } from '../request.server';

/**
 * Leaves the customer's session (the impersonation banner's button, SPEC §6): ends it, removes
 * the admin cookie, restores the administrator's session and goes back to the page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const form = await request.formData();
  const back = String(form.get('redirect') ?? '');
  const headers = new Headers();
  headers.append('set-cookie', context.authCookies.clearAdminCookie());
  try {
    const { adminSessionValid } = await stopImpersonation(
      context.database.db,
      context.session,
      context.adminToken,
      context.now(),
    );
    if (adminSessionValid && context.adminToken) {
      // The administrator's session keeps its own end; the cookie lives as long as a session may.
      const until = new Date(context.now().getTime() + SESSION_ABSOLUTE_MS);
      headers.append('set-cookie', context.authCookies.sessionCookie(context.adminToken, until));
      const target = /^\/(?![/\\])/.test(back) ? back : href('admin-customers', null, locale);
      throw redirect(target, { headers });
    }
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // Not acting as anyone: nothing to leave.
    throw redirect(href('index', null, locale), { headers });
  }
  // The administrator's own session is over: nobody stays signed in.
  headers.append('set-cookie', context.authCookies.clearSessionCookie());
  throw redirect(href('index', null, locale), { headers });
}

/** A GET (bookmark, crawler) changes nothing. */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(href('index', null, requestLocale(request)));
}

export default function AdminLeave() {
  return null;
}
