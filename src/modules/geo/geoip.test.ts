import { describe, expect, it } from 'vitest';
import {
  LruCache,
  countryFromAcceptLanguage,
  countryFromCdnHeaders,
  createIpapiGeoIp,
  createOfflineGeoIp,
  geoIpFromEnv,
  isPublicIp,
  normaliseCountry,
} from './geoip.adapter';

describe('CDN country headers', () => {
  it.each([
    [{ 'cf-ipcountry': 'de' }, 'DE'],
    [{ 'cloudfront-viewer-country': 'BE' }, 'BE'],
    [{ 'x-vercel-ip-country': 'ch' }, 'CH'],
    [{ 'cf-ipcountry': 'XX', 'x-vercel-ip-country': 'IT' }, 'IT'],
    [{ 'cf-ipcountry': 'T1' }, null],
    [{ 'cf-ipcountry': ['PT', 'ES'] }, 'PT'],
    [{ 'cf-ipcountry': 'FRA' }, null],
    [{}, null],
  ])('%j → %s', (headers, expected) => {
    expect(countryFromCdnHeaders(headers)).toBe(expected);
  });
});

describe('Accept-Language region', () => {
  it.each([
    ['de-AT,de;q=0.9,en;q=0.8', 'AT'],
    ['fr-BE', 'BE'],
    ['fr, en-GB;q=0.5', 'GB'],
    ['fr;q=0.5, pt-BR;q=0.9', 'BR'],
    ['es-419,es;q=0.9', null],
    ['zh-Hant-TW', 'TW'],
    ['fr', null],
    ['*', null],
    ['en-US;q=0, de-CH', 'CH'],
    ['', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(countryFromAcceptLanguage(header)).toBe(expected);
  });

  it('normalises codes and rejects placeholders', () => {
    expect(normaliseCountry(' fr ')).toBe('FR');
    expect(normaliseCountry('ZZ')).toBeNull();
    expect(normaliseCountry('Undefined')).toBeNull();
  });
});

describe('offline adapter', () => {
  const geo = createOfflineGeoIp();
  it('prefers the CDN header, then the Accept-Language region, else null', async () => {
    expect(await geo.lookup('1.2.3.4', { 'cf-ipcountry': 'ES', 'accept-language': 'de-AT' })).toBe(
      'ES',
    );
    expect(await geo.lookup('1.2.3.4', { 'accept-language': 'de-AT,de' })).toBe('AT');
    expect(await geo.lookup('1.2.3.4', { 'accept-language': 'fr' })).toBeNull();
  });
});

describe('public IPs', () => {
  it.each([
    ['8.8.8.8', true],
    ['2a01:e0a::1', true],
    ['127.0.0.1', false],
    ['::1', false],
    ['::ffff:10.0.0.3', false],
    ['192.168.1.20', false],
    ['172.20.0.1', false],
    ['172.32.0.1', true],
    ['fd00::1', false],
    ['fe80::1', false],
    ['not-an-ip', false],
  ])('%s → %s', (ip, expected) => {
    expect(isPublicIp(ip)).toBe(expected);
  });
});

describe('LRU cache', () => {
  it('evicts the least recently used entry and expires old ones', () => {
    let now = 0;
    const cache = new LruCache<number>(2, 100, () => now);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3); // evicts b
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    now = 150;
    expect(cache.get('c')).toBeUndefined();
  });
});

function fakeFetch(answer: (url: URL, init?: RequestInit) => Promise<Response>) {
  const calls: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push(url.toString());
    return answer(url, init);
  }) as typeof fetch;
  return { fetchImpl, calls };
}

describe('ipapi adapter', () => {
  it('asks GET {base}/{ip}/country/ with the key and reads the plain-text code', async () => {
    const { fetchImpl, calls } = fakeFetch(async () => new Response('DE\n'));
    const geo = createIpapiGeoIp({ fetch: fetchImpl, apiKey: 'k1', baseUrl: 'https://geo.test/' });
    expect(await geo.lookup('8.8.8.8', {})).toBe('DE');
    expect(calls).toEqual(['https://geo.test/8.8.8.8/country/?key=k1']);
  });

  it('caches per IP and shares concurrent look-ups', async () => {
    const { fetchImpl, calls } = fakeFetch(async () => new Response('IT'));
    const geo = createIpapiGeoIp({ fetch: fetchImpl });
    const [a, b] = await Promise.all([geo.lookup('8.8.4.4', {}), geo.lookup('8.8.4.4', {})]);
    expect([a, b, await geo.lookup('8.8.4.4', {})]).toEqual(['IT', 'IT', 'IT']);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toBe('https://ipapi.co/8.8.4.4/country/');
  });

  it('times out fast and falls back (to the Accept-Language region, else null)', async () => {
    const { fetchImpl } = fakeFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const geo = createIpapiGeoIp({ fetch: fetchImpl, timeoutMs: 30 });
    const started = Date.now();
    expect(await geo.lookup('9.9.9.9', {})).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await geo.lookup('9.9.9.9', { 'accept-language': 'pt-PT' })).toBe('PT');
  });

  it('fails soft on errors, rate limits and non-code bodies', async () => {
    const bodies = [
      () => Promise.reject(new TypeError('fetch failed')),
      () => Promise.resolve(new Response('Too many', { status: 429 })),
      () => Promise.resolve(new Response('Undefined')),
      () => Promise.resolve(new Response('{"error":true,"reason":"Reserved IP Address"}')),
    ];
    for (const [index, body] of bodies.entries()) {
      const { fetchImpl } = fakeFetch(body);
      const geo = createIpapiGeoIp({ fetch: fetchImpl });
      expect(await geo.lookup(`8.8.8.${index}`, {})).toBeNull();
    }
  });

  it('never calls the provider for a CDN header or a private address', async () => {
    const { fetchImpl, calls } = fakeFetch(async () => new Response('US'));
    const geo = createIpapiGeoIp({ fetch: fetchImpl });
    expect(await geo.lookup('8.8.8.8', { 'cf-ipcountry': 'LU' })).toBe('LU');
    expect(await geo.lookup('127.0.0.1', { 'accept-language': 'nl-NL' })).toBe('NL');
    expect(calls).toEqual([]);
  });
});

describe('configuration', () => {
  it('chooses the adapter from GEOIP_PROVIDER', () => {
    expect(geoIpFromEnv({}).name).toBe('offline');
    expect(geoIpFromEnv({ GEOIP_PROVIDER: 'ipapi', GEOIP_TIMEOUT_MS: '250' }).name).toBe('ipapi');
    expect(() => geoIpFromEnv({ GEOIP_PROVIDER: 'maxmind' })).toThrow(/GEOIP_PROVIDER/);
  });
});
