/**
 * The CarsXE adapter against a local fake of the provider (node:http) speaking its published
 * protocol: GET /v2/platedecoder?key&plate&country, JSON answers, 404/401/429/5xx envelopes.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createHttpPlateLookup,
  parseCarsxeBody,
  yearOf,
  type HttpPlateLookupOptions,
} from './plate-lookup-http.adapter';

const KEY = 'test-key';

interface Seen {
  path: string;
  query: Record<string, string>;
}

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
/** Switches the fake into "quota spent" mode: every request answers 429. */
let quotaSpent = false;

function json(res: ServerResponse, status: number, body: unknown, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function provider(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://fake');
  const query = Object.fromEntries(url.searchParams);
  seen.push({ path: url.pathname, query });
  if (url.pathname !== '/v2/platedecoder')
    return json(res, 404, { success: false, message: 'Not found' });
  if (query.key !== KEY) return json(res, 401, { success: false, message: 'Invalid API key' });
  if (quotaSpent) {
    return json(
      res,
      429,
      {
        success: false,
        message: 'API limit exceeded for plate_decoder. Current usage: 500, Limit: 500.',
        usage: { current: 500, limit: 500, remaining: 0 },
      },
      { 'retry-after': '120' },
    );
  }
  switch (query.plate) {
    case 'AB123CD':
      return json(res, 200, {
        success: true,
        input: { plate: query.plate, country: query.country },
        description: 'RENAULT CLIO IV 1.5 DCI 90',
        make: 'RENAULT',
        model: 'CLIO IV',
        registration_year: '2015',
        fuel_type: 'Diesel',
      });
    case 'GH718RB':
      return json(res, 200, { success: true, make: 'PEUGEOT', model: '208', year: '2020-06-12' });
    case 'DN302VT':
      return json(res, 200, { success: true, description: 'Unknown', make: null, model: '' });
    case 'EK455ZW':
      setTimeout(() => json(res, 200, { success: true, make: 'PEUGEOT', model: '308' }), 600);
      return;
    case 'FM940LC':
      return json(res, 500, { success: false, message: 'Internal server error' });
    case 'AL516NT':
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"success": tru');
      return;
    default:
      return json(res, 404, { success: false, message: 'No vehicle found for this plate' });
  }
}

beforeAll(async () => {
  server = createServer(provider);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  quotaSpent = false;
});

function setup(options: Partial<HttpPlateLookupOptions> = {}) {
  let clock = 1_000_000;
  const log = { warn: vi.fn(), info: vi.fn() };
  const lookup = createHttpPlateLookup({
    baseUrl,
    apiKey: KEY,
    timeoutMs: 250,
    now: () => clock,
    log,
    ...options,
  });
  return { lookup, log, advance: (ms: number) => (clock += ms) };
}

describe('CarsXE adapter: the protocol', () => {
  it('asks GET /v2/platedecoder with key, plate and country=FR and reads make, model, year', async () => {
    const { lookup } = setup();
    expect(lookup.name).toBe('carsxe');
    expect(await lookup.lookup('AB123CD')).toEqual({
      makeName: 'RENAULT',
      modelName: 'CLIO IV',
      year: 2015,
    });
    expect(seen).toEqual([
      { path: '/v2/platedecoder', query: { key: KEY, plate: 'AB123CD', country: 'FR' } },
    ]);
  });

  it('reads `year` when there is no registration_year, and dates as years', async () => {
    const { lookup } = setup();
    expect(await lookup.lookup('GH718RB')).toEqual({
      makeName: 'PEUGEOT',
      modelName: '208',
      year: 2020,
    });
  });

  it('maps the answer with `resolve` to one of our vehicles', async () => {
    const resolve = vi.fn(async () => 42);
    const { lookup } = setup({ resolve });
    expect(await lookup.lookup('AB123CD')).toEqual({ vehicleId: 42 });
    expect(resolve).toHaveBeenCalledWith('AB123CD', {
      makeName: 'RENAULT',
      modelName: 'CLIO IV',
      year: 2015,
    });
  });

  it('keeps the description when `resolve` finds nothing or fails', async () => {
    expect(await setup({ resolve: async () => null }).lookup.lookup('AB123CD')).toMatchObject({
      makeName: 'RENAULT',
    });
    const failing = setup({
      resolve: async () => {
        throw new Error('database down');
      },
    });
    expect(await failing.lookup.lookup('AB123CD')).toMatchObject({ modelName: 'CLIO IV' });
    expect(failing.log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ provider: 'carsxe' }),
      'plate lookup: mapping the answer failed',
    );
  });

  it('answers null for a plate the provider does not know (404) or an answer without make/model', async () => {
    const { lookup, log } = setup();
    expect(await lookup.lookup('ZZ999ZZ')).toBeNull();
    expect(await lookup.lookup('DN302VT')).toBeNull();
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('answers null and logs on a wrong key, a 5xx or a broken body', async () => {
    const wrongKey = setup({ apiKey: 'nope' });
    expect(await wrongKey.lookup.lookup('AB123CD')).toBeNull();
    expect(wrongKey.log.warn).toHaveBeenCalledWith(
      { provider: 'carsxe', status: 401 },
      'plate lookup: provider error',
    );
    const { lookup, log } = setup();
    expect(await lookup.lookup('FM940LC')).toBeNull();
    expect(log.warn).toHaveBeenCalledWith(
      { provider: 'carsxe', status: 500 },
      'plate lookup: provider error',
    );
    expect(await lookup.lookup('AL516NT')).toBeNull();
    expect(log.warn).toHaveBeenLastCalledWith(
      expect.objectContaining({ provider: 'carsxe' }),
      'plate lookup: provider unreachable or bad answer',
    );
  });

  it('answers null when the provider cannot be reached', async () => {
    const { lookup, log } = setup({ baseUrl: 'http://127.0.0.1:9' });
    expect(await lookup.lookup('AB123CD')).toBeNull();
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});

describe('CarsXE adapter: timeout', () => {
  it('gives up after timeoutMs, answers null, logs, and asks again next time', async () => {
    const { lookup, log } = setup({ timeoutMs: 150 });
    const started = performance.now();
    expect(await lookup.lookup('EK455ZW')).toBeNull();
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(140);
    expect(elapsed).toBeLessThan(550);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ provider: 'carsxe' }),
      'plate lookup: provider timed out',
    );
    expect(await lookup.lookup('EK455ZW')).toBeNull();
    expect(seen).toHaveLength(2); // failures are not cached
  });
});

