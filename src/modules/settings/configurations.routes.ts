/**
 * SPEC §7 "Configurations: CRUD" for the owner (permission `settings`; anyone else gets the
 * 404 of a path that does not exist), on the same service as `/admin/configurations`: the same
 * value rules, audit entries and cache notices (docs/decisions/038-read-api.md).
 * - GET /configurations, GET /configurations/{key}
 * - POST /configurations `{ key, value }`: a key the shop knows and that is not set yet
 * - PUT /configurations/{key} `{ value, version? }`
 * - DELETE /configurations/{key} `{ version? }`: optional keys only (409 for the ones needed)
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { type QueryErrors, pageOf } from '../../shared/api-query';
import {
  HttpError,
  listBody,
  notFound,
  parseQueryOrThrow,
  validationFailed,
} from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import {
  createAdminSetting,
  getAdminSetting,
  listAdminSettings,
  removeAdminSetting,
  saveAdminSettings,
  type AdminSetting,
  type SaveSettingsResult,
} from '../content';
import type { PaymentSetup } from '../orders';
import { requirePermission } from '../customers';
import { configurationCreate, configurationRemove, configurationUpdate } from './settings.contract';

export interface SettingsRouteDeps {
  db: Db;
  now: () => Date;
  payments: PaymentSetup;
}

export function configurationDto(setting: AdminSetting) {
  return {
    key: setting.key,
    section: setting.section,
    value: setting.value,
    money: setting.money,
    multiline: setting.multiline,
    is_public: setting.isPublic,
    version: setting.version,
    updated_at: setting.updatedAt?.toISOString() ?? null,
  };
}

const KEY = /^[a-z][a-z0-9_]{0,63}$/;

/** The key of the path, or the 404 of a record that does not exist. */
function keyOf(value: string): string {
  if (!KEY.test(value)) throw notFound();
  return value;
}

/** A refused save as the admin route answers it: 409 with the keys, or 422 per field. */
function refusal(saved: Exclude<SaveSettingsResult, { ok: true }>, field: string): HttpError {
  if ('conflicts' in saved)
    return new HttpError(409, 'settings_changed', undefined, {
      details: { keys: saved.conflicts },
    });
  const errors: QueryErrors = {};
  for (const problem of Object.values(saved.problems)) errors[field] = [{ key: problem }];
  return validationFailed(errors);
}

export function registerConfigurationRoutes(api: FastifyInstance, deps: SettingsRouteDeps) {
  const { db } = deps;
  const owner = (request: FastifyRequest) => requirePermission(db, request.ctx.userId, 'settings');

  api.get('/configurations', async (request) => {
    await owner(request);
    const query = parseQueryOrThrow(request.query, { sorts: ['key'] });
    const all = (await listAdminSettings(db)).map(configurationDto);
    if (query.sort[0]) all.sort((a, b) => a.key.localeCompare(b.key));
    if (query.sort[0]?.descending) all.reverse();
    return listBody(pageOf(all, query), all.length, query);
  });

  api.get<{ Params: { id: string } }>('/configurations/:id', async (request) => {
    await owner(request);
    const setting = await getAdminSetting(db, keyOf(request.params.id));
    if (!setting) throw notFound();
    return { data: configurationDto(setting) };
  });

  api.post('/configurations', async (request, reply) => {
    const actor = await owner(request);
    const input = parseBodyOrThrow(configurationCreate, request.body);
    const saved = await createAdminSetting(db, actor, input.key, input.value, deps.now());
    if (!saved.ok && 'exists' in saved)
      throw new HttpError(409, 'setting_exists', { key: [{ key: 'setting_exists' }] });
    if (!saved.ok)
      throw refusal(
        saved,
        'problems' in saved && Object.values(saved.problems).includes('unknown_setting')
          ? 'key'
          : 'value',
      );
    return reply
      .status(201)
      .send({ data: configurationDto((await getAdminSetting(db, input.key))!) });
  });

  api.put<{ Params: { id: string } }>('/configurations/:id', async (request) => {
    const actor = await owner(request);
    const key = keyOf(request.params.id);
    const input = parseBodyOrThrow(configurationUpdate, request.body);
    const current = await getAdminSetting(db, key);
    if (!current) throw notFound();
    const version = input.version === undefined ? current.version : input.version;
    const saved = await saveAdminSettings(
      db,
      actor,
      [{ key, value: input.value, version }],
      'stored',
      deps.now(),
    );
    if (!saved.ok) throw refusal(saved, 'value');
    return { data: configurationDto((await getAdminSetting(db, key))!) };
  });

  api.delete<{ Params: { id: string } }>('/configurations/:id', async (request, reply) => {
    const actor = await owner(request);
    const key = keyOf(request.params.id);
    const input = parseBodyOrThrow(configurationRemove, request.body ?? {});
    const removed = await removeAdminSetting(db, actor, key, input.version ?? null);
    if (!removed.ok && removed.reason === 'not_found') throw notFound();
    if (!removed.ok && removed.reason === 'required')
      throw new HttpError(409, 'setting_required', { key: [{ key: 'setting_required' }] });
    if (!removed.ok)
      throw new HttpError(409, 'settings_changed', undefined, { details: { keys: [key] } });
    return reply.status(204).send();
  });
}
