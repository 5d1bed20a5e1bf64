import { describe, expect, it } from 'vitest';
import {
  ALLOWED_VARIANTS,
  IMAGE_PRESETS,
  encoderQuality,
  imageSources,
  parseVariantPath,
  specKey,
  variantCachePath,
  variantDimensions,
  variantUrl,
  type VariantSpec,
} from './image-variants.rules';

const card1x: VariantSpec = { width: 350, height: 350, fit: 'inside', quality: 88 };
const PRODUCT = '/media/images/products/seat-covers-black.webp';

describe('allow-list', () => {
  it('holds exactly the sizes of the presets', () => {
    expect([...ALLOWED_VARIANTS.keys()].sort()).toEqual(
      [
        '180x180-inside-q88',
        '360x360-inside-q88',
        '350x350-inside-q88',
        '464x464-inside-q88',
        '600x0-inside-q88',
        '1200x0-inside-q88',
        '100x100-inside-q88',
        '200x200-inside-q88',
        '100x100-cover-q90',
        '200x200-cover-q90',
        '64x64-inside-q88',
        '128x128-inside-q88',
        '200x125-cover-q88',
        '400x250-cover-q88',
        '800x500-cover-q88',
        '1280x0-inside-q88',
        '2560x0-inside-q88',
      ].sort(),
    );
  });

  it('uses quality 88, and 90 for the 100×100 category crops (SPEC §9)', () => {
    for (const spec of ALLOWED_VARIANTS.values()) {
      expect(spec.quality).toBe(spec.fit === 'cover' && spec.width === spec.height ? 90 : 88);
    }
    expect(IMAGE_PRESETS.category.sources[0]!.x1).toEqual({
      width: 100,
      height: 100,
      fit: 'cover',
      quality: 90,
    });
  });

  it('encodes AVIF 16 points lower, the fidelity of WebP at that quality', () => {
    expect(encoderQuality('avif', 88)).toBe(72);
    expect(encoderQuality('avif', 90)).toBe(74);
    expect(encoderQuality('webp', 88)).toBe(88);
    expect(encoderQuality('jpg', 90)).toBe(90);
  });

  it('gives product cards 180/360 px on mobile and 350/464 px on desktop (SPEC §2)', () => {
    const [mobile, desktop] = IMAGE_PRESETS.card.sources;
    expect(mobile!.media).toBe('(max-width: 767px)');
    expect([mobile!.x1.width, mobile!.x2.width, desktop!.x1.width, desktop!.x2.width]).toEqual([
      180, 360, 350, 464,
    ]);
    expect(desktop!.media).toBeUndefined();
  });
});

describe('parseVariantPath', () => {
  it('reads size, original and format', () => {
    expect(parseVariantPath('350x350-inside-q88/images/products/a.webp.avif')).toEqual({
      spec: card1x,
      specKey: '350x350-inside-q88',
      originalPath: 'images/products/a.webp',
      format: 'avif',
    });
    expect(parseVariantPath('100x100-cover-q90/images/categories/x.jpeg.jpg?v=1')).toMatchObject({
      originalPath: 'images/categories/x.jpeg',
      format: 'jpg',
    });
    expect(parseVariantPath('64x64-inside-q88/images/brands/a%20b.PNG.png')?.originalPath).toBe(
      'images/brands/a b.PNG',
    );
  });

  it.each([
    ['a size outside the allow-list', '351x351-inside-q88/images/a.webp.avif'],
    ['another quality', '350x350-inside-q80/images/a.webp.avif'],
    ['another fit', '350x350-cover-q88/images/a.webp.avif'],
    ['no size', 'images/a.webp.avif'],
    ['no original', '350x350-inside-q88/'],
    ['no path at all', '350x350-inside-q88'],
    ['an unknown format', '350x350-inside-q88/images/a.webp.gif'],
    ['no format', '350x350-inside-q88/images/a.webp'],
    ['an SVG original', '350x350-inside-q88/images/a.svg.webp'],
    ['an original without extension', '350x350-inside-q88/images/a.avif'],
    ['the cache folder', '350x350-inside-q88/cache/r/350x350-inside-q88/a.webp.avif'],
  ])('refuses %s', (_label, rest) => {
    expect(parseVariantPath(rest)).toBeNull();
  });

  it.each([
    '350x350-inside-q88/../secret.webp.avif',
    '350x350-inside-q88/images/../../secret.webp.avif',
    '350x350-inside-q88/%2e%2e/secret.webp.avif',
    '350x350-inside-q88/%2E%2E/%2E%2E/etc/passwd.png.png',
    '350x350-inside-q88/images%2F..%2F..%2Fsecret.webp.avif',
    '350x350-inside-q88/..%5Csecret.webp.avif',
    '350x350-inside-q88/images\\..\\secret.webp.avif',
    '350x350-inside-q88//etc/passwd.png.png',
    '350x350-inside-q88/./images/a.webp.avif',
    '350x350-inside-q88/images/.hidden.webp.avif',
    '350x350-inside-q88/images/a%00.webp.avif',
    '350x350-inside-q88/images/%E0%A4%A.webp.avif',
  ])('refuses the traversal or odd path %s', (rest) => {
    expect(parseVariantPath(rest)).toBeNull();
  });

  it('maps a variant to its file under the cache folder', () => {
    const variant = parseVariantPath('350x350-inside-q88/images/products/a.webp.avif')!;
    expect(variantCachePath(variant)).toBe('r/350x350-inside-q88/images/products/a.webp.avif');
  });
});

