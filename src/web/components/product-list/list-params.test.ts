import { describe, expect, it } from 'vitest';
import {
  cleanListUrl,
  listSearch,
  parseListParams,
  selectedCount,
  withoutFilters,
} from './list-params';

describe('product list URL', () => {
  it('reads comma lists and the repeated parameters of a plain GET form alike', () => {
    expect(parseListParams('filters=3,1&filters=2').filters).toEqual([1, 2, 3]);
    expect(parseListParams('brands=7&brands=7').brands).toEqual([7]);
  });

  it('drops malformed values instead of failing', () => {
    const state = parseListParams('filters=1,x,-2&page=0&sort=bogus&priceMin=abc&reviews=9,4');
    expect(state.filters).toEqual([1]);
    expect(state.page).toBe(1);
    expect(state.sort).toBe('popularity');
    expect(state.priceMin).toBeNull();
    expect(state.reviews).toEqual([4]);
  });

  it('reads prices with a comma or a dot and range sliders in either order', () => {
    const state = parseListParams('priceMin=10,5&priceMax=99&range4=40-10');
    expect(state.priceMin).toBe(10.5);
    expect(state.priceMax).toBe(99);
    expect(state.ranges.get(4)).toEqual([10, 40]);
  });

  it('writes a canonical query string that reads back the same', () => {
    const state = parseListParams(
      'q=housse&sort=priceAscending&filters=2,1&availability=stock&priceMax=50&page=2&vehicle=1',
    );
    const search = listSearch(state);
    expect(search).toBe(
      '?q=housse&sort=priceAscending&filters=1%2C2&availability=stock&priceMax=50&vehicle=1&page=2',
    );
    expect(parseListParams(search.slice(1))).toEqual(state);
    expect(listSearch(parseListParams(''))).toBe('');
  });

  it('counts the chosen filters and erases them while keeping search and sort', () => {
    const state = parseListParams('q=x&sort=newest&filters=1,2&brands=3&priceMin=5&range4=1-2');
    expect(selectedCount(state)).toBe(5);
    const erased = withoutFilters(state);
    expect(selectedCount(erased)).toBe(0);
    expect(listSearch(erased)).toBe('?q=x&sort=newest');
  });

  it.each([
    ['untouched', 'range4Min=10&range4Max=30&range4Bounds=10-30', undefined],
    ['pushed past its bounds', 'range4Min=5&range4Max=40&range4Bounds=10-30', undefined],
    ['with an empty side', 'range4Min=&range4Max=30&range4Bounds=10-30', undefined],
    ['moved from below', 'range4Min=15&range4Max=30&range4Bounds=10-30', [15, 30]],
    ['moved from above', 'range4Min=10&range4Max=20&range4Bounds=10-30', [10, 20]],
    ['sent without its bounds', 'range4Min=10&range4Max=30', [10, 30]],
  ])('reads a slider %s as the form sends it', (_, query, expected) => {
    const state = parseListParams(`filters=9&${query}`);
    expect(state.ranges.get(4)).toEqual(expected);
    expect(selectedCount(state)).toBe(expected ? 2 : 1);
  });

  it('turns a plain form submission into the clean list URL, keeping foreign parameters', () => {
    expect(
      cleanListUrl(
        '/marques/renault/clio-iv',
        '?range4Min=10&range4Max=30&range4Bounds=10-30&priceMin=&priceMax=&availability=&sort=popularity&filters=9&utm_source=mail',
      ),
    ).toBe('/marques/renault/clio-iv?filters=9&utm_source=mail');
    expect(cleanListUrl('/c/x', '?priceMin=&priceMax=')).toBe('/c/x');
    expect(cleanListUrl('/c/x', '?range4Min=12&range4Max=30&range4Bounds=10-30')).toBe(
      '/c/x?range4=12-30',
    );
    expect(cleanListUrl('/c/x', '?filters=9&range4=12-30')).toBeNull();
    expect(cleanListUrl('/c/x', '')).toBeNull();
  });
});
