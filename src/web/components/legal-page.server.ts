import type { AppLoadContext } from 'react-router';
import {
  companyName,
  legalPageText,
  parseLegalText,
  shopIdentity,
  type ShopIdentity,
} from '../../modules/content';
import type { Locale } from '../../shared/locale';
import type {} from '../context';
import { CATALOGUES, type LegalTextKey } from '../i18n/catalogues';
import type { LegalSection } from './legal-page';

export type LegalPageKey = 'cgv' | 'legal' | 'privacy';

/**
 * Sections `page.<page>.s1 … sN` (title + body) of a legal page in `locale`, in order. These
 * long texts stay out of the page catalogue every page carries: only their page's loader
 * sends them.
 */
export function legalSections(
  page: LegalPageKey,
  locale: Locale,
  identity: ShopIdentity,
  edited: string | null = null,
): LegalSection[] {
  const params = identityParams(identity);
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (all, name: string) => params[name] ?? all);
  // A text edited in the back office for this language replaces the catalogue's.
  if (edited?.trim()) {
    const sections = parseLegalText(edited);
    if (sections.length > 0)
      return sections.map((s) => ({ title: fill(s.title), body: fill(s.body) }));
  }
  return defaultLegalSections(page, locale).map((s) => ({ title: s.title, body: fill(s.body) }));
}

/** The catalogue's sections of a legal page, placeholders (`{company}`…) left as they are. */
export function defaultLegalSections(page: LegalPageKey, locale: Locale): LegalSection[] {
  const texts = CATALOGUES[locale];
  const sections: LegalSection[] = [];
  for (let n = 1; `page.${page}.s${n}.title` in texts; n++) {
    sections.push({
      title: texts[`page.${page}.s${n}.title` as LegalTextKey],
      body: texts[`page.${page}.s${n}.body` as LegalTextKey] ?? '',
    });
  }
  return sections;
}

/**
 * A legal page's sections for its loader: the text edited in the back office for this language
 * (read cache, emptied by every content save), else the catalogue's.
 */
export async function loadLegalSections(
  context: AppLoadContext,
  page: LegalPageKey,
  locale: Locale,
): Promise<LegalSection[]> {
  const [identity, edited] = await Promise.all([
    loadShopIdentity(context),
    context.cached(`legal-text:${page}:${locale}`, () =>
      legalPageText(context.database.db, page, locale),
    ),
  ]);
  return legalSections(page, locale, identity, edited);
}

/** The shop's identity (one set of settings, 30 s memo), for the legal pages and the footer. */
export function loadShopIdentity(context: AppLoadContext): Promise<ShopIdentity> {
  return context.cached('shop-identity', () => shopIdentity(context.database.db));
}

/** Values of the `{company}`, `{address}`… placeholders of the legal texts; "—" when unset. */
export function identityParams(identity: ShopIdentity): Record<string, string> {
  const or = (value: string | null) => value || '—';
  return {
    company: or(companyName(identity)),
    capital: or(identity.capital),
    address: or(identity.address.join(', ')),
    rcs: or(identity.rcs),
    siret: or(identity.siret),
    vat: or(identity.vatNumber),
    phone: or(identity.phone),
    email: or(identity.email),
    director: or(identity.publicationDirector),
    host: or(identity.host.name),
    hostAddress: or(identity.host.address.join(', ')),
    hostPhone: or(identity.host.phone),
  };
}
