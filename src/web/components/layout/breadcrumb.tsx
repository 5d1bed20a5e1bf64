import { Link, useMatches } from 'react-router';
import type { Locale } from '../../../shared/locale';
import { useLocale, useT } from '../../i18n';
import { href } from '../../paths';
import type { Crumb, PageHandle } from '../../seo';
import { useNonce } from '../nonce';

/**
 * The trail comes from each matched route's `handle.breadcrumb(data, locale)` (PageHandle in
 * seo.ts). SPEC §2: no breadcrumb on login, home, register, gift cards, new password, PRO account and
 * account pages. Route ids are `name.locale`; account pages are every `compte…` name.
 */
const HIDDEN_NAMES = [
  'index',
  'connexion',
  'connexion-provider',
  'inscription',
  'cartes-cadeaux',
  'nouveau-mot-de-passe',
];

export function breadcrumbHidden(routeId: string): boolean {
  const dot = routeId.lastIndexOf('.');
  const name = dot > 0 ? routeId.slice(0, dot) : routeId;
  return HIDDEN_NAMES.includes(name) || name === 'compte' || name.startsWith('compte-');
}

type Match = ReturnType<typeof useMatches>[number];

/** The crumbs of the matched routes, Home first; empty when the page shows none. */
export function collectCrumbs(
  matches: readonly Match[],
  locale: Locale,
  homeLabel: string,
): Crumb[] {
  const last = matches[matches.length - 1];
  if (!last || breadcrumbHidden(last.id)) return [];
  const crumbs: Crumb[] = [];
  for (const match of matches) {
    const make = (match.handle as Partial<PageHandle> | undefined)?.breadcrumb;
    if (typeof make !== 'function' || match.loaderData === undefined) continue;
    const made: Crumb | Crumb[] | null | undefined = make(match.loaderData, locale);
    if (!made) continue;
    crumbs.push(...(Array.isArray(made) ? made : [made]).filter((c) => c?.label));
  }
  if (crumbs.length === 0) return [];
  // Pages usually start their trail with Home (seo.ts `crumbs()`); add it when they do not.
  const home = href('index', null, locale);
  return crumbs[0]!.href === home ? crumbs : [{ label: homeLabel, href: home }, ...crumbs];
}

/** Schema.org BreadcrumbList; `<` is escaped so no label can close the script element. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string): string {
  const json = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href ? { item: new URL(crumb.href, origin).href } : {}),
    })),
  };
  return JSON.stringify(json).replace(/</g, '\\u003c');
}

export function Breadcrumb({ origin }: { origin: string | null }) {
  const t = useT();
  const locale = useLocale();
  const nonce = useNonce();
  const crumbs = collectCrumbs(useMatches(), locale, t('layout.home'));
  if (crumbs.length < 2) return null;
  return (
    <nav
      className="breadcrumb container"
      aria-label={t('layout.breadcrumb')}
      data-testid="breadcrumb"
    >
      <ol>
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.label}`}>
              {crumb.href && !current ? (
                <Link to={crumb.href}>{crumb.label}</Link>
              ) : (
                <span aria-current={current ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
      {origin ? (
        <script
          type="application/ld+json"
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: breadcrumbJsonLd(crumbs, origin) }}
        />
      ) : null}
    </nav>
  );
}
