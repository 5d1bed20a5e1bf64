import { Link } from 'react-router';
import type { Route } from './+types/admin-content';
import { contentHubPage } from '../admin/content-pages.server';
import { ContentNav } from '../components/admin/content-admin';
import { PageHeader, pageLinks } from '../components/page';
import { useLocale, useT } from '../i18n';
import { href } from '../paths';
import { staticMeta } from '../seo';

/**
 * Back office: the content hub (permission `content`) — what the storefront says besides the
 * catalogue: articles, FAQ, text blocks, banners and slides, legal pages. Each has its page.
 */
export const loader = (args: Route.LoaderArgs) => contentHubPage(args);

export const links = pageLinks;

export const meta = staticMeta('admin-content', 'admin.content.title', 'admin.content.lead', {
  noindex: true,
});

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { counts } = loaderData;
  const cards = [
    [
      'admin-content-articles',
      'admin.content.navArticles',
      t('admin.content.countArticles', { count: counts.articles, drafts: counts.drafts }),
    ],
    [
      'admin-content-faq',
      'admin.content.navFaq',
      t('admin.content.countFaq', { count: counts.faq }),
    ],
    [
      'admin-content-texts',
      'admin.content.navTexts',
      t('admin.content.countTexts', { count: counts.texts }),
    ],
    [
      'admin-content-banners',
      'admin.content.navBanners',
      t('admin.content.countBanners', { banners: counts.banners, slides: counts.slides }),
    ],
    ['admin-content-pages', 'admin.content.navPages', t('admin.content.countPages')],
  ] as const;
  return (
    <div className="page container admin-content" data-testid="admin-content">
      <PageHeader title={t('admin.content.title')} lead={t('admin.content.lead')} />
      <ContentNav current="admin-content" />
      <ul className="admin-content-cards">
        {cards.map(([name, label, text]) => (
          <li key={name}>
            <Link to={href(name, null, locale)}>
              <strong>{t(label)}</strong>
              <span>{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
