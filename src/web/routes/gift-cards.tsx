import { Link } from 'react-router';
import { PageHeader, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';

/**
 * Gift cards: how they work. Buying one comes with the gift-card issue (no gift-card products
 * exist yet); the page says so (SPEC §8 has a no-results message for gift cards).
 * No breadcrumb (SPEC §2).
 */
export const links = pageLinks;

export const meta = staticMeta(
  'cartes-cadeaux',
  'page.giftCards.title',
  'page.giftCards.description',
);

export default function GiftCards() {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="page container">
      <PageHeader title={t('page.giftCards.title')} lead={t('page.giftCards.description')} />
      <ol className="steps">
        <li>{t('page.giftCards.step1')}</li>
        <li>{t('page.giftCards.step2')}</li>
        <li>{t('page.giftCards.step3')}</li>
      </ol>
      <p className="page-note">{t('page.giftCards.none')}</p>
      <div className="page-actions">
        <Link className="button button-secondary" to={href('contact', null, locale)}>
          {t('page.contact.title')}
        </Link>
      </div>
    </div>
  );
}
