import { LOCALES, type Locale } from '../../../shared/locale';
import { href, routeNameOf } from '../../paths';

interface MatchLike {
  id: string;
  params: Readonly<Record<string, string | undefined>>;
  data?: unknown;
}

type Alternates = Partial<Record<Locale, string>>;

function alternatesOf(data: unknown): Alternates | null {
  if (!data || typeof data !== 'object') return null;
  const record = data as { alternates?: unknown; seo?: { alternates?: unknown } };
  const found = record.alternates ?? record.seo?.alternates;
  return found && typeof found === 'object' ? (found as Alternates) : null;
}

/**
 * The current page in another locale: the page's own alternates (translated slugs) when its
 * loader gives them, else the same route name with the same params, else that locale's home.
 */
export function localizedPath(matches: readonly MatchLike[], locale: Locale, search = ''): string {
  for (const match of [...matches].reverse()) {
    const alternate = alternatesOf(match.data)?.[locale];
    if (typeof alternate === 'string' && alternate.startsWith('/')) return alternate + search;
    const name = routeNameOf(match.id);
    if (!name) continue;
    try {
      const params = Object.fromEntries(
        Object.entries(match.params).filter((entry): entry is [string, string] => !!entry[1]),
      );
      return (href as (n: string, p: unknown, l: Locale) => string)(name, params, locale) + search;
    } catch {
      break; // a parameter the other locale needs is unknown: go home
    }
  }
  return href('index', null, locale);
}

export { LOCALES };
