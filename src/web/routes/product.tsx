import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/product';
import {
  getProductDetail,
  listDomains,
  productIdFromSlug,
  productSuggestions,
  type DomainSummary,
} from '../../modules/catalog';
import { fittingVehicles } from '../../modules/vehicles';
import {
  askQuestion,
  askQuestionInput,
  listQuestionGroups,
  publishedQuestions,
} from '../../modules/questions';
import { parseBodyOrThrow } from '../../shared/validation';
import { formFailure, formSuccess } from '../account/forms.server';
import { LOCALES, type Locale } from '../../shared/locale';
import { productReadContext } from '../catalog.server';
import { useNonce } from '../components/nonce';
import {
  BuyBox,
  Gallery,
  ProductDetails,
  ProductDocumentation,
  ProductQuestions,
  ProductReviews,
  ProductSuggestions,
  ProductVehicles,
  QUESTION_INTENT,
  productLinks,
  productView,
} from '../components/product';
import { translate } from '../i18n';
import { jsonLdText, productJsonLd } from '../structured-data';
import { alternates, href, localeFromPath } from '../paths';
import { publicOrigin, requestLocale } from '../request.server';
import { crumbs, errorMeta, pageMeta, summary, type Crumb, type PageHandle } from '../seo';
import { skipAfterFavoriteToggle } from '../components/favorites/favorite-state';

