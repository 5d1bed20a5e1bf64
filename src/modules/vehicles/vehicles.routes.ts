import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError, listBody, notFound, parseId, parseQueryOrThrow } from '../../shared/http';
import { createKnownPlatesLookup, type PlateLookup } from './plate-lookup.adapter';
import { findVehicleByPlate } from './plates.service';
import { getVehicle, listVehicles, vehiclesQuerySpec } from './vehicles.service';

export function registerVehicleRoutes(
  app: FastifyInstance,
  db: Db,
  plateLookup: PlateLookup = createKnownPlatesLookup(db),
) {
  app.get('/vehicles', async (request) => {
    const query = parseQueryOrThrow(request.query, vehiclesQuerySpec);
    const { data, total } = await listVehicles(db, query);
    return listBody(data, total, query);
  });

  app.get<{ Params: { id: string } }>('/vehicles/:id', async (request) => {
    const vehicle = await getVehicle(db, parseId(request.params.id));
    if (!vehicle) throw notFound();
    return { data: vehicle };
  });

  /** A French plate (any spelling) → the vehicle with its brand; 422 not a plate, 404 unknown. */
  app.get<{ Params: { plate: string } }>('/vehicles/plate/:plate', async (request) => {
    const found = await findVehicleByPlate(db, plateLookup, request.params.plate);
    if (found.ok) return { data: found.vehicle };
    if (found.reason === 'invalid') {
      throw new HttpError(422, 'plate_invalid', { plate: [{ key: 'plate_invalid' }] });
    }
    throw new HttpError(404, 'plate_unknown');
  });
}
