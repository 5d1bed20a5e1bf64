// ESLint flat config. Fast on purpose: no type-aware rules (tsc --noEmit checks types).
// Import boundaries (docs/decisions/003-test-strategy.md, GUIDE.md "Layout"):
//   src/shared   imports nothing from src
//   src/db       client (and after-commit) may be used by modules, client types by web; schema
//                (every table at once) stays inside src/db
//   src/modules  import src/shared, src/db/{client,after-commit} and other modules only through
//                their index.ts (a *.tables.ts may name another module's *.tables.ts for a
//                foreign key); never src/web or src/server
//   src/web      imports src/modules (ideally their index.ts), src/shared, src/db/client types
//   src/**       never imports tests/ or scripts/ (test files beside the code may use tests/support)
// plus import-x/no-cycle everywhere.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const TEST_FILES = ['src/**/*.test.ts', 'src/**/*.test.tsx'];

/** Module folders, read at each lint run so a new module is covered without editing this file. */
function moduleNames() {
  try {
    return readdirSync('src/modules', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** @param {{ forTests: boolean, tablesFile?: boolean }} options */
function boundaryZones({ forTests, tablesFile = false }) {
  const modules = moduleNames();
  const zones = [
    {
      target: './src/shared',
      from: './src',
      except: ['./shared'],
      message: 'src/shared is pure helpers: it imports nothing from src.',
    },
    {
      target: ['./src/modules', './src/shared', './src/db'],
      from: ['./src/web', './src/server'],
      message: 'Domain code never depends on the web or server layers.',
    },
    {
      target: './src/modules',
      from: './src/db',
      except: ['./client.ts', './after-commit.ts'],
      message:
        'Modules use src/db/client and src/db/after-commit only (src/db/schema holds every table: take your own from your *.tables.ts).',
    },
    {
      target: ['./src/server', './src/shared'],
      from: './src/db/schema.ts',
      message: 'src/db/schema holds every table: only the database layer uses it.',
    },
    {
      target: './src/web',
      from: './src/db',
      except: ['./client.ts'],
      message: 'Pages reach the database through modules; only src/db/client types are allowed.',
    },
    {
      target: './src/web',
      from: './src/server',
      message: 'Pages do not import the server; it passes what they need through the load context.',
    },
    {
      target: './src',
      from: './scripts',
      message: 'Application code never imports scripts/.',
    },
  ];
  if (!forTests) {
    zones.push({
      target: './src',
      from: './tests',
      message:
        'Application code never imports tests/ (only *.test.ts files may use tests/support).',
    });
  }
  for (const name of modules) {
    const others = modules.filter((other) => other !== name);
    if (others.length === 0) continue;
    zones.push({
      target: `./src/modules/${name}/**`,
      from: others.map((other) => `./src/modules/${other}/**`),
      // Only a table definition may name another module's table (a foreign key); every other
      // file asks the owner through its index, so each table keeps one writer.
      except: tablesFile ? ['**/index.ts', '**/*.tables.ts'] : ['**/index.ts'],
      message: tablesFile
        ? 'Other modules are reached only through their index.ts (or *.tables.ts for a foreign key).'
        : 'Other modules are reached only through their index.ts: ask the owner, never its tables.',
    });
  }
  return zones;
}

export default defineConfig(
  {
    ignores: [
      'build/',
      // Builds of other names (BUILD_DIR=build-<name>, git-ignored too).
      'build-*/',
      'data/',
      '.react-router/',
      'node_modules/',
      'src/db/migrations/',
      'tmp/',
      'test-results/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Needed for no-cycle to parse the TypeScript files it walks through.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.json', '.node'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones({ forTests: false }) }],
    },
  },
  {
    files: ['src/modules/**/*.tables.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: boundaryZones({ forTests: false, tablesFile: true }) },
      ],
    },
  },
  {
    files: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones({ forTests: true }) }],
    },
  },
  {
    // Pages use a module through its index, or a pure file of it (see the pattern below).
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // A browser bundle may take a pure rules, contract or texts file directly (the
              // index would pull server code in); anything else goes through the index.
              regex: '/modules/[^/]+/(?!index$)(?![^/]+\\.(rules|contract|texts)$)[^/]+$',
              message:
                "Import a module through its index.ts (e.g. '../../modules/orders'), or a pure *.rules, *.contract or *.texts file.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.js'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly' },
    },
  },
);
