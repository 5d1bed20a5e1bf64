import { Link, data } from 'react-router';
import type { Route } from './+types/deals';
import { dealTargetPrices, productSlugs } from '../../modules/catalog';
import {
  dealTargetKey,
  getDeal,
  listActiveDeals,
  type DealSummary,
  type DealTargetPrice,
} from '../../modules/promotions';
import type { Db } from '../../db/client';
import type { ReadContext } from '../../shared/read-context';
import { formatPrice } from '../../shared/money';
import { productReadContext } from '../catalog.server';
import { OriginalPrice } from '../components/product/buy-box';
import { PageHeader, formatDate, pageLinks } from '../components/page';
import { translate, useLocale, useT } from '../i18n';
import { alternates, href, localeFromPath } from '../paths';
import { requestLocale } from '../request.server';
import { crumbs, errorMeta, pageMeta, summary, type PageHandle } from '../seo';
import { FavoriteButton } from '../components/favorites/favorite-button';
import { skipAfterFavoriteToggle } from '../components/favorites/favorite-state';

/**
 * Deals (`/bons-plans/:slug?`): without a slug the deals running now; with one, that deal
 * (404 when the slug names no running deal). Each with its old (struck) and new price for the
 * reader, as its product page shows them (the catalogue's `dealTargetPrices`, 046).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const { db } = context.database;
  const read = await productReadContext(context, locale);
  if (params.slug) {
    const found = await getDeal(db, locale, params.slug);
    if (!found) throw data(null, { status: 404 });
    // The deal's product page, when the deal is on a product translated into this language.
    const slugs = await productSlugs(db, locale, found.productId === null ? [] : [found.productId]);
    const [priced] = await withPrices(db, read, [found]);
    const deal = {
      ...priced!,
      slugs: found.slugs,
      productSlug: slugs.get(found.productId ?? 0) ?? null,
    };
    return {
      deals: [],
      deal,
      alternates: alternates('bons-plans', (l) => (deal.slugs[l] ? { slug: deal.slugs[l] } : null)),
    };
  }
  // The deals are the same for everyone (cached); their prices depend on the reader's country.
  const running = await context.cached(`deals:active:${locale}`, () => listActiveDeals(db, locale));
  const deals = await withPrices(db, read, running);
  return { deals, deal: null, alternates: alternates('bons-plans', null) };
}

type PricedDeal = DealSummary & {
  /** Null when the deal names no product on sale (it is shown without prices, as before). */
  price:
    | (Pick<DealTargetPrice, 'oldCents' | 'newCents' | 'variantId'> & {
        /** The variant's name when the deal is for that variant only. */
        variantName: string | null;
      })
    | null;
};

/** The deals with their prices, in the same order. */
async function withPrices(
  db: Db,
  read: ReadContext,
  deals: readonly DealSummary[],
): Promise<PricedDeal[]> {
  const target = (deal: DealSummary) =>
    deal.productId === null ? null : { productId: deal.productId, variantId: deal.variantId };
  const prices = await dealTargetPrices(
    db,
    read,
    deals.flatMap((deal) => target(deal) ?? []),
  );
  return deals.map((deal) => {
    const key = target(deal);
    const price = key ? prices.get(dealTargetKey(key)) : undefined;
    if (!price) return { ...deal, price: null };
    const { oldCents, newCents, variantId, variantName } = price;
    return {
      ...deal,
      price: {
        oldCents,
        newCents,
        variantId,
        variantName: deal.variantId === null ? null : variantName,
      },
    };
  });
}

/** The old price struck, the new one, and the variant when the deal is for one only. */
function DealPrices({ price }: { price: PricedDeal['price'] }) {
  const t = useT();
  if (!price) return null;
  return (
    <>
      {price.variantName ? (
        <p className="card-meta" data-testid="deal-variant">
          {t('page.deals.onlyVariant', { name: price.variantName })}
        </p>
      ) : null}
      <p className="deal-prices" data-testid="deal-prices">
        {price.oldCents > price.newCents ? <OriginalPrice cents={price.oldCents} /> : null}{' '}
        <strong data-testid="deal-new-price">
          <span className="visually-hidden">{t('product.price')} </span>
          {formatPrice(price.newCents)}
        </strong>{' '}
        <span className="product-card-tax">{t('card.inclTax')}</span>
      </p>
    </>
  );
}

export const links = pageLinks;

/** A heart pressed on a deal reloads the header's data, not the deals. */
export const shouldRevalidate = skipAfterFavoriteToggle;

export const meta: Route.MetaFunction = (args) => {
  const loaderData = args.loaderData;
  if (!loaderData) return errorMeta(args.location.pathname);
  const locale = localeFromPath(args.location.pathname);
  return pageMeta(args, {
    title: loaderData.deal?.title ?? translate(locale, 'page.deals.title'),
    description: loaderData.deal
      ? summary(loaderData.deal.description)
      : translate(locale, 'page.deals.description'),
    alternates: loaderData.alternates,
  });
};

export const handle: PageHandle<Route.ComponentProps['loaderData']> = {
  breadcrumb: (loaderData, locale) => {
    const list = { label: translate(locale, 'page.deals.title') };
    return loaderData?.deal
      ? crumbs(
          locale,
          { ...list, href: href('bons-plans', null, locale) },
          { label: loaderData.deal.title },
        )
      : crumbs(locale, list);
  },
};

export default function Deals({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { deal, deals } = loaderData;
  if (deal) {
    return (
      <div className="page container">
        <PageHeader title={deal.title} lead={deal.description} />
        <p>
          <span className="badge">-{deal.discountPercent} %</span>{' '}
          {t('page.deals.until', { date: lastDay(deal.endsOn, locale) })}
        </p>
        <DealPrices price={deal.price} />
        {deal.image ? (
          <img className="article-cover" src={deal.image.url} alt="" width="800" height="450" />
        ) : null}
        <div className="page-actions">
          {deal.productSlug ? (
            <Link
              className="button button-brand"
              to={`${href('p-slug', { slug: deal.productSlug }, locale)}${
                deal.variantId === null ? '' : `?variant=${deal.variantId}`
              }`}
            >
              {t('page.deals.seeProduct')}
            </Link>
          ) : null}
          <Link className="button button-secondary" to={href('bons-plans', null, locale)}>
            {t('page.deals.all')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="page container">
      <PageHeader title={t('page.deals.title')} lead={t('page.deals.description')} />
      {deals.length === 0 ? (
        <p className="empty">{t('page.deals.empty')}</p>
      ) : (
        <ul className="card-list" data-testid="deals">
          {deals.map((item) => (
            <li key={item.id} className="deal-item">
              <Link className="card" to={href('bons-plans', { slug: item.slug }, locale)}>
                {item.image ? (
                  <img src={item.image.url} alt="" width="800" height="450" loading="lazy" />
                ) : null}
                <div className="card-body">
                  <span className="badge">-{item.discountPercent} %</span>
                  <h2 className="card-title">{item.title}</h2>
                  <DealPrices price={item.price} />
                  <p className="card-meta">
                    {t('page.deals.until', { date: lastDay(item.endsOn, locale) })}
                  </p>
                </div>
              </Link>
              {/* Beside the card's link (a form cannot sit inside a link): the deal's product. */}
              {item.productId !== null ? (
                <FavoriteButton
                  productId={item.productId}
                  name={item.title}
                  className="product-card-favorite"
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A deal's last day (not the midnight after it, when it stops). */
const lastDay = (day: string, locale: string) => formatDate(`${day}T12:00:00Z`, locale);
