/**
 * The catalogue import page in-process (routes/admin-catalogue-import.tsx): a plain form posts
 * the file (`intent=check`, the dry run: every change and error, nothing written), then the
 * checked file's sha256 (`intent=apply`: the catalogue module checks it again and writes it all
 * in one transaction, or nothing). Server only.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import {
  applyCatalogueImport,
  checkCatalogueImport,
  IMPORT_MAX_BYTES,
  type ImportChange,
  type ImportCreation,
  type ImportError,
} from '../../modules/catalog';
import { message } from '../../shared/messages';
import { adminGuard } from '../account/admin-guard.server';
import { href } from '../paths';

interface PageArgs {
  request: Request;
  context: AppLoadContext;
}

/** The dry run shows this many changes and errors; the rest are counted. */
export const SHOWN_LINES = 500;

export async function catalogueImportPage(args: PageArgs) {
  await adminGuard(args, 'catalogue');
  const url = new URL(args.request.url);
  const applied = /^(\d+)-(\d+)$/.exec(url.searchParams.get('applied') ?? '');
  return {
    applied: applied ? { lines: Number(applied[1]), changes: Number(applied[2]) } : null,
    maxMegabytes: IMPORT_MAX_BYTES / 1024 / 1024,
    shown: SHOWN_LINES,
  };
}

export type ImportAnswer =
  | {
      kind: 'check';
      sha256: string;
      fileName: string;
      lines: number;
      changeCount: number;
      errorCount: number;
      changes: ImportChange[];
      creations: ImportCreation[];
      errors: ImportError[];
    }
  | { kind: 'refused'; message: string; errors: ImportError[] };

export async function catalogueImportAction(args: PageArgs) {
  const locale = await adminGuard(args, 'catalogue');
  const actor = args.context.session!.userId;
  const db = args.context.database.db;
  let form: FormData;
  try {
    form = await args.request.formData();
  } catch {
    const answer: ImportAnswer = {
      kind: 'refused',
      message: message('catalogue_import_not_csv', locale),
      errors: [],
    };
    return data(answer, { status: 400 });
  }
  const intent = form.get('intent');
  if (intent === 'apply') {
    const sha256 = String(form.get('sha256') ?? '');
    const outcome = /^[0-9a-f]{64}$/.test(sha256)
      ? await applyCatalogueImport(db, actor, sha256)
      : ({ ok: false, reason: 'unknown' } as const);
    if (outcome.ok)
      return redirect(
        `${href('admin-catalogue-import', null, locale)}?applied=${outcome.lines}-${outcome.changes}`,
        303,
      );
    const key = {
      unknown: 'catalogue_import_unknown',
      applied: 'catalogue_import_applied',
      stale: 'catalogue_import_stale',
      errors: 'catalogue_import_has_errors',
    } as const;
    const answer: ImportAnswer = {
      kind: 'refused',
      message: message(key[outcome.reason], locale),
      errors: outcome.reason === 'errors' ? outcome.errors.slice(0, SHOWN_LINES) : [],
    };
    return data(answer, { status: outcome.reason === 'errors' ? 422 : 409 });
  }
  // Not `instanceof File`: the request's form may come from another File class (undici's).
  const file = form.get('file');
  if (file === null || typeof file === 'string' || file.size === 0) {
    const answer: ImportAnswer = {
      kind: 'refused',
      message: message('catalogue_import_empty', locale),
      errors: [],
    };
    return data(answer, { status: 422 });
  }
  const check = await checkCatalogueImport(db, {
    actorUserId: actor,
    fileName: file.name,
    bytes: new Uint8Array(await file.arrayBuffer()),
  });
  if ('refused' in check) {
    const key = {
      too_large: 'catalogue_import_too_large',
      empty_file: 'catalogue_import_empty',
      not_csv: 'catalogue_import_not_csv',
    } as const;
    const answer: ImportAnswer = {
      kind: 'refused',
      message: message(key[check.refused], locale, {
        max: String(IMPORT_MAX_BYTES / 1024 / 1024),
      }),
      errors: [],
    };
    return data(answer, { status: check.refused === 'too_large' ? 413 : 422 });
  }
  const answer: ImportAnswer = {
    kind: 'check',
    sha256: check.sha256,
    fileName: check.fileName,
    lines: check.lines,
    changeCount: check.changes.length + check.creations.length,
    errorCount: check.errors.length,
    changes: check.changes.slice(0, SHOWN_LINES),
    creations: check.creations.slice(0, SHOWN_LINES),
    errors: check.errors.slice(0, SHOWN_LINES),
  };
  return answer;
}