/**
 * Product page (`/p/:slug`, SPEC §2): the id is the slug's trailing digits; `?variant=<id>`
 * chooses a variant (else the catalogue's best one). A slug with the right id but an outdated
 * text redirects (301) to the current one of the page's language, keeping the query; an
 * unknown id is a 404. Prices include the VAT of the visitor's country.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const id = productIdFromSlug(params.slug);
  if (id === null) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const db = context.database.db;
  const readContext = await productReadContext(context, locale);
  const [detail, suggestions, domains, groups] = await Promise.all([
    getProductDetail(db, readContext, id, {
      variantId: variantParam(url.searchParams),
      fittingVehicles,
      publishedQuestions,
    }),
    productSuggestions(db, readContext, id),
    context.cached(`domains:${locale}`, () => listDomains(db, locale)),
    context.cached(`question-groups:${locale}`, () => listQuestionGroups(db, locale)),
  ]);
  const own = detail?.slugs[locale];
  if (!detail || !own) throw data(null, { status: 404 });
  if (own !== params.slug) {
    throw redirect(href('p-slug', { slug: own }, locale) + url.search, 301);
  }
  const product = productView(detail);
  const path = href('p-slug', { slug: own }, locale);
  const origin = publicOrigin(request);
  return {
    product,
    suggestions: suggestions ?? [],
    trail: categoryTrail(domains, detail.categories[0]?.id, locale),
    jsonLd: jsonLdText(productJsonLd(detail, { origin, url: path, variant: detail.variant })),
    image: product.images[0] ? new URL(product.images[0].url, origin).href : null,
    seo: { title: detail.meta_title, description: detail.meta_description },
    alternates: alternates('p-slug', (l) => (detail.slugs[l] ? { slug: detail.slugs[l] } : null)),
    // Asking a question requires login (SPEC §5): a visitor logs in and comes back here.
    asking: {
      signedIn: context.session !== null,
      groups: groups.map((group) => ({ id: group.id, name: group.name })),
      loginHref: loginToAsk(path, locale),
    },
  };
}

function loginToAsk(path: string, locale: Locale): string {
  return `${href('connexion', null, locale)}?${new URLSearchParams({ redirect: `${path}#questions` })}`;
}

/**
 * Asking a question (decision 053), from the product page's form with or without JavaScript:
 * the same use case as `POST /api/questions/product/{id}`. A visitor is sent to log in.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const id = productIdFromSlug(params.slug);
  if (id === null) throw data(null, { status: 404 });
  const form = await request.formData();
  if (form.get('intent') !== QUESTION_INTENT) throw data(null, { status: 400 });
  const path = new URL(request.url).pathname;
  if (!context.session) throw redirect(loginToAsk(path, locale), 303);
  try {
    const group = String(form.get('question_group_id') ?? '').trim();
    const input = parseBodyOrThrow(askQuestionInput, {
      body: String(form.get('body') ?? ''),
      question_group_id:
        group === '' ? undefined : /^\d{1,10}$/.test(group) ? Number(group) : group,
    });
    await askQuestion(
      { db: context.database.db, now: context.now, urls: context.accountUrls },
      { userId: context.session.userId, locale },
      id,
      input,
    );
    return formSuccess(translate(locale, 'product.questionSent'), QUESTION_INTENT);
  } catch (error) {
    return formFailure(error, locale, form, ['body', 'question_group_id'], QUESTION_INTENT);
  }
}

/** `?variant=123`: a positive integer, else none (the best variant). */
function variantParam(search: URLSearchParams): number | undefined {
  const value = search.get('variant');
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** Domain → category → subcategory down to the product's main category, as linked crumbs. */
function categoryTrail(
  domains: readonly DomainSummary[],
  categoryId: number | undefined,
  locale: Locale,
): Crumb[] {
  if (categoryId === undefined) return [];
  for (const domain of domains) {
    if (domain.id === categoryId) {
      return [{ label: domain.name, href: href('c-domain', { domain: domain.slug }, locale) }];
    }
    for (const category of domain.children) {
      const base = { domain: domain.slug, category: category.slug };
      const trail: Crumb[] = [
        { label: domain.name, href: href('c-domain', { domain: domain.slug }, locale) },
        { label: category.name, href: href('c-domain-category', base, locale) },
      ];
      if (category.id === categoryId) return trail;
      const sub = category.children.find((child) => child.id === categoryId);
      if (sub) {
        return [
          ...trail,
          {
            label: sub.name,
            href: href('c-domain-category-subcategory', { ...base, subcategory: sub.slug }, locale),
          },
        ];
      }
    }
  }
  return [];
}

/** The cart's paths: adding to the cart (a fetcher) changes nothing this page shows. */
const CART_PATHS = new Set(LOCALES.map((locale) => href('panier', null, locale)));

/** After an addition to the cart or a heart only the root (header counts) reloads, not the product. */
export function shouldRevalidate({
  formAction,
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formAction && CART_PATHS.has(formAction.split('?')[0]!)) return false;
  // A question waits for its answer: nothing the page shows has changed.
  if (formData?.get('intent') === QUESTION_INTENT) return false;
  // A heart changes only the root's data (the hearts on, the header's count).
  return skipAfterFavoriteToggle({ formAction, defaultShouldRevalidate });
}

export const links = productLinks;

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return errorMeta(args.location.pathname);
  const locale = localeFromPath(args.location.pathname);
  const { product, image, seo } = args.loaderData;
  // The back office's texts for search engines when written, else the name and description.
  const tags = pageMeta(args, {
    title: seo.title || product.name,
    description:
      seo.description ||
      (product.description
        ? summary(product.description)
        : translate(locale, 'product.metaDescription', { product: product.name })),
    alternates: args.loaderData.alternates,
  });
  tags.push({ property: 'og:type', content: 'product' });
  if (image) tags.push({ property: 'og:image', content: image });
  return tags;
};

export const handle: PageHandle<Route.ComponentProps['loaderData'] | undefined> = {
  breadcrumb: (loaderData, locale) =>
    loaderData
      ? crumbs(locale, ...loaderData.trail, { label: loaderData.product.name })
      : crumbs(locale),
};

export default function Product({ loaderData }: Route.ComponentProps) {
  const nonce = useNonce();
  const { product, suggestions, jsonLd, asking } = loaderData;
  return (
    <div className="product-page container" data-testid="product-page">
      <div className="product-layout">
        <div className="product-gallery-column">
          <Gallery
            key={product.images.map((image) => image.url).join(' ')}
            images={product.images}
            name={product.name}
          />
        </div>
        <div className="product-buy-column">
          <BuyBox product={product} suggestions={suggestions} />
        </div>
      </div>
      <ProductDetails product={product} />
      <ProductVehicles vehicles={product.vehicles} />
      <ProductDocumentation documentation={product.documentation} />
      <ProductQuestions questions={product.questions} asking={asking} />
      <ProductReviews product={product} />
      <ProductSuggestions products={suggestions} />
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
    </div>
  );
}
