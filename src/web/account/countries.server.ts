import type { AppLoadContext } from 'react-router';
import { listCountries } from '../../modules/geo';
import type { Locale } from '../../shared/locale';

/** The countries the shop delivers to, named in the page's language (address and profile forms). */
export function allowedCountries(context: AppLoadContext, locale: Locale) {
  return context.cached(`allowed-country-ids:${locale}`, async () => {
    const { data } = await listCountries(context.database.db, locale, {
      include: new Set(),
      fields: {},
      filter: { is_allowed: true },
      params: {},
      sort: [{ field: 'name', descending: false }],
      page: 1,
      limit: 500,
    });
    return data.map((c) => ({ id: c.id, iso: c.iso, name: c.name }));
  });
}
