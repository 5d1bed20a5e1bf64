/**
 * `ensureBuild()`: `npm start` on a fresh clone works without a separate `npm run build`.
 * When the server bundle (`build/server/index.js`, or under BUILD_DIR) is missing it runs the same steps as `npm run build`
 * (react-router build, then precompression), with their output shown.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface EnsureBuildOptions {
  /** Project root (holds package.json, build/). */
  cwd?: string;
  /** Rebuild even when a build exists. */
  force?: boolean;
}

/** Builds when `build/server/index.js` is missing; resolves to true when it built. */
export async function ensureBuild(options: EnsureBuildOptions = {}): Promise<boolean> {
  const cwd = options.cwd ?? PROJECT_DIR;
  const buildDir = path.resolve(cwd, process.env.BUILD_DIR || 'build');
  if (!options.force && existsSync(path.join(buildDir, 'server', 'index.js'))) return false;
  console.log('No production build found: building the pages (once)…');
  await run('npx', ['react-router', 'build'], cwd);
  await run('npx', ['tsx', 'scripts/precompress.ts', path.join(buildDir, 'client')], cwd);
  return true;
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
      shell: process.platform === 'win32',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}
