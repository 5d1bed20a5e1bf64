import type { Database } from '../../src/db/client';

/**
 * Proof that test files do not share a database: each file writes a marker brand and then
 * looks for the markers of the others. Files do not delete their marker, so if two files ever
 * shared a database, whichever checks last would see the other's marker.
 */
const MARKER = 'zz-isolation-marker-';

export async function writeIsolationMarker(database: Database, file: string) {
  await database.query(`insert into brands (name, slug, type) values ($1, $1, 'product')`, [
    `${MARKER}${file}`,
  ]);
}

export async function isolationMarkers(database: Database): Promise<string[]> {
  const rows = await database.query<{ slug: string }>(
    `select slug from brands where slug like $1 order by slug`,
    [`${MARKER}%`],
  );
  return rows.map((row) => row.slug.slice(MARKER.length));
}
