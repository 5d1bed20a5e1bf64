import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm start`'s process as an operator runs it: SIGTERM lets the request in flight finish,
 * closes the database, and exits 0. Runs the real entry point on a fresh empty PGlite.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-shutdown-'));
let child: ChildProcess | undefined;
afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('graceful shutdown', () => {
  it('finishes the in-flight request on SIGTERM, then exits 0', async () => {
    const port = await freePort();
    const logs: string[] = [];
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_ON_EMPTY: '0',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) =>
      logs.push(...chunk.toString().split('\n').filter(Boolean)),
    );
    child.stderr!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child!.once('exit', (code) => resolve(code)),
    );

    for (let i = 0; ; i++) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 600 || child.exitCode !== null)
        throw new Error(`shop did not start:\n${logs.join('\n')}`);
      await new Promise((r) => setTimeout(r, 100));
    }

    // A request whose body is still arriving when the signal comes.
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const body = '{"padding":"xxxxxxx"}';
    socket.write(
      `POST /api/health HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    expect(child.exitCode, 'the process waits for the request in flight').toBeNull();

    socket.write(body.slice(5));
    await new Promise((resolve) => socket.once('end', resolve));
    expect(answer).toMatch(/^HTTP\/1\.1 404/); // answered in full (POST /api/health is not a route)
    expect(answer).toContain('"message"');

    expect(await exited).toBe(0);
    const lines = logs
      .map((l) => l.trim())
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l));
    expect(lines.some((l) => l.msg?.includes('shutting down'))).toBe(true);
    // Structured logs: each request line carries its request id.
    const requestLines = lines.filter((l) => l.req || l.res);
    expect(requestLines.length).toBeGreaterThan(0);
    expect(requestLines.every((l) => typeof l.reqId === 'string')).toBe(true);
  }, 120_000);
});
