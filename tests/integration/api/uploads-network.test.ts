/**
 * Over a real socket (not `inject`): a client sending more than the limit gets the 413 while the
 * rest of its body is still on the way, and a visitor's upload is refused before it is read.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../../src/modules/customers';
import { createTestApp } from '../../support/app';

let started: Awaited<ReturnType<typeof createTestApp>>;
let base: string;
let token: string;

beforeAll(async () => {
  started = await createTestApp();
  const [user] = await started.database.query<{ id: number }>(
    `insert into users (email, firstname, lastname, role)
     values ('editor-network@example.test', 'Test', 'Editor', 'editor') returning id`,
  );
  token = (await openSession(started.database.db, user!.id, new Date())).token;
  await started.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(started.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => started?.close());

function bigPng(size: number) {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'big.png');
  return form;
}

describe('uploads over the network', () => {
  it.each([12, 40])('answers 413 to a %i MB picture', async (megabytes) => {
    const res = await fetch(`${base}/api/admin/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, language: 'en' },
      body: bigPng(megabytes * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'The file is too large (maximum 10 MB).' });
  });

  it('answers 404 to a visitor without reading the file', async () => {
    const res = await fetch(`${base}/api/admin/uploads`, {
      method: 'POST',
      body: bigPng(5 * 1024 * 1024),
    });
    expect(res.status).toBe(404);
  });
});
