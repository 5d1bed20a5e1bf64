import type { AppLoadContext } from 'react-router';
import { companyName, shopIdentity, type ShopIdentity } from '../../modules/content';
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
): LegalSection[] {
  const params = identityParams(identity);
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (all, name: string) => params[name] ?? all);
  const texts = CATALOGUES[locale];
  const sections: LegalSection[] = [];
  for (let n = 1; `page.${page}.s${n}.title` in texts; n++) {
    sections.push({
      title: texts[`page.${page}.s${n}.title` as LegalTextKey],
      body: fill(texts[`page.${page}.s${n}.body` as LegalTextKey] ?? ''),
    });
  }
  return sections;
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
