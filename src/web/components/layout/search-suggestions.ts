import { useEffect, useRef, useState } from 'react';
import type { ProductDto } from '../../../modules/catalog';
import type { Locale } from '../../../shared/locale';

/** SPEC §7: the header autocomplete waits 500 ms after the last keystroke. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;
const MIN_CHARS = 2;
const MAX_SUGGESTIONS = 6;
/** SPEC §7: no autocomplete on phones (the small screen belongs to the results). */
const MOBILE = '(max-width: 767px)';

export type Suggestion = Pick<ProductDto, 'id' | 'name' | 'slug' | 'price_from_ttc' | 'images'> &
  Partial<Pick<ProductDto, 'price_from_ht'>>;

/**
 * Products matching what is being typed, fetched from GET /api/products after a pause; stale
 * answers are discarded (an older, slower request never overwrites a newer one).
 */
export function useSearchSuggestions(text: string, locale: Locale, enabled: boolean) {
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const latest = useRef(0);
  const query = text.trim();
  const active = enabled && query.length >= MIN_CHARS;

  useEffect(() => {
    if (!active || window.matchMedia(MOBILE).matches) return;
    const ticket = ++latest.current;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const params = new URLSearchParams({
        'filter[search]': query,
        limit: String(MAX_SUGGESTIONS),
        'fields[products]': 'id,name,slug,price_from_ttc,price_from_ht,images',
      });
      try {
        const response = await fetch(`/api/products?${params}`, {
          headers: { accept: 'application/json', language: locale },
          signal: controller.signal,
        });
        if (!response.ok) return;
        const body = (await response.json()) as { data: Suggestion[] };
        if (ticket === latest.current) setSuggestions(body.data);
      } catch {
        // Suggestions are a convenience: the search itself still works.
      }
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, query, locale]);

  return active ? suggestions : [];
}
