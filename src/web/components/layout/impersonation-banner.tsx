import { Form, useLocation } from 'react-router';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';
import type { LayoutUser } from './types';

/**
 * SPEC §6: while an administrator acts as a customer, every page says so, with a way out
 * (a POST form: leaving changes sessions, so it is never a plain link a crawler could follow).
 */
export function ImpersonationBanner({ user }: { user: LayoutUser | null }) {
  const t = useT();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  if (!user?.impersonating) return null;
  return (
    <div className="impersonation-banner" role="alert" data-testid="impersonation-banner">
      <p>
        {t('impersonation.banner', {
          name: `${user.firstname} ${user.lastname ?? ''}`.trim(),
          number: user.id ?? '',
        })}
      </p>
      <Form method="post" action={href('admin-leave', null, locale)} reloadDocument>
        <input type="hidden" name="redirect" value={pathname + search} />
        <button type="submit" className="impersonation-leave">
          {t('impersonation.leave')}
        </button>
      </Form>
    </div>
  );
}
