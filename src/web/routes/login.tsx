import { Link } from 'react-router';
import type { Route } from './+types/login';
import { PageHeader, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { redirectToCookieLocale } from '../request.server';
import { staticMeta } from '../seo';

/**
 * Login (`/connexion` in every locale, SPEC §2). The form comes with the accounts issue; until
 * then the page says so instead of showing a form that would do nothing. A visitor whose locale
 * cookie names another language is redirected from the French path to theirs. SPEC §2 hides
 * the breadcrumb here: no handle.
 */
export function loader({ request }: Route.LoaderArgs) {
  redirectToCookieLocale(request, 'connexion');
  return null;
}

export const links = pageLinks;

export const meta = staticMeta('connexion', 'page.login.title', 'page.login.description', {
  noindex: true,
});

export default function Login() {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="page container">
      <PageHeader title={t('page.login.title')} lead={t('page.login.description')} />
      <p className="page-note">{t('page.accountsSoon')}</p>
      <div className="page-actions">
        <Link className="button button-primary" to={href('inscription', null, locale)}>
          {t('page.register.title')}
        </Link>
        <Link className="button button-secondary" to={href('contact', null, locale)}>
          {t('page.contact.title')}
        </Link>
      </div>
    </div>
  );
}
