import { Link } from 'react-router';
import { PageHeader, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { staticHandle, staticMeta } from '../seo';

/** The cart. Carts come with the cart issue: until then every visitor's cart is empty. */
export const links = pageLinks;

export const meta = staticMeta('panier', 'page.cart.title', 'page.cart.description', {
  noindex: true,
});

export const handle = staticHandle('page.cart.title');

export default function Cart() {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="page container">
      <PageHeader title={t('page.cart.title')} />
      <p className="page-note">{t('page.cart.empty')}</p>
      <div className="page-actions">
        <Link className="button button-brand" to={href('index', null, locale)}>
          {t('page.cart.continue')}
        </Link>
        <Link className="button button-secondary" to={href('bons-plans', null, locale)}>
          {t('page.deals.title')}
        </Link>
      </div>
    </div>
  );
}
