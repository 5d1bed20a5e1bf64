/**
 * The catalogue as CSV, one line per variant (docs/decisions/041): UTF-8 with a BOM and `;`
 * so a French Excel opens it as columns; read a thousand variants at a time (keyset), so
 * 100,000 variants never sit in memory at once.
 */
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client';
import { CATALOGUE_COLUMNS, exportRow } from './catalogue-import.rules';
import { variantStatesPage, type StateCursor } from './catalogue-import.repo';

const CSV_OPTIONS = { delimiter: ';', record_delimiter: '\r\n' } as const;

export async function* catalogueCsvChunks(db: Db, batch = 1000): AsyncGenerator<string> {
  yield '\uFEFF' + stringify([[...CATALOGUE_COLUMNS]], CSV_OPTIONS);
  let after: StateCursor | null = null;
  do {
    const page = await variantStatesPage(db, after, batch);
    if (page.states.length > 0) yield stringify(page.states.map(exportRow), CSV_OPTIONS);
    after = page.next;
  } while (after);
}
