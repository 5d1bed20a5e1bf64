/**
 * Back office: the catalogue's structure (docs/api.md "Back office: catalogue structure").
 * Permission 'catalogue' (editor, owner); anyone else gets the 404 of a path that does not
 * exist. The writes belong to their owners — categories, filters and makes to the catalogue,
 * models and generations to the vehicles module — which audit them and refresh the storefront.
 * Every `PUT …/positions` takes the full ordered id list of one level and refuses a partial one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound, parseId } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import {
  categoryAdmin,
  categoryAdminTree,
  categoryInput,
  categoryMoveInput,
  createCategory,
  createFilter,
  createFilterValue,
  createMake,
  deleteCategory,
  deleteFilter,
  deleteFilterValue,
  filterAdminList,
  filterInput,
  filterValueInput,
  makeInput,
  moveCategory,
  positionsInput,
  reorderCategories,
  reorderFilters,
  reorderMakes,
  updateCategory,
  updateFilter,
  updateFilterValue,
  updateMake,
} from '../catalog';
import { requirePermission } from '../customers';
import type { FileStorage } from '../media';
import {
  createGeneration,
  generationInput,
  modelRenameInput,
  renameModel,
  reorderGenerations,
  updateGeneration,
  vehicleAdminTree,
} from '../vehicles';

export interface CatalogueStructureRouteDeps {
  db: Db;
  storage: FileStorage;
}

const makePositions = z.strictObject({ ids: z.array(z.number().int().positive()).max(2_000) });
const generationPositions = makePositions.extend({ brand_id: z.number().int().positive() });

export function registerCatalogueStructureRoutes(
  api: FastifyInstance,
  { db, storage }: CatalogueStructureRouteDeps,
) {
  const editor = (request: FastifyRequest) =>
    requirePermission(db, request.ctx.userId, 'catalogue');
  type Id = { Params: { id: string } };

  // Categories: the tree, one category, create, edit, move, reorder one level, delete.
  api.get('/admin/categories', async (request) => {
    await editor(request);
    return { data: await categoryAdminTree(db) };
  });
  api.get<Id>('/admin/categories/:id', async (request) => {
    await editor(request);
    const found = await categoryAdmin(db, parseId(request.params.id));
    if (!found) throw notFound();
    return { data: found };
  });
  api.post('/admin/categories', async (request, reply) => {
    const actor = await editor(request);
    const input = parseBodyOrThrow(categoryInput, request.body);
    const id = await createCategory(db, storage, actor, input);
    return reply.status(201).send({ data: await categoryAdmin(db, id) });
  });
  api.put('/admin/categories/positions', async (request) => {
    const actor = await editor(request);
    const input = parseBodyOrThrow(positionsInput, request.body);
    await reorderCategories(db, actor, input.parent_id ?? null, input.ids);
    return { data: await categoryAdminTree(db) };
  });
  api.patch<Id>('/admin/categories/:id', async (request) => {
    const actor = await editor(request);
    const id = parseId(request.params.id);
    const input = parseBodyOrThrow(categoryInput, request.body);
    await updateCategory(db, storage, actor, id, input);
    return { data: await categoryAdmin(db, id) };
  });
  api.post<Id>('/admin/categories/:id/move', async (request) => {
    const actor = await editor(request);
    const id = parseId(request.params.id);
    const input = parseBodyOrThrow(categoryMoveInput, request.body);
    await moveCategory(db, actor, id, {
      parentId: input.parent_id,
      position: input.position,
      version: input.version,
    });
    return { data: await categoryAdmin(db, id) };
  });
  api.delete<Id>('/admin/categories/:id', async (request, reply) => {
    const actor = await editor(request);
    await deleteCategory(db, actor, parseId(request.params.id));
    return reply.status(204).send();
  });

  // Filters and their values.
  api.get('/admin/filters', async (request) => {
    await editor(request);
    return { data: await filterAdminList(db) };
  });
  const filterAnswer = async (id: number) => (await filterAdminList(db)).find((f) => f.id === id);
  api.post('/admin/filters', async (request, reply) => {
    const actor = await editor(request);
    const id = await createFilter(db, actor, parseBodyOrThrow(filterInput, request.body));
    return reply.status(201).send({ data: await filterAnswer(id) });
  });
  api.put('/admin/filters/positions', async (request) => {
    const actor = await editor(request);
    const input = parseBodyOrThrow(makePositions, request.body);
    await reorderFilters(db, actor, null, input.ids);
    return { data: await filterAdminList(db) };
  });
  api.patch<Id>('/admin/filters/:id', async (request) => {
    const actor = await editor(request);
    const id = parseId(request.params.id);
    await updateFilter(db, actor, id, parseBodyOrThrow(filterInput, request.body));
    return { data: await filterAnswer(id) };
  });
  api.delete<Id>('/admin/filters/:id', async (request, reply) => {
    const actor = await editor(request);
    await deleteFilter(db, actor, parseId(request.params.id));
    return reply.status(204).send();
  });
  api.post<Id>('/admin/filters/:id/values', async (request, reply) => {
    const actor = await editor(request);
    const id = parseId(request.params.id);
    const input = parseBodyOrThrow(filterValueInput, request.body);
    await createFilterValue(db, storage, actor, id, input);
    return reply.status(201).send({ data: await filterAnswer(id) });
  });
  api.put<Id>('/admin/filters/:id/values/positions', async (request) => {
    const actor = await editor(request);
    const id = parseId(request.params.id);
    const input = parseBodyOrThrow(makePositions, request.body);
    await reorderFilters(db, actor, id, input.ids);
    return { data: await filterAnswer(id) };
  });
  type ValueId = { Params: { id: string; valueId: string } };
  api.patch<ValueId>('/admin/filters/:id/values/:valueId', async (request) => {
    const actor = await editor(request);
    const id = parseId(request.params.id);
    const input = parseBodyOrThrow(filterValueInput, request.body);
    await updateFilterValue(db, storage, actor, id, parseId(request.params.valueId), input);
    return { data: await filterAnswer(id) };
  });
  api.delete<ValueId>('/admin/filters/:id/values/:valueId', async (request, reply) => {
    const actor = await editor(request);
    const id = parseId(request.params.id);
    await deleteFilterValue(db, actor, id, parseId(request.params.valueId));
    return reply.status(204).send();
  });

  // Vehicles: makes (brands) → models → generations.
  api.get('/admin/vehicles', async (request) => {
    await editor(request);
    return { data: await vehicleAdminTree(db) };
  });
  api.post('/admin/vehicles/makes', async (request, reply) => {
    const actor = await editor(request);
    const id = await createMake(db, storage, actor, parseBodyOrThrow(makeInput, request.body));
    return reply.status(201).send({ data: (await vehicleAdminTree(db)).find((m) => m.id === id) });
  });
  api.put('/admin/vehicles/makes/positions', async (request) => {
    const actor = await editor(request);
    await reorderMakes(db, actor, parseBodyOrThrow(makePositions, request.body).ids);
    return { data: await vehicleAdminTree(db) };
  });
  api.patch<Id>('/admin/vehicles/makes/:id', async (request) => {
    const actor = await editor(request);
    const id = parseId(request.params.id);
    await updateMake(db, storage, actor, id, parseBodyOrThrow(makeInput, request.body));
    return { data: (await vehicleAdminTree(db)).find((m) => m.id === id) };
  });
  api.post('/admin/vehicles/models/rename', async (request) => {
    const actor = await editor(request);
    const input = parseBodyOrThrow(modelRenameInput, request.body);
    return { data: { renamed: await renameModel(db, actor, input) } };
  });
  api.post('/admin/vehicles', async (request, reply) => {
    const actor = await editor(request);
    const id = await createGeneration(db, actor, parseBodyOrThrow(generationInput, request.body));
    return reply.status(201).send({ data: { id } });
  });
  api.put('/admin/vehicles/positions', async (request) => {
    const actor = await editor(request);
    const input = parseBodyOrThrow(generationPositions, request.body);
    await reorderGenerations(db, actor, input.brand_id, input.ids);
    return { data: await vehicleAdminTree(db) };
  });
  api.patch<Id>('/admin/vehicles/:id', async (request) => {
    const actor = await editor(request);
    const id = parseId(request.params.id);
    await updateGeneration(db, actor, id, parseBodyOrThrow(generationInput, request.body));
    return { data: { id } };
  });
}
