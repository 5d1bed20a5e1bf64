/**
 * Account pages' guard (SPEC §2, §5 "i18n-auth-redirect"): a visitor goes to the login page
 * of the locale with `redirect` = the page asked for; a customer gets their record.
 */
import { redirect, type AppLoadContext } from 'react-router';
import type { UserDto } from '../../modules/customers';
import type { RequestSession } from '../../shared/http';
import type { Locale } from '../../shared/locale';
import { href } from '../paths';
import { requestLocale } from '../request.server';

export interface Viewer {
  user: UserDto;
  session: RequestSession;
  locale: Locale;
}

export function loginRedirect(request: Request, locale: Locale): Response {
  const url = new URL(request.url);
  const target = new URLSearchParams({ redirect: url.pathname + url.search });
  return redirect(`${href('connexion', null, locale)}?${target}`, 302);
}

export async function requireViewer(request: Request, context: AppLoadContext): Promise<Viewer> {
  const locale = requestLocale(request);
  const session = context.session;
  const user = session ? await context.viewer() : null;
  if (!session || !user) throw loginRedirect(request, locale);
  return { user, session, locale };
}

/** The session as the services' `actor` (user + session id). */
export const actorOf = (viewer: Viewer) => ({
  userId: viewer.session.userId,
  sessionId: viewer.session.sessionId,
});
