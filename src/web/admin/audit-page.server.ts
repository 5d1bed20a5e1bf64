/**
 * The audit log page in-process (routes/admin-audit.tsx): the URL's filters parsed with the
 * module's schema (the same as `GET /api/admin/audit`'s), a page of entries with their actors'
 * names, the filter choices. Owner only (permission 'audit'). Server only.
 */
import { data, type AppLoadContext } from 'react-router';
import { auditFilterInput, auditVocabulary, listAudit } from '../../modules/audit';
import { listStaff, userLabels } from '../../modules/customers';
import { HttpError } from '../../shared/http';
import { parseBodyOrThrow } from '../../shared/validation';
import { adminGuard } from '../account/admin-guard.server';

export async function auditPage(args: { request: Request; context: AppLoadContext }) {
  await adminGuard(args, 'audit');
  const db = args.context.database.db;
  const params = new URL(args.request.url).searchParams;
  const raw = Object.fromEntries(
    ['actor', 'entity', 'action', 'from', 'to', 'page'].map((name) => [
      name,
      params.get(name)?.slice(0, 60) ?? undefined,
    ]),
  );
  let filter;
  try {
    filter = parseBodyOrThrow(auditFilterInput, raw);
  } catch (error) {
    // A hand-edited URL: the unfiltered first page rather than an error page.
    if (!(error instanceof HttpError)) throw error;
    filter = parseBodyOrThrow(auditFilterInput, {});
  }
  const [result, vocabulary, staff] = await Promise.all([
    listAudit(db, filter),
    auditVocabulary(db),
    listStaff(db, args.context.now()),
  ]);
  const actorIds = [
    ...new Set(result.entries.map((e) => e.actor_user_id).filter((id) => id !== null)),
  ];
  const labels = await userLabels(db, actorIds);
  if (result.entries.length === 0 && filter.page > 1) throw data(null, { status: 404 });
  return {
    filter: {
      actor: filter.actor ?? null,
      entity: filter.entity ?? '',
      action: filter.action ?? '',
      from: filter.from ?? '',
      to: filter.to ?? '',
    },
    page: result.page,
    lastPage: Math.max(1, Math.ceil(result.total / result.pageSize)),
    total: result.total,
    entries: result.entries.map((entry) => ({
      ...entry,
      actor: entry.actor_user_id === null ? null : (labels.get(entry.actor_user_id)?.name ?? null),
    })),
    actors: staff.members.map((m) => ({ id: m.id, name: `${m.firstname} ${m.lastname}` })),
    ...vocabulary,
  };
}
