/**
 * SEO for every page (issue 3 part 7): title, description, canonical URL, hreflang alternates
 * for the six locales plus `x-default` (the French version), and `noindex` for private pages.
 * Page loaders return their six alternates (`alternates()` from paths.ts, relative paths);
 * `meta` functions hand them to `pageMeta`, which makes them absolute with the public origin the
 * `shell` layout route found (`PUBLIC_URL`, else the request's origin).
 *
 * Also the contract of page handles: `handle.breadcrumb(data, locale)` lists the crumbs the
 * layout's breadcrumb shows (read through `useMatches()`).
 */
import type { MetaDescriptor } from 'react-router';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../shared/locale';
import { translate, type MessageKey } from './i18n';
import { alternates, href, localeFromPath, type RouteName } from './paths';

export type Alternates = Partial<Record<Locale, string>>;

export interface Crumb {
  label: string;
  /** Absent on the current page (the last crumb). */
  href?: string;
}

/** What a page module exports as `handle` (routes where SPEC §2 hides the breadcrumb omit it). */
export interface PageHandle<D = unknown> {
  breadcrumb: (data: D, locale: Locale) => Crumb[];
}

/** Home → … → the page: the crumbs a page handle returns. */
export function crumbs(locale: Locale, ...trail: Crumb[]): Crumb[] {
  return [{ label: translate(locale, 'nav.home'), href: href('index', null, locale) }, ...trail];
}

export interface PageSeo {
  /** The page's own title, without the shop name (added here). */
  title: string;
  description: string;
  /** Relative URLs of the page in each locale it exists in. */
  alternates: Alternates;
  /** Account, cart and login pages: kept out of search engines (robots.txt disallows them too). */
  noindex?: boolean;
}

interface MetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown; data?: unknown } | undefined>;
}

/** The public origin (`https://shop.example`) the `shell` layout route put in its data. */
export function originOf(matches: MetaArgs['matches']): string {
  const match = matches.find((candidate) => candidate?.id === 'shell');
  const root = (match?.loaderData ?? match?.data) as { origin?: unknown } | undefined;
  return typeof root?.origin === 'string' ? root.origin : '';
}

/** Title with the shop's name, unless the page title already carries it (home). */
export function fullTitle(locale: Locale, title: string): string {
  const site = translate(locale, 'site.name');
  return title.includes(site) ? title : `${title} | ${site}`;
}

export function pageMeta(args: MetaArgs, seo: PageSeo): MetaDescriptor[] {
  const locale = localeFromPath(args.location.pathname);
  const origin = originOf(args.matches);
  const self = seo.alternates[locale] ?? args.location.pathname;
  const tags: MetaDescriptor[] = [
    { title: fullTitle(locale, seo.title) },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: origin + self },
    ...LOCALES.filter((code) => seo.alternates[code]).map((code) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: code,
      href: origin + seo.alternates[code],
    })),
  ];
  const fallback = seo.alternates[DEFAULT_LOCALE];
  if (fallback) {
    tags.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: origin + fallback,
    });
  }
  tags.push({ property: 'og:title', content: fullTitle(locale, seo.title) });
  tags.push({ property: 'og:url', content: origin + self });
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  return tags;
}

/**
 * Meta of a page whose loader threw (404…): a title only; the error screen says the rest and
 * an error page has no canonical URL.
 */
export function errorMeta(pathname: string, key: MessageKey = 'error.notFoundTitle') {
  const locale = localeFromPath(pathname);
  return [
    { title: fullTitle(locale, translate(locale, key)) },
    { name: 'robots', content: 'noindex' },
  ];
}

/** A text cut at a word boundary for meta descriptions (about 160 characters). */
export function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[,;:.\s]+$/, '')}…`;
}

/**
 * `meta` of a page without parameters: its six URLs come from the route table, title and
 * description from the catalogues.
 */
export function staticMeta(
  name: RouteName,
  titleKey: MessageKey,
  descriptionKey: MessageKey,
  options: { noindex?: boolean } = {},
) {
  return (args: MetaArgs): MetaDescriptor[] => {
    const locale = localeFromPath(args.location.pathname);
    return pageMeta(args, {
      title: translate(locale, titleKey),
      description: translate(locale, descriptionKey),
      alternates: alternates(name, null as never),
      noindex: options.noindex,
    });
  };
}

/** `handle` of a page one level under home, labelled by a catalogue key. */
export function staticHandle(titleKey: MessageKey): PageHandle {
  return { breadcrumb: (_data, locale) => crumbs(locale, { label: translate(locale, titleKey) }) };
}
