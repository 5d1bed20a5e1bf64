import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { listBody, notFound, parseId, parseQueryOrThrow } from '../../shared/http';
import { getVehicle, listVehicles, vehiclesQuerySpec } from './vehicles.service';

export function registerVehicleRoutes(app: FastifyInstance, db: Db) {
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
}
