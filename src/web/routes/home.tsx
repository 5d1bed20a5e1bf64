import { categoryChipsWithProducts, listBrands, listDomains } from '../../modules/catalog';
import { homeShowcase, listArticles } from '../../modules/content';
import type { Route } from './+types/home';
import { ArticleCarousel } from '../components/article-carousel';
import { BrandGrid } from '../components/brand-grid';
import { BannerView, SlideView } from '../components/content-banners';
import { DomainGrid } from '../components/domain-grid';
import { VehicleSearch } from '../components/vehicle-picker';
import { answerVehicleSearch } from '../components/vehicle-picker/vehicle-search.server';
import { useLocale, useT } from '../i18n';
import { localeFromPath } from '../paths';
import { readMyVehicle } from '../my-vehicle.server';
import { redirectToCookieLocale } from '../request.server';
import { staticMeta } from '../seo';
import type {} from '../context';
import {
  takesCardOrPaypal,
  takesInstalments,
  useOnlinePayments,
  type OnlinePayments,
} from '../components/layout/payment-marks';

/** The selling points under the hero: payments only as the checkout takes them online now. */
function uspKeys(online: OnlinePayments) {
  return [
    'usp.madeToFit' as const,
    ...(takesCardOrPaypal(online) ? (['usp.securePayment'] as const) : []),
    ...(takesInstalments(online) ? (['usp.instalments'] as const) : []),
    'usp.returns' as const,
  ];
}

/** SPEC §9: brand lists show at most 80 brands. */
const BRAND_LIMIT = 80;
/** Latest articles in the home carousel. */
const HOME_ARTICLES = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  // SPEC §2: `/` with a non-French locale cookie goes to that locale's home.
  redirectToCookieLocale(request, 'index');
  // The vehicle search forms sent without JavaScript land here (GET): answer them first.
  const vehicleSearch = await answerVehicleSearch(request, context);
  const locale = localeFromPath(new URL(request.url).pathname);
  const { db } = context.database;
  const myVehicle = await readMyVehicle(request, db);
  const [domains, brands, articles, showcase] = await Promise.all([
    // The domain tiles: only domains with products (a tile to an empty page is a dead end).
    context.cached(`home-domains:${locale}`, async () =>
      categoryChipsWithProducts(db, await listDomains(db, locale)),
    ),
    context.cached('brands:vehicle', () => listBrands(db, { type: 'vehicle', limit: BRAND_LIMIT })),
    context.cached(`articles:${locale}`, () => listArticles(db, locale)),
    // Banners have dates: the cache's short life (and its emptying on every content save)
    // keeps a banner from showing much past its last minute.
    context.cached(`home-showcase:${locale}`, () => homeShowcase(db, locale, new Date())),
  ]);
  return {
    vehicleSearch,
    myVehicle,
    slides: showcase.slides,
    // A banner is a picture: one without its picture is not shown.
    banners: showcase.banners.filter((banner) => banner.image),
    domains: domains.map(({ id, name, slug, subtitle, image }) => ({
      id,
      name,
      slug,
      subtitle,
      image: image ? { url: image.url } : null,
    })),
    brands: brands.map(({ id, name, slug, image }) => ({
      id,
      name,
      slug,
      image: image ? { url: image.url } : null,
    })),
    articles: articles
      .slice(0, HOME_ARTICLES)
      .map(({ id, title, slug, publishedAt, image }) => ({ id, title, slug, publishedAt, image })),
  };
}

export const meta = staticMeta('index', 'home.title', 'site.description');

export default function Home({ loaderData }: Route.ComponentProps) {
  const onlinePayments = useOnlinePayments();
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <section className="hero">
        <div className="container hero-inner hero-with-search">
          <div className="hero-copy">
            <p className="hero-eyebrow">{t('hero.eyebrow')}</p>
            <h1 className="hero-title">{t('hero.title')}</h1>
            <p className="hero-text">{t('hero.text')}</p>
            <div className="hero-actions">
              <a className="button button-brand" href="#brands">
                {t('hero.ctaVehicle')}
              </a>
              <a className="button button-light" href="#domains">
                {t('hero.ctaProducts')}
              </a>
            </div>
          </div>
          <VehicleSearch
            variant="hero"
            brands={loaderData.brands}
            initial={loaderData.vehicleSearch}
            myVehicle={loaderData.myVehicle}
          />
        </div>
      </section>
      <div className="usp-bar">
        <ul className="usp container" aria-label={t('site.name')}>
          {uspKeys(onlinePayments).map((key) => (
            <li key={key}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  d="m5 12.5 4.5 4.5L19 7.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.4"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {t(key)}
            </li>
          ))}
        </ul>
      </div>
      {loaderData.slides.length > 0 ? (
        <div className="container home-slides" data-testid="home-slides">
          {loaderData.slides.map((slide) => (
            <SlideView key={slide.id} slide={slide} />
          ))}
        </div>
      ) : null}
      <section className="section container" id="domains" aria-labelledby="domains-title">
        <header className="section-header">
          <h2 id="domains-title">{t('domains.title')}</h2>
          <p>{t('domains.subtitle')}</p>
        </header>
        <DomainGrid domains={loaderData.domains} locale={locale} />
      </section>
      {loaderData.banners.map((banner) => (
        <div className="container home-banner" key={banner.id}>
          <BannerView banner={{ name: banner.name, linkUrl: banner.link, image: banner.image }} />
        </div>
      ))}
      <section className="section section-alt" id="brands" aria-labelledby="brands-title">
        <div className="container">
          <header className="section-header">
            <h2 id="brands-title">{t('brands.title')}</h2>
            <p>{t('brands.subtitle')}</p>
          </header>
          <BrandGrid brands={loaderData.brands} locale={locale} />
        </div>
      </section>
      {loaderData.articles.length > 0 ? (
        <div className="section container" id="articles">
          <header className="section-header">
            <h2 id="articles-title">{t('page.articles.title')}</h2>
          </header>
          <ArticleCarousel
            articles={loaderData.articles}
            locale={locale}
            labelledBy="articles-title"
          />
        </div>
      ) : null}
    </>
  );
}
