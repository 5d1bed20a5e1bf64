/**
 * The signed-in customer as every page needs it (header widget, account menu, banners),
 * read once per request by the root loader from the auth cookie's session.
 */
import type { AppLoadContext } from 'react-router';
import type { LayoutUser } from '../components/layout/types';

export async function loadViewer(
  context: Pick<AppLoadContext, 'session' | 'viewer'>,
): Promise<LayoutUser | null> {
  const session = context.session;
  if (!session) return null;
  const user = await context.viewer();
  if (!user) return null;
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    emailVerified: user.email_verified_at !== null,
    isPro: user.is_pro,
    companyAlert: user.company_alert === true,
    role: user.role,
    impersonating: session.impersonatorSessionId !== null,
  };
}
