import { data, type AppLoadContext } from 'react-router';
import { assertAdmin } from '../../modules/customers';
import { HttpError } from '../../shared/http';
import type { Locale } from '../../shared/locale';
import { requestLocale } from '../request.server';
import { loginRedirect } from './guard.server';

/**
 * Back-office pages: visitors go to the login page; signed-in customers get a 404 (the back
 * office does not announce itself). Answers the page's locale.
 */
export async function adminGuard({
  request,
  context,
}: {
  request: Request;
  context: AppLoadContext;
}): Promise<Locale> {
  const locale = requestLocale(request);
  if (!context.session) throw loginRedirect(request, locale);
  try {
    await assertAdmin(context.database.db, context.session);
  } catch (error) {
    if (error instanceof HttpError) throw data(null, { status: 404 });
    throw error;
  }
  return locale;
}
