/**
 * `GET /admin/audit`: the audit log, filtered and paginated (owner only). The permission check
 * and the actors' names come from the customers module, passed in by the server: the audit
 * module sits below every module that writes to it and imports none of them.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { parseBodyOrThrow } from '../../shared/validation';
import { auditFilterInput } from './audit.contract';
import { listAudit } from './audit.service';

export interface AuditRouteDeps {
  db: Db;
  /** Throws the back office's 404 unless the user may read the log ('audit'). */
  allow(userId: number | null): Promise<number>;
  /** Names and e-mails of the actors of a page. */
  actors(ids: number[]): Promise<Map<number, { email: string; name: string }>>;
}

export function registerAuditRoutes(api: FastifyInstance, deps: AuditRouteDeps) {
  api.get('/admin/audit', async (request) => {
    await deps.allow(request.ctx.userId);
    const query = request.query as Record<string, unknown>;
    const filter = parseBodyOrThrow(auditFilterInput, {
      actor: query['filter[actor]'],
      entity: query['filter[entity]'],
      action: query['filter[action]'],
      from: query['filter[from]'],
      to: query['filter[to]'],
      page: query.page,
    });
    const result = await listAudit(deps.db, filter);
    const ids = [...new Set(result.entries.map((e) => e.actor_user_id))].filter(
      (id): id is number => id !== null,
    );
    const actors = await deps.actors(ids);
    return {
      data: result.entries.map((entry) => ({
        ...entry,
        actor: entry.actor_user_id === null ? null : (actors.get(entry.actor_user_id) ?? null),
      })),
      meta: {
        total: result.total,
        page: result.page,
        limit: result.pageSize,
        last_page: Math.max(1, Math.ceil(result.total / result.pageSize)),
      },
    };
  });
}
