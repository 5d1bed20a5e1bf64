import { Link } from 'react-router';
import { PageHeader, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { staticHandle, staticMeta } from '../seo';

/**
 * Payment cancelled (`panier-annulation`, SPEC §8): the order is not validated, nothing was
 * charged; the usual reasons, and the way back to the cart to try again.
 */
export const links = pageLinks;

export const meta = staticMeta(
  'panier-annulation',
  'page.cancel.title',
  'page.cancel.description',
  {
    noindex: true,
  },
);

export const handle = staticHandle('page.cancel.title');

const REASONS = [
  'page.cancel.reasonUser',
  'page.cancel.reasonBank',
  'page.cancel.reasonCard',
  'page.cancel.reasonTechnical',
] as const;

export default function CartCancel() {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="page container">
      <PageHeader title={t('page.cancel.title')} lead={t('page.cancel.description')} />
      <h2>{t('page.cancel.reasonsTitle')}</h2>
      <ul className="steps">
        {REASONS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <div className="page-actions">
        <Link className="button button-brand" to={href('panier', null, locale)}>
          {t('page.cancel.backToCart')}
        </Link>
        <Link className="button button-secondary" to={href('contact', null, locale)}>
          {t('page.contact.title')}
        </Link>
      </div>
    </div>
  );
}