describe('CarsXE adapter: cache', () => {
  it('asks once per plate, including for concurrent look-ups', async () => {
    const { lookup } = setup();
    const [a, b] = await Promise.all([lookup.lookup('AB123CD'), lookup.lookup('AB123CD')]);
    expect(a).toEqual(b);
    expect(await lookup.lookup('AB123CD')).toEqual(a);
    expect(seen).toHaveLength(1);
  });

  it('forgets an answer after the TTL', async () => {
    const { lookup, advance } = setup({ cacheTtlMs: 10_000 });
    await lookup.lookup('AB123CD');
    advance(9_000);
    await lookup.lookup('AB123CD');
    expect(seen).toHaveLength(1);
    advance(2_000);
    await lookup.lookup('AB123CD');
    expect(seen).toHaveLength(2);
  });

  it('keeps "unknown plate" for an hour at most', async () => {
    const { lookup, advance } = setup({ cacheTtlMs: 24 * 3600_000 });
    await lookup.lookup('ZZ999ZZ');
    advance(59 * 60_000);
    await lookup.lookup('ZZ999ZZ');
    expect(seen).toHaveLength(1);
    advance(2 * 60_000);
    await lookup.lookup('ZZ999ZZ');
    expect(seen).toHaveLength(2);
  });
});

describe('CarsXE adapter: rate limit', () => {
  it('spends a token bucket of ratePerMinute and refills it over the minute', async () => {
    const { lookup, log, advance } = setup({ ratePerMinute: 2 });
    expect(await lookup.lookup('AB123CD')).not.toBeNull();
    expect(await lookup.lookup('GH718RB')).not.toBeNull();
    // The bucket is empty: a third plate is not asked.
    expect(await lookup.lookup('ZZ999ZZ')).toBeNull();
    expect(seen).toHaveLength(2);
    expect(log.warn).toHaveBeenCalledWith(
      { provider: 'carsxe' },
      'plate lookup: rate limit reached, not asking',
    );
    // Cached answers cost no token.
    expect(await lookup.lookup('AB123CD')).not.toBeNull();
    // 2 per minute: one token back after 30 s.
    advance(30_000);
    expect(await lookup.lookup('ZZ999ZZ')).toBeNull();
    expect(seen).toHaveLength(3);
    expect(await lookup.lookup('YY888YY')).toBeNull();
    expect(seen).toHaveLength(3);
  });

  it('pauses after the provider answers 429 (Retry-After), then asks again', async () => {
    const { lookup, log, advance } = setup();
    quotaSpent = true;
    expect(await lookup.lookup('AB123CD')).toBeNull();
    expect(log.warn).toHaveBeenCalledWith(
      { provider: 'carsxe', status: 429, pause_ms: 120_000 },
      'plate lookup: provider quota exceeded, pausing',
    );
    quotaSpent = false;
    advance(119_000);
    expect(await lookup.lookup('GH718RB')).toBeNull();
    expect(seen).toHaveLength(1);
    advance(2_000);
    expect(await lookup.lookup('GH718RB')).toMatchObject({ makeName: 'PEUGEOT' });
    expect(seen).toHaveLength(2);
  });
});

describe('parseCarsxeBody and yearOf', () => {
  it.each([
    [
      { success: true, make: 'Renault', model: 'Clio' },
      { makeName: 'Renault', modelName: 'Clio' },
    ],
    [
      { success: true, make: ' DACIA ', model: ' SANDERO ', registration_year: 2014 },
      { makeName: 'DACIA', modelName: 'SANDERO', year: 2014 },
    ],
    [{ success: false, make: 'Renault', model: 'Clio' }, null],
    [{ success: true, make: 'Renault' }, null],
    [{ success: true, make: ['Renault'], model: 'Clio' }, null],
    [null, null],
    ['text', null],
  ])('%j → %j', (body, expected) => expect(parseCarsxeBody(body)).toEqual(expected));

  it.each([
    ['2015', 2015],
    ['2015-03-12', 2015],
    ['12/03/2015', 2015],
    [2009, 2009],
    ['', undefined],
    ['15', undefined],
    ['1850', undefined],
    [null, undefined],
  ])('yearOf(%j) → %j', (value, expected) => expect(yearOf(value)).toBe(expected));
});
