import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Maintenance helpers on the PostgreSQL server of TEST_DATABASE_URL: every test run creates
 * `shop_tpl_<run>` (migrated + seeded template) and `shop_t_<run>_<id>` per test file, and drops
 * them at the end. The run id starts with a base-36 timestamp, so databases left behind by a run
 * that was killed are recognised and dropped by a later run once they are old enough.
 */
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;
const NAME_PATTERN = /^shop_(?:tpl|t)_([0-9a-z]+)_/;

export function newRunId(): string {
  return `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

export function randomSuffix(): string {
  return randomBytes(5).toString('hex');
}

/** The same server and credentials as `adminUrl`, another database. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function quoteIdent(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name: ${name}`);
  return `"${name}"`;
}

export async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * `create database name [template source]`. PostgreSQL refuses to copy a template while another
 * session is connected to it (SQLSTATE 55006), and concurrent copies may briefly collide: retry.
 */
export async function createDatabase(adminUrl: string, name: string, template?: string) {
  const sql = `create database ${quoteIdent(name)}${template ? ` template ${quoteIdent(template)}` : ''}`;
  await withAdmin(adminUrl, async (client) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(sql);
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
}

export async function dropDatabase(adminUrl: string, name: string) {
  await withAdmin(adminUrl, (client) =>
    client.query(`drop database if exists ${quoteIdent(name)} with (force)`),
  );
}

async function listDatabases(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ datname: string }>(
    `select datname from pg_database where datname like 'shop\\_t%' order by datname`,
  );
  return rows.map((row) => row.datname);
}

/** Drops this run's databases (`prefix…`) and, when `stale`, any left by runs older than 6 h. */
export async function dropTestDatabases(
  adminUrl: string,
  options: { prefixes?: string[]; stale?: boolean },
): Promise<string[]> {
  return withAdmin(adminUrl, async (client) => {
    const dropped: string[] = [];
    for (const name of await listDatabases(client)) {
      const ours = options.prefixes?.some((prefix) => name.startsWith(prefix)) ?? false;
      const match = NAME_PATTERN.exec(name);
      const startedAt = match ? Number.parseInt(match[1]!, 36) : Number.NaN;
      const stale = options.stale === true && Date.now() - startedAt > STALE_AFTER_MS;
      if (!ours && !stale) continue;
      await client.query(`drop database if exists ${quoteIdent(name)} with (force)`);
      dropped.push(name);
    }
    return dropped;
  });
}
