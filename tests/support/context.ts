/**
 * What the global setup hands to every test worker (through vitest's `provide` / `inject`):
 * where the migrated + seeded template lives, for `createTestDatabase()` to copy per test file.
 */
export type TestDatabaseTemplate =
  | {
      kind: 'pglite';
      /** Uncompressed tar of the template's data folder (`PGlite.dumpDataDir('none')`). */
      templateFile: string;
      storageDir: string;
      seedScale: number;
    }
  | {
      kind: 'postgres';
      /** Maintenance connection (TEST_DATABASE_URL) used to create and drop databases. */
      adminUrl: string;
      templateName: string;
      /** Prefix of the per-file databases of this run, so the teardown can drop leftovers. */
      databasePrefix: string;
      storageDir: string;
      seedScale: number;
    };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTemplate;
  }
}
