/**
 * `npm test`: every test suite, then one summary line.
 *   1. unit + integration tests on PGlite (embedded, always)
 *   2. the same suite on PostgreSQL when TEST_DATABASE_URL is set
 *   3. browser tests (production build in Debian's Chromium) when Chromium is installed
 * Exits non-zero when any part failed. The last line is `N passed, N failed` (all runs added).
 * Extra arguments are passed to every vitest run (e.g. `npm test -- --bail=1`).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

interface RunResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  exitCode: number;
  seconds: number;
}

const RESULTS_DIR = path.join('tmp', 'test-results');
const VITEST = path.join('node_modules', 'vitest', 'vitest.mjs');
const extraArgs = process.argv.slice(2);

async function runVitest(
  name: string,
  config: string,
  env: Record<string, string | undefined>,
): Promise<RunResult> {
  const outputFile = path.join(RESULTS_DIR, `${name}.json`);
  rmSync(outputFile, { force: true });
  banner(`${name}: vitest --config ${config}`);
  const started = Date.now();
  const exitCode = await new Promise<number>((resolve) => {
    const child = spawn(
      process.execPath,
      [
        VITEST,
        'run',
        '--config',
        config,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${outputFile}`,
        // A filter given to `npm test -- <filter>` may match nothing in one of the suites.
        ...(extraArgs.length > 0 ? ['--passWithNoTests', ...extraArgs] : []),
      ],
      { stdio: ['ignore', 'inherit', 'inherit'], env: cleanEnv(env) },
    );
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  const seconds = (Date.now() - started) / 1000;
  const counts = readCounts(outputFile);
  // A run that fails without a failing test (global setup, crash) still counts as a failure.
  const failed = counts.failed + (exitCode !== 0 && counts.failed === 0 ? 1 : 0);
  return { name, passed: counts.passed, failed, skipped: counts.skipped, exitCode, seconds };
}

function readCounts(file: string): { passed: number; failed: number; skipped: number } {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests?: number;
    numFailedTests?: number;
    numPendingTests?: number;
    numTodoTests?: number;
  };
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function cleanEnv(overrides: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}

function banner(text: string) {
  const line = '═'.repeat(Math.max(60, text.length + 4));
  process.stdout.write(`\n${line}\n  ${text}\n${line}\n`);
}

async function main() {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const results: RunResult[] = [];
  const postgresUrl = process.env.TEST_DATABASE_URL;

  results.push(await runVitest('pglite', 'vitest.config.ts', { TEST_DATABASE_URL: undefined }));
  if (postgresUrl) {
    results.push(
      await runVitest('postgres', 'vitest.config.ts', { TEST_DATABASE_URL: postgresUrl }),
    );
  } else {
    process.stdout.write('\nTEST_DATABASE_URL is not set: the suite did not run on PostgreSQL.\n');
  }

  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  let browserTestsRan = false;
  if (existsSync(chromium)) {
    results.push(await runVitest('e2e', 'vitest.e2e.config.ts', { TEST_DATABASE_URL: undefined }));
    browserTestsRan = true;
  }

  banner('summary');
  for (const result of results) {
    const status = result.exitCode === 0 ? 'ok    ' : 'FAILED';
    process.stdout.write(
      `  ${status} ${result.name.padEnd(9)} ${String(result.passed).padStart(4)} passed, ` +
        `${result.failed} failed, ${result.skipped} skipped  (${result.seconds.toFixed(1)} s)\n`,
    );
  }
  if (!browserTestsRan) loudWarning(chromium);

  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  const ok = results.every((result) => result.exitCode === 0);
  process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
  process.exitCode = ok ? 0 : 1;
}

function loudWarning(chromium: string) {
  const lines = [
    "Chromium not found: browser tests NOT run — install Debian's chromium",
    `(looked for ${chromium}; apt-get install -y chromium, or set CHROMIUM_PATH)`,
  ];
  const width = Math.max(...lines.map((line) => line.length)) + 8;
  const bar = '!'.repeat(width);
  process.stdout.write(`\n${bar}\n`);
  for (const line of lines) process.stdout.write(`!!! ${line.padEnd(width - 8)} !!!\n`);
  process.stdout.write(`${bar}\n`);
}

await main();
