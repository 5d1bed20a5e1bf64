import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Global setup of the browser tests: the server renders pages from the production build, so
 * build it when it is missing or older than any source file it is made of.
 * E2E_SKIP_BUILD=1 uses whatever build/ holds.
 */
/** BUILD_DIR (read by react-router.config.ts and the server too) lets runs keep separate builds. */
const ENTRY = `${process.env.BUILD_DIR || 'build'}/server/index.js`;
const SOURCES = ['src', 'react-router.config.ts', 'vite.config.ts', 'package-lock.json'];

export default function setup() {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const reason = staleReason();
  if (!reason) return;
  process.stdout.write(`[e2e] ${reason}: running npm run build\n`);
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: buildEnv() });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
  process.stdout.write(`[e2e] build done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

/** Vitest's variables switch vite.config.ts to test mode (no React Router plugin): drop them. */
function buildEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  for (const key of Object.keys(env)) {
    if (key.startsWith('VITEST') || key === 'TEST' || key === 'MODE') delete env[key];
  }
  return env;
}

function staleReason(): string | undefined {
  if (!existsSync(ENTRY)) return `${ENTRY} is missing`;
  const builtAt = statSync(ENTRY).mtimeMs;
  for (const source of SOURCES) {
    const newer = newerFile(source, builtAt);
    if (newer) return `${newer} is newer than the build`;
  }
  return undefined;
}

function newerFile(file: string, than: number): string | undefined {
  if (!existsSync(file)) return undefined;
  const stat = statSync(file);
  if (!stat.isDirectory()) {
    return stat.mtimeMs > than && !/\.test\.tsx?$/.test(file) ? file : undefined;
  }
  for (const entry of readdirSync(file)) {
    const found = newerFile(path.join(file, entry), than);
    if (found) return found;
  }
  return undefined;
}