describe('variantUrl', () => {
  it('builds the URL of an allowed size of a /media original', () => {
    expect(variantUrl(PRODUCT, card1x, 'avif')).toBe(
      '/media/r/350x350-inside-q88/images/products/seat-covers-black.webp.avif',
    );
    expect(variantUrl('/media/images/a%20b.webp', card1x, 'webp')).toBe(
      '/media/r/350x350-inside-q88/images/a%20b.webp.webp',
    );
  });

  it('round-trips through parseVariantPath', () => {
    for (const spec of ALLOWED_VARIANTS.values()) {
      for (const format of ['avif', 'webp', 'jpg', 'png'] as const) {
        const url = variantUrl(PRODUCT, spec, format)!;
        expect(parseVariantPath(url.slice('/media/r/'.length))).toEqual({
          spec,
          specKey: specKey(spec),
          originalPath: 'images/products/seat-covers-black.webp',
          format,
        });
      }
    }
  });

  it.each([
    'https://cdn.example/a.webp',
    'data:image/png;base64,AAAA',
    '/media/images/logo.svg',
    '/media/r/350x350-inside-q88/images/a.webp.avif',
    '/media/images/a.webp?v=2',
    '/media/../secret.webp',
    '/assets/a.webp',
  ])('gives no variant for %s', (url) => {
    expect(variantUrl(url, card1x, 'avif')).toBeNull();
  });

  it('gives no URL for a size outside the allow-list', () => {
    expect(variantUrl(PRODUCT, { ...card1x, width: 351 }, 'avif')).toBeNull();
  });
});

describe('variantDimensions', () => {
  it.each([
    // inside: scaled down to fit, never enlarged
    [{ width: 350, height: 350, fit: 'inside' }, [464, 464], [350, 350]],
    [{ width: 350, height: 350, fit: 'inside' }, [800, 450], [350, 197]],
    [{ width: 600, height: 0, fit: 'inside' }, [800, 450], [600, 338]],
    [{ width: 1200, height: 0, fit: 'inside' }, [800, 450], [800, 450]],
    [{ width: 464, height: 464, fit: 'inside' }, [200, 100], [200, 100]],
    // cover: exactly the aspect, shrunk when the original is smaller
    [{ width: 100, height: 100, fit: 'cover' }, [464, 300], [100, 100]],
    [{ width: 800, height: 500, fit: 'cover' }, [464, 464], [464, 290]],
    [{ width: 400, height: 250, fit: 'cover' }, [800, 450], [400, 250]],
  ] as const)('%o of %o → %o', (spec, [width, height], expected) => {
    expect(variantDimensions({ ...spec, quality: 88 }, { width, height })).toEqual({
      width: expected[0],
      height: expected[1],
    });
  });
});

describe('imageSources', () => {
  it('gives AVIF then WebP sources, mobile first, with 1x/2x, and a jpg fallback', () => {
    const sources = imageSources({ url: PRODUCT, width: 464, height: 464 }, 'card');
    const r = (size: string, format: string) =>
      `/media/r/${size}/images/products/seat-covers-black.webp.${format}`;
    expect(sources.sources).toEqual([
      {
        type: 'image/avif',
        media: '(max-width: 767px)',
        srcSet: `${r('180x180-inside-q88', 'avif')} 1x, ${r('360x360-inside-q88', 'avif')} 2x`,
      },
      {
        type: 'image/webp',
        media: '(max-width: 767px)',
        srcSet: `${r('180x180-inside-q88', 'webp')} 1x, ${r('360x360-inside-q88', 'webp')} 2x`,
      },
      {
        type: 'image/avif',
        srcSet: `${r('350x350-inside-q88', 'avif')} 1x, ${r('464x464-inside-q88', 'avif')} 2x`,
      },
      {
        type: 'image/webp',
        srcSet: `${r('350x350-inside-q88', 'webp')} 1x, ${r('464x464-inside-q88', 'webp')} 2x`,
      },
    ]);
    expect(sources.src).toBe(r('350x350-inside-q88', 'jpg'));
    expect(sources.srcSet).toBe(
      `${r('350x350-inside-q88', 'jpg')} 1x, ${r('464x464-inside-q88', 'jpg')} 2x`,
    );
    expect(sources.avifSrcSet).toBe(sources.sources[2]!.srcSet);
    expect(sources.webpSrcSet).toBe(sources.sources[3]!.srcSet);
    expect([sources.width, sources.height]).toEqual([350, 350]);
  });

  it('sizes the <img> from the original when known, else from the preset box', () => {
    expect(imageSources({ url: PRODUCT, width: 800, height: 450 }, 'card')).toMatchObject({
      width: 350,
      height: 197,
    });
    expect(imageSources(PRODUCT, 'gallery')).toMatchObject({ width: 600, height: 600 });
    expect(imageSources(PRODUCT, 'brand').src).toMatch(/\.webp\.png$/);
  });

  it('lists widths with w descriptors when the page gives sizes', () => {
    const sources = imageSources({ url: PRODUCT, width: 464, height: 464 }, 'card', {
      sizes: '(max-width: 767px) 50vw, 25vw',
    });
    expect(sources.sources).toHaveLength(2);
    expect(sources.sources[0]).toMatchObject({
      type: 'image/avif',
      sizes: '(max-width: 767px) 50vw, 25vw',
    });
    expect(sources.sources[0]!.srcSet.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
      '180w',
      '350w',
      '360w',
      '464w',
    ]);
  });

  it('falls back to the plain URL when the picture cannot have variants', () => {
    expect(imageSources('https://cdn.example/a.webp', 'card')).toEqual({
      src: 'https://cdn.example/a.webp',
      srcSet: '',
      avifSrcSet: '',
      webpSrcSet: '',
      sources: [],
      width: 350,
      height: 350,
    });
  });
});
