/**
 * Back office: the shop's settings (docs/api.md "Back office: settings"). Administrators only
 * (permission 'settings'); anyone else gets the 404 of a path that does not exist. Each write
 * names its actor for the audit log; a version older than the stored one answers 409.
 * - GET/PATCH /admin/configurations: every `configurations` key, by section;
 * - GET/PATCH /admin/payment-methods: offered or not, order, fees;
 * - GET /admin/shipping-methods, PATCH /admin/shipping-methods/{id}: methods and their grids;
 * - POST /admin/shipping-methods/{id}/ranges, PATCH|DELETE …/ranges/{rangeId}: one range.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { QueryErrors } from '../../shared/api-query';
import { HttpError, parseId, validationFailed } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import { listAdminSettings, saveAdminSettings } from '../content';
import { requirePermission } from '../customers';
import { listPaymentMethodSettings, savePaymentMethodChoices } from '../orders';
import {
  listShippingAdmin,
  removeShippingRange,
  saveShippingRange,
  updateShippingMethod,
} from '../shipping';
import {
  configurationDto,
  registerConfigurationRoutes,
  type SettingsRouteDeps,
} from './configurations.routes';
import {
  configurationsPatch,
  paymentMethodsPatch,
  shippingMethodPatch,
  shippingRangeInput,
  versionInput,
} from './settings.contract';

export function registerSettingsAdminRoutes(api: FastifyInstance, deps: SettingsRouteDeps) {
  const { db } = deps;
  // The one permission check of every route here ('settings'): the owner's.
  const settingsAdmin = (request: FastifyRequest) =>
    requirePermission(db, request.ctx.userId, 'settings');

  api.get('/admin/configurations', async (request) => {
    await settingsAdmin(request);
    return { data: (await listAdminSettings(db)).map(configurationDto) };
  });

  api.patch('/admin/configurations', async (request) => {
    const actor = await settingsAdmin(request);
    const input = parseBodyOrThrow(configurationsPatch, request.body);
    const saved = await saveAdminSettings(db, actor, input.settings, 'stored', deps.now());
    if (!saved.ok && 'conflicts' in saved)
      throw new HttpError(409, 'settings_changed', undefined, {
        details: { keys: saved.conflicts },
      });
    if (!saved.ok) {
      const errors: QueryErrors = {};
      for (const [key, problem] of Object.entries(saved.problems))
        errors[`settings.${key}`] = [{ key: problem }];
      throw validationFailed(errors);
    }
    return {
      data: (await listAdminSettings(db)).map(configurationDto),
      meta: { changed: saved.changes.map((c) => c.key) },
    };
  });

  registerConfigurationRoutes(api, deps);

  api.get('/admin/payment-methods', async (request) => {
    await settingsAdmin(request);
    return { data: await listPaymentMethodSettings(db, deps.payments) };
  });

  api.patch('/admin/payment-methods', async (request) => {
    const actor = await settingsAdmin(request);
    const input = parseBodyOrThrow(paymentMethodsPatch, request.body);
    const changes = input.methods.map((m) => ({
      method: m.method,
      enabled: m.enabled,
      position: m.position,
      feeFixedCents: m.fee_fixed_cents,
      feePercentBp: m.fee_percent_bp,
      version: m.version,
    }));
    return {
      data: await savePaymentMethodChoices(db, actor, deps.payments, changes, deps.now()),
    };
  });

  api.get('/admin/shipping-methods', async (request) => {
    await settingsAdmin(request);
    return { data: await listShippingAdmin(db) };
  });

  api.patch<{ Params: { id: string } }>('/admin/shipping-methods/:id', async (request) => {
    const actor = await settingsAdmin(request);
    const id = parseId(request.params.id);
    const input = parseBodyOrThrow(shippingMethodPatch, request.body);
    await updateShippingMethod(
      db,
      actor,
      id,
      {
        ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
        ...(input.position !== undefined ? { position: input.position } : {}),
        ...(input.kind !== undefined ? { kind: input.kind } : {}),
        ...(input.name ? { name: input.name } : {}),
      },
      input.version,
    );
    return { data: await methodAnswer(db, id) };
  });

  const rangeOf = (input: ReturnType<typeof shippingRangeInput.parse>) => ({
    countryIsos: input.country_isos.map((iso) => iso.trim().toUpperCase()),
    minWeightGrams: input.min_weight_grams,
    maxWeightGrams: input.max_weight_grams,
    priceHtCents: input.price_ht_cents,
    isActive: input.is_active,
  });

  api.post<{ Params: { id: string } }>(
    '/admin/shipping-methods/:id/ranges',
    async (request, reply) => {
      const actor = await settingsAdmin(request);
      const id = parseId(request.params.id);
      const input = parseBodyOrThrow(shippingRangeInput, request.body);
      await saveShippingRange(db, actor, id, null, rangeOf(input), input.version);
      return reply.status(201).send({ data: await methodAnswer(db, id) });
    },
  );

  api.patch<{ Params: { id: string; rangeId: string } }>(
    '/admin/shipping-methods/:id/ranges/:rangeId',
    async (request) => {
      const actor = await settingsAdmin(request);
      const id = parseId(request.params.id);
      const rangeId = parseId(request.params.rangeId);
      const input = parseBodyOrThrow(shippingRangeInput, request.body);
      await saveShippingRange(db, actor, id, rangeId, rangeOf(input), input.version);
      return { data: await methodAnswer(db, id) };
    },
  );

  api.delete<{ Params: { id: string; rangeId: string } }>(
    '/admin/shipping-methods/:id/ranges/:rangeId',
    async (request) => {
      const actor = await settingsAdmin(request);
      const id = parseId(request.params.id);
      const rangeId = parseId(request.params.rangeId);
      const input = parseBodyOrThrow(versionInput, request.body);
      await removeShippingRange(db, actor, id, rangeId, input.version);
      return { data: await methodAnswer(db, id) };
    },
  );
}

async function methodAnswer(db: Db, id: number) {
  return (await listShippingAdmin(db)).find((m) => m.id === id)!;
}
