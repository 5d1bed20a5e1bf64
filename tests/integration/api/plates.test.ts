import { describe, expect, it } from 'vitest';
import { DEMO_PLATES } from '../../../src/db/seed/plates';
import { createPlateResolver } from '../../../src/modules/vehicles';
import { useTestApp } from '../../support/app';

/** GET /api/vehicles/plate/{plate} with the default (offline) lookup: the seeded demo plates. */
const api = useTestApp();

const get = (plate: string, headers: Record<string, string> = {}) =>
  api.app.inject({ url: `/api/vehicles/plate/${encodeURIComponent(plate)}`, headers });

describe('GET /api/vehicles/plate/{plate}', () => {
  it('finds a demo plate: the vehicle with its brand', async () => {
    const res = await get('AB-123-CD');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: {
        id: expect.any(Number),
        brand_id: expect.any(Number),
        name: 'Clio',
        generation: 'IV',
        slug: 'clio-iv',
        label: 'Clio IV (2012–2019)',
        year_from: 2012,
        year_to: 2019,
        position: expect.any(Number),
        brand: { id: expect.any(Number), name: 'Renault', slug: 'renault' },
      },
    });
  });

  it('accepts every way of typing the plate', async () => {
    const ids = new Set<number>();
    for (const spelling of ['AB-123-CD', 'ab123cd', 'ab 123 cd', ' Ab.123.Cd ', 'AB–123–CD']) {
      const res = await get(spelling);
      expect(res.statusCode, spelling).toBe(200);
      ids.add(res.json().data.id);
    }
    expect(ids.size).toBe(1);
  });

  it('finds the old FNI plates too', async () => {
    const res = await get('123 ABC 45');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ slug: '206-i', brand: { slug: 'peugeot' } });
    expect((await get('890-ht-2a')).json().data).toMatchObject({ brand: { slug: 'citroen' } });
  });

  it('every demo plate names the vehicle it was seeded for', async () => {
    expect(DEMO_PLATES.length).toBeGreaterThanOrEqual(20);
    for (const demo of DEMO_PLATES) {
      const res = await get(demo.plate);
      expect(res.statusCode, demo.plate).toBe(200);
      expect(res.json().data, demo.plate).toMatchObject({
        slug: demo.vehicle,
        brand: { slug: demo.brand },
      });
    }
  });

  it('answers 422 with a translated message for something that is not a French plate', async () => {
    for (const input of ['hello', 'AI-123-CD', 'SS-123-AB', '123 ABC 99', 'x'.repeat(150)]) {
      const res = await get(input);
      expect(res.statusCode, input).toBe(422);
      expect(res.json(), input).toEqual({
        message: "Cette immatriculation n'a pas un format valide (ex. AB-123-CD ou 123 ABC 45).",
        errors: {
          plate: ["Cette immatriculation n'a pas un format valide (ex. AB-123-CD ou 123 ABC 45)."],
        },
      });
    }
    const en = await get('hello', { language: 'en' });
    expect(en.json().message).toBe(
      'This registration number is not in a valid format (e.g. AB-123-CD or 123 ABC 45).',
    );
  });

  it('answers 404 with a friendly message for a valid plate nobody knows', async () => {
    const res = await get('ZZ-999-ZZ');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: "Nous n'avons pas trouvé ce véhicule : choisissez sa marque et son modèle.",
    });
    const de = await get('ZZ-999-ZZ', { language: 'de' });
    expect(de.json().message).toBe(
      'Wir haben dieses Fahrzeug nicht gefunden: Bitte wählen Sie Marke und Modell.',
    );
  });

  it('does not answer for a plate whose vehicle is no longer sold', async () => {
    const [row] = await api.database.query<{ vehicle_id: number }>(
      `select vehicle_id from known_plates where plate = 'FG456HJ'`,
    );
    await api.database.query('update vehicles set is_active = false where id = $1', [
      row!.vehicle_id,
    ]);
    try {
      expect((await get('FG-456-HJ')).statusCode).toBe(404);
    } finally {
      await api.database.query('update vehicles set is_active = true where id = $1', [
        row!.vehicle_id,
      ]);
    }
  });
});

describe('createPlateResolver (provider answer → our vehicle, remembered)', () => {
  const resolve = () => createPlateResolver(api.database.db, 'test-provider');

  async function known(plate: string) {
    return api.database.query<{ vehicle_id: number; source: string; slug: string }>(
      `select k.vehicle_id, k.source, v.slug from known_plates k
         join vehicles v on v.id = k.vehicle_id where k.plate = $1`,
      [plate],
    );
  }

  it('maps make, model and year to one of our vehicles and remembers the plate', async () => {
    const id = await resolve()('KA100BC', {
      makeName: 'MERCEDES',
      modelName: 'CLASSE A 180 D',
      year: 2016,
    });
    expect(id).toEqual(expect.any(Number));
    expect(await known('KA100BC')).toEqual([
      { vehicle_id: id, source: 'test-provider', slug: 'classe-a-w176' },
    ]);
  });

  it('uses accents-free provider wording and the year to choose the generation', async () => {
    const id = await resolve()('KA101BC', { makeName: 'CITROEN', modelName: 'C3', year: 2018 });
    expect((await known('KA101BC'))[0]).toMatchObject({ vehicle_id: id, slug: 'c3-iii' });
  });

  it('remembers nothing when no vehicle of ours matches', async () => {
    expect(
      await resolve()('KA102BC', { makeName: 'LADA', modelName: 'NIVA', year: 2012 }),
    ).toBeNull();
    expect(await resolve()('KA103BC', { makeName: 'RENAULT', modelName: 'CLIO' })).toBeNull();
    expect(await known('KA102BC')).toEqual([]);
    expect(await known('KA103BC')).toEqual([]);
  });
});
