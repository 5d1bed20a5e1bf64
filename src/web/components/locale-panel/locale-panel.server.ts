/**
 * Root-loader data for <LocalePanel />: the countries the shop delivers to, named in the page
 * locale (memoised with `context.cached`), and the visitor's country from the request context.
 * Usage in root.tsx's loader: `localePanel: await loadLocalePanelData(context, locale)`.
 */
import type { AppLoadContext } from 'react-router';
import { listCountries } from '../../../modules/geo';
import type { Locale } from '../../../shared/locale';
import type {} from '../../context';
import type { PanelCountry } from './locale-panel';

export interface LocalePanelData {
  countries: PanelCountry[];
  country: string;
}

export async function loadLocalePanelData(
  context: AppLoadContext,
  locale: Locale,
): Promise<LocalePanelData> {
  const countries = await context.cached(`allowed-countries:${locale}`, async () => {
    const { data } = await listCountries(context.database.db, locale, {
      include: new Set(),
      fields: {},
      filter: { is_allowed: true },
      params: {},
      sort: [],
      page: 1,
      limit: 500,
    });
    return data.map((c) => ({ id: c.id, iso: c.iso, name: c.name }));
  });
  return { countries, country: context.country };
}
