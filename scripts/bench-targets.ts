/**
 * What `npm run bench` asks the shop (scripts/bench.ts): realistic, rotating catalogue queries
 * on the seeded demo catalogue (any scale), each target with its warm set of distinct queries
 * and, for the catalogue, a cold variant that never repeats a list.
 */
/** Seeded categories (domains) and colour values (filter 1): 6 × 10 = 60 distinct lists. */
const DOMAINS = [
  [1, 'housses-de-siege'],
  [2, 'mousses'],
  [3, 'panneaux-de-porte'],
  [4, 'plages-arriere'],
  [5, 'soufflets'],
  [6, 'equipements'],
] as const;
const COLOURS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const SORTS = ['priceAscending', 'priceDescending', 'popularity'];
const LISTS = DOMAINS.flatMap(([id, slug]) => COLOURS.map((colour) => ({ id, slug, colour })));

/** 60 autocomplete prefixes shoppers type: products, materials, colours, makes and models. */
const WORDS = (
  'hous housse clio golf tapis volant mousse souff panneau siege cuir alcan simili noir rouge ' +
  'bleu gris beige renault peugeot citro volks audi bmw merce ford opel fiat toyota dacia ' +
  'sandero megane scenic kangoo master trafic 208 308 partner berlingo c3 c4 polo passat a3 ' +
  'fiesta focus transit corsa astra 500 panda yaris duster pommeau accou coffre moquet velours ' +
  'plage'
).split(' ');

export type Make = (turn: number) => string;

/** Product pages: the slugs of 60 active products, asked of the started shop once (any scale). */
const productSlugs: string[] = [];
export async function prepareTargets(base: string): Promise<void> {
  if (productSlugs.length > 0) return;
  const response = await fetch(`${base}/api/products?limit=60&fields[products]=id,slug`);
  const body = (await response.json()) as { data: Array<{ slug: string }> };
  productSlugs.push(...body.data.map((product) => product.slug));
  if (productSlugs.length === 0) throw new Error('no product to measure');
}
const productPage: Make = (turn) => `/p/${productSlugs[turn % productSlugs.length]}`;

/** `cold`: also measured with the caches off; `make(turn)` is the path of request `turn`. */
export const TARGETS: Array<{ name: string; make: Make; distinct: number; cold?: Make }> = [
  {
    name: 'GET /api/categories (domains, nested, images)',
    make: () =>
      '/api/categories?domain=1&withoutStructuredData=1&fields[categories]=id,name,position,slug,subtitle' +
      '&include=nested_children_light.images,images&sort=position',
    distinct: 1,
  },
  {
    name: 'GET /api/products: category + price + colour, sort, extraData',
    make: (turn) => apiList(turn, 300),
    distinct: LISTS.length,
    cold: (turn) => apiList(turn, 300 + turn),
  },
  {
    name: 'GET /api/products autocomplete (filter[search], limit 6)',
    make: (turn) => autocomplete(turn),
    distinct: WORDS.length,
    cold: (turn) => autocomplete(turn),
  },
  {
    name: 'GET /c/{domain}?priceMax&filters&sort (list page, SSR)',
    make: (turn) => listPage(turn, 300),
    distinct: LISTS.length,
    // A price bound never asked before: the page memo of the list misses too.
    cold: (turn) => listPage(turn, 300 + turn),
  },
  // Cold: the home with its slides, banner and carousels rendered with every cache off.
  { name: 'GET / (home page, SSR)', make: () => '/', distinct: 1, cold: () => '/' },
  // The product page with its reviews (verified, photos) and published questions; cold is what
  // a signed-in customer or a visitor with favourites gets (neither is served from the cache).
  { name: 'GET /p/{slug} (product page, SSR)', make: productPage, distinct: 60, cold: productPage },
  {
    name: 'GET /contact (contact form, SSR)',
    make: () => '/contact',
    distinct: 1,
    cold: () => '/contact',
  },
  {
    name: 'GET /cartes-cadeaux (gift cards for sale, SSR)',
    make: () => '/cartes-cadeaux',
    distinct: 1,
    cold: () => '/cartes-cadeaux',
  },
];

function apiList(turn: number, priceMax: number) {
  const list = LISTS[turn % LISTS.length]!;
  return (
    `/api/products?filter[categoriesIds]=${list.id}&filter[priceRange]=20,${priceMax}` +
    `&sort=${SORTS[turn % SORTS.length]}&extraData=1&include=variant,filters` +
    `&filter[filterValuesIds]=${list.colour}`
  );
}

function autocomplete(turn: number) {
  const word = encodeURIComponent(WORDS[turn % WORDS.length]!);
  return `/api/products?limit=6&fields[products]=id,name,slug,price_from_ttc,images&filter[search]=${word}`;
}

function listPage(turn: number, priceMax: number) {
  const list = LISTS[turn % LISTS.length]!;
  return `/c/${list.slug}?priceMax=${priceMax}&sort=${SORTS[turn % SORTS.length]}&filters=${list.colour}`;
}
