/**
 * "My vehicle" (src/web/my-vehicle.server.ts) and the vehicle search forms sent without
 * JavaScript (answerVehicleSearch, called by the home loader), on the seeded database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnownPlatesLookup, findVehicleBySlugs } from '../../../src/modules/vehicles';
import { answerVehicleSearch } from '../../../src/web/components/vehicle-picker/vehicle-search.server';
import { readMyVehicle, rememberMyVehicle } from '../../../src/web/my-vehicle.server';
import { createTestDatabase, type TestDatabase } from '../../support/db';

let test: TestDatabase;
let clioId: number;

beforeAll(async () => {
  test = await createTestDatabase();
  clioId = (await findVehicleBySlugs(test.database.db, 'renault', 'clio-iv'))!.id;
});

afterAll(async () => {
  await test?.cleanup();
});

const request = (url: string, cookie?: string) =>
  new Request(`http://shop.test${url}`, cookie ? { headers: { cookie } } : undefined);

describe('readMyVehicle', () => {
  it('reads the vehicle the my_vehicle cookie names', async () => {
    const vehicle = await readMyVehicle(
      request('/', `i18n_redirected=fr; my_vehicle=${clioId}; other=1`),
      test.database.db,
    );
    expect(vehicle).toEqual({
      id: clioId,
      label: 'Clio IV (2012–2019)',
      brandSlug: 'renault',
      slug: 'clio-iv',
      brandName: 'Renault',
    });
  });

  it.each([
    ['no cookie at all', undefined],
    ['no my_vehicle cookie', 'i18n_redirected=fr'],
    ['an empty value', 'my_vehicle='],
    ['not a number', 'my_vehicle=clio'],
    ['zero', 'my_vehicle=0'],
    ['a negative id', 'my_vehicle=-3'],
    ['a decimal', 'my_vehicle=12.5'],
    ['a huge number', 'my_vehicle=99999999999999999999'],
    ['an unknown id', 'my_vehicle=987654'],
    ['a bad escape', 'my_vehicle=%E0%A4%A'],
  ])('answers null for %s', async (_what, cookie) => {
    expect(await readMyVehicle(request('/', cookie), test.database.db)).toBeNull();
  });

  it('answers null for a vehicle no longer sold', async () => {
    const { db } = test.database;
    const peugeot = (await findVehicleBySlugs(db, 'peugeot', '208-ii'))!.id;
    await test.database.query('update vehicles set is_active = false where id = $1', [peugeot]);
    try {
      expect(await readMyVehicle(request('/', `my_vehicle=${peugeot}`), db)).toBeNull();
    } finally {
      await test.database.query('update vehicles set is_active = true where id = $1', [peugeot]);
    }
  });
});

describe('rememberMyVehicle', () => {
  it('sets the cookie for a year, path /, SameSite Lax (Secure over HTTPS)', () => {
    const cookie = rememberMyVehicle(request('/marques/renault/clio-iv'), clioId).get('set-cookie');
    expect(cookie).toBe(`my_vehicle=${clioId}; Path=/; Max-Age=31536000; SameSite=Lax`);
    const secure = rememberMyVehicle(new Request('https://shop.test/'), clioId).get('set-cookie');
    expect(secure).toMatch(/; Secure$/);
  });

  it('sends nothing when the cookie already names that vehicle', () => {
    const headers = rememberMyVehicle(request('/', `my_vehicle=${clioId}`), clioId);
    expect(headers.get('set-cookie')).toBeNull();
    expect(rememberMyVehicle(request('/', 'my_vehicle=1'), clioId).get('set-cookie')).toContain(
      `my_vehicle=${clioId}`,
    );
  });
});

describe('answerVehicleSearch (forms without JavaScript)', () => {
  const context = () => ({
    database: test.database,
    plateLookup: createKnownPlatesLookup(test.database.db),
  });

  async function redirected(url: string): Promise<Response> {
    try {
      await answerVehicleSearch(request(url), context());
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
    throw new Error(`${url} did not redirect`);
  }

  it('answers nothing without a search', async () => {
    expect(await answerVehicleSearch(request('/'), context())).toBeNull();
    expect(await answerVehicleSearch(request('/en?utm_source=x'), context())).toBeNull();
  });

  it('sends the picker to the vehicle page, or to the brand page without a (valid) model', async () => {
    const vehicle = await redirected('/?brand=renault&vehicle=clio-iv');
    expect(vehicle.status).toBe(302);
    expect(vehicle.headers.get('location')).toBe('/marques/renault/clio-iv');
    expect((await redirected('/en?brand=renault&vehicle=clio-iv')).headers.get('location')).toBe(
      '/en/brands/renault/clio-iv',
    );
    expect((await redirected('/?brand=renault&vehicle=')).headers.get('location')).toBe(
      '/marques/renault',
    );
    expect((await redirected('/de?brand=peugeot&vehicle=clio-iv')).headers.get('location')).toBe(
      '/de/marken/peugeot',
    );
  });

  it('ignores a brand that does not exist', async () => {
    expect(await answerVehicleSearch(request('/?brand=nope'), context())).toBeNull();
    expect(await answerVehicleSearch(request('/?brand=%3Cscript%3E'), context())).toBeNull();
  });

  it('sends a known plate to its vehicle page, and tells why otherwise', async () => {
    expect((await redirected('/?plate=ab+123+cd')).headers.get('location')).toBe(
      '/marques/renault/clio-iv',
    );
    expect(await answerVehicleSearch(request('/?plate=ZZ-999-ZZ'), context())).toEqual({
      plate: 'ZZ-999-ZZ',
      outcome: 'unknown',
    });
    expect(await answerVehicleSearch(request('/?plate=hello'), context())).toEqual({
      plate: 'hello',
      outcome: 'invalid',
    });
    const long = await answerVehicleSearch(request(`/?plate=${'x'.repeat(500)}`), context());
    expect(long).toEqual({ plate: 'x'.repeat(20), outcome: 'invalid' });
  });

  it('forgets my vehicle and goes back to the home page', async () => {
    const response = await redirected('/it?forget=vehicle');
    expect(response.headers.get('location')).toBe('/it');
    expect(response.headers.get('set-cookie')).toBe('my_vehicle=; Path=/; Max-Age=0; SameSite=Lax');
  });
});
