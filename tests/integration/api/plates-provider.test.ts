/**
 * GET /api/vehicles/plate/{plate} with the HTTP plate lookup configured (a local fake of the
 * CarsXE plate decoder): known_plates first, then the provider; its answer is mapped to one
 * of our vehicles and remembered; its failures are 404s, never 500s.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlateLookup } from '../../../src/modules/vehicles';
import { buildApp } from '../../../src/server/app';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import type { TestApp } from '../../support/app';

const ANSWERS: Record<string, unknown> = {
  KB200CD: { success: true, make: 'RENAULT', model: 'CLIO IV 1.5 DCI', registration_year: '2016' },
  KB201CD: { success: true, make: 'LADA', model: 'NIVA', registration_year: '2012' },
};

let provider: Server;
let calls: string[] = [];
let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  provider = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const plate = url.searchParams.get('plate') ?? '';
    calls.push(plate);
    if (url.pathname !== '/v2/platedecoder' || url.searchParams.get('key') !== 'k') {
      res.writeHead(401, { 'content-type': 'application/json' });
      return res.end('{"success":false,"message":"Invalid API key"}');
    }
    if (plate === 'KB202CD') return; // never answers: the timeout must save us
    if (plate === 'KB203CD') {
      res.writeHead(503, { 'content-type': 'application/json' });
      return res.end('{"success":false,"message":"Upstream provider temporarily unavailable"}');
    }
    const answer = ANSWERS[plate];
    res.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer ?? { success: false, message: 'No data found' }));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;

  database = await createTestDatabase();
  app = await buildApp({
    database: database.database,
    mode: 'test',
    storageDir: database.storageDir,
    logger: false,
    web: false,
    plateLookup: createPlateLookup(database.database.db, {
      url: `http://127.0.0.1:${port}`,
      key: 'k',
      timeoutMs: 800,
      cacheTtlSeconds: 3600,
      rateLimitPerMinute: 100,
    }),
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.cleanup();
  provider?.closeAllConnections();
  await new Promise((resolve) => provider?.close(resolve));
});

const get = (plate: string) => app.inject({ url: `/api/vehicles/plate/${plate}` });

describe('plate lookup through the provider', () => {
  it('answers a demo plate from known_plates without asking the provider', async () => {
    calls = [];
    const res = await get('AB-123-CD');
    expect(res.statusCode).toBe(200);
    expect(calls).toEqual([]);
  });

  it('maps the provider answer to our vehicle, remembers it, and asks only once', async () => {
    calls = [];
    const res = await get('KB-200-CD');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ slug: 'clio-iv', brand: { slug: 'renault' } });
    expect(calls).toEqual(['KB200CD']);
    const rows = await database.database.query<{ source: string; vehicle_id: number }>(
      `select source, vehicle_id from known_plates where plate = 'KB200CD'`,
    );
    expect(rows).toEqual([{ source: 'carsxe', vehicle_id: res.json().data.id }]);

    expect((await get('kb200cd')).statusCode).toBe(200);
    expect(calls).toEqual(['KB200CD']);
  });

  it('answers 404 when the provider knows the car but we sell nothing for it', async () => {
    const res = await get('KB-201-CD');
    expect(res.statusCode).toBe(404);
    const rows = await database.database.query(
      `select 1 from known_plates where plate = 'KB201CD'`,
    );
    expect(rows).toEqual([]);
  });

  it('answers 404, not 500, when the provider does not know the plate, is down or too slow', async () => {
    for (const plate of ['KB-299-CD', 'KB-203-CD']) {
      const res = await get(plate);
      expect(res.statusCode, plate).toBe(404);
    }
    const started = performance.now();
    const slow = await get('KB-202-CD');
    expect(slow.statusCode).toBe(404);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(slow.json().message).toBe(
      "Nous n'avons pas trouvé ce véhicule : choisissez sa marque et son modèle.",
    );
  });

  it('never asks the provider for something that is not a plate', async () => {
    calls = [];
    expect((await get('not-a-plate')).statusCode).toBe(422);
    expect(calls).toEqual([]);
  });
});
