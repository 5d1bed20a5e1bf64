/**
 * The root loader's layout data: menus (domains → categories → subcategories, vehicle brands),
 * banner and footer texts, contact details and the site rating. Everything goes through the
 * app's 30 s reference-data memo, keyed by locale where it depends on it.
 */
import type { AppLoadContext } from 'react-router';
import { starsOutOfFive } from '../../../shared/rating';
import { listBrands, listDomains } from '../../../modules/catalog';
import {
  companyName,
  getPublicConfiguration,
  getTexts,
  shopIdentity,
} from '../../../modules/content';
import type { Locale } from '../../../shared/locale';
import { truncate } from '../../format';
import type {} from '../../context';
import type { SocialNetwork } from './icons';
import {
  DEFAULT_RATING,
  type LayoutData,
  type MenuBrand,
  type MenuDomain,
  type SiteRating,
  type SocialLink,
} from './types';

/** SPEC §9 limits. */
export const BRAND_LIMIT = 80;
export const CHILD_LIMIT = 16;
export const SUBTITLE_MAX = 80;

const TEXT_KEYS = ['home_banner_label', 'home_banner_url', 'description_footer', 'contact_phone'];
const SOCIAL_NETWORKS: SocialNetwork[] = ['facebook', 'instagram', 'youtube', 'tiktok'];
const CONFIG_KEYS = [
  'site_rating_average',
  'site_rating_count',
  'site_rating_url',
  'contact_email',
  'contact_phone',
  ...SOCIAL_NETWORKS.map((network) => `social_${network}`),
];

export async function loadLayoutData(context: AppLoadContext, locale: Locale): Promise<LayoutData> {
  const { db } = context.database;
  const [texts, config, domains, brands, identity] = await Promise.all([
    context.cached(`layout-texts:${locale}`, () => getTexts(db, TEXT_KEYS, locale)),
    context.cached('layout-config', async () => {
      const entries: Array<[string, string]> = [];
      // One at a time: PGlite serves one query at a time anyway, and this runs every 30 s.
      for (const key of CONFIG_KEYS) {
        const row = await getPublicConfiguration(db, key);
        if (row?.value.trim()) entries.push([key, row.value.trim()]);
      }
      return Object.fromEntries(entries) as Record<string, string>;
    }),
    context.cached(`menu-domains:${locale}`, async () =>
      (await listDomains(db, locale)).map(menuDomain),
    ),
    context.cached(`menu-brands:vehicle`, async () =>
      (await listBrands(db, { type: 'vehicle', limit: BRAND_LIMIT })).map(
        ({ id, name, slug, image }): MenuBrand => ({ id, name, slug, image: image?.url ?? null }),
      ),
    ),
    context.cached('shop-identity', () => shopIdentity(db)),
  ]);
  const company = companyName(identity);
  const label = texts.home_banner_label?.trim();
  return {
    seller: company
      ? { company, address: identity.address.join(', '), siret: identity.siret ?? '—' }
      : null,
    banner: label ? { label, url: safeUrl(texts.home_banner_url) } : null,
    footerText: texts.description_footer?.trim() || null,
    phone: texts.contact_phone?.trim() || config.contact_phone || null,
    email: config.contact_email ?? null,
    rating: siteRating(config),
    social: SOCIAL_NETWORKS.flatMap((network): SocialLink[] => {
      const url = safeUrl(config[`social_${network}`]);
      return url ? [{ network, url }] : [];
    }),
    domains,
    brands,
  };
}

function menuDomain(domain: Awaited<ReturnType<typeof listDomains>>[number]): MenuDomain {
  return {
    id: domain.id,
    name: domain.name,
    slug: domain.slug,
    subtitle: domain.subtitle ? truncate(domain.subtitle, SUBTITLE_MAX) : null,
    image: domain.image?.url ?? null,
    categories: domain.children.slice(0, CHILD_LIMIT).map((category) => ({
      id: category.id,
      name: category.name,
      slug: category.slug,
      children: category.children
        .slice(0, CHILD_LIMIT)
        .map(({ id, name, slug }) => ({ id, name, slug })),
    })),
  };
}

/** SPEC §9 defaults (10, 1 review) when the configuration is missing or unreadable. */
export function siteRating(config: Record<string, string | undefined>): SiteRating {
  const average = Number(config.site_rating_average?.replace(',', '.'));
  const count = Number(config.site_rating_count);
  const validAverage = Number.isFinite(average) && average >= 0 && average <= 10;
  const validCount = Number.isInteger(count) && count > 0;
  const shown = validAverage && validCount ? average : DEFAULT_RATING.average;
  return {
    average: shown,
    // Out of 5 here, on the server: the page's script needs no rating code (decision 054).
    stars: starsOutOfFive(shown, true) ?? DEFAULT_RATING.stars,
    count: validAverage && validCount ? count : DEFAULT_RATING.count,
    url: safeUrl(config.site_rating_url),
  };
}

/** Only site-relative paths and http(s) URLs reach an href (no `javascript:`). */
export function safeUrl(value: string | null | undefined): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}
