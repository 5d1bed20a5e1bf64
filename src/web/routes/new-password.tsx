import { PageHeader, pageLinks } from '../components/page';
import { useT } from '../i18n';
import { staticMeta } from '../seo';

/**
 * New password (`/nouveau-mot-de-passe` in every locale): reached from the reset e-mail; the form
 * (8 characters and one digit, SPEC §5) comes with the accounts issue. No breadcrumb (SPEC §2).
 */
export const links = pageLinks;

export const meta = staticMeta(
  'nouveau-mot-de-passe',
  'page.newPassword.title',
  'page.newPassword.description',
  { noindex: true },
);

export default function NewPassword() {
  const t = useT();
  return (
    <div className="page container">
      <PageHeader title={t('page.newPassword.title')} lead={t('page.newPassword.description')} />
      <p className="page-note">{t('page.accountsSoon')}</p>
    </div>
  );
}
