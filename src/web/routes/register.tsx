import { Link } from 'react-router';
import { PageHeader, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';

/**
 * Register. The form (with the acceptance of the terms of sale and data protection, SPEC §5)
 * comes with the accounts issue. SPEC §2 hides the breadcrumb here.
 */
export const links = pageLinks;

export const meta = staticMeta('inscription', 'page.register.title', 'page.register.description', {
  noindex: true,
});

export default function Register() {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="page container">
      <PageHeader title={t('page.register.title')} lead={t('page.register.description')} />
      <p className="page-note">{t('page.accountsSoon')}</p>
      <div className="page-actions">
        <Link className="button button-secondary" to={href('compte-pro', null, locale)}>
          {t('page.pro.title')}
        </Link>
        <Link className="button button-secondary" to={href('cgv', null, locale)}>
          {t('page.cgv.title')}
        </Link>
      </div>
    </div>
  );
}
