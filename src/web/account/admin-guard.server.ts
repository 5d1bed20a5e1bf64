import { data, type AppLoadContext } from 'react-router';
import { requirePermission, staffViewer, type Permission } from '../../modules/customers';
import { HttpError } from '../../shared/http';
import type { Locale } from '../../shared/locale';
import { requestLocale } from '../request.server';
import { loginRedirect } from './guard.server';

/**
 * Back-office pages: visitors go to the login page; a signed-in customer, an administrator
 * acting as a customer, or a staff member whose role lacks `permission` gets the 404 page (the
 * back office does not announce itself) — the same check as the API's (`requirePermission`).
 * Without a permission, only an owner passes. Answers the page's locale.
 */
export async function adminGuard(
  { request, context }: { request: Request; context: AppLoadContext },
  permission?: Permission,
): Promise<Locale> {
  const locale = requestLocale(request);
  if (!context.session) throw loginRedirect(request, locale);
  const userId = context.session.userId;
  try {
    if (permission) await requirePermission(context.users, userId, permission);
    else if ((await staffViewer(context.users, userId))?.role !== 'owner')
      throw new HttpError(404, 'not_found');
  } catch (error) {
    if (error instanceof HttpError) throw data(null, { status: 404 });
    throw error;
  }
  return locale;
}
