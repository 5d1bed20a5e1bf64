/**
 * A page form posted without a body (`POST /admin/quitter` from a script, a proxy that drops
 * it) is an empty form, not a server error: the Fastify → web Request bridge gives it a form
 * type, so `request.formData()` reads nothing instead of throwing.
 */
import { EventEmitter } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toWebRequest } from '../../../src/server/ssr';
import * as adminLeave from '../../../src/web/routes/admin-leave';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { answer, pageContext } from '../../support/page-context';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => test?.cleanup());

function bridged(headers: Record<string, string>, body?: Buffer) {
  const request = {
    url: '/admin/quitter',
    protocol: 'http',
    host: 'shop.test',
    method: 'POST',
    headers,
    body,
  } as unknown as FastifyRequest;
  const reply = { raw: new EventEmitter() } as unknown as FastifyReply;
  return toWebRequest(request, reply);
}

describe('a page post without a body', () => {
  it('reads as an empty form', async () => {
    const form = await bridged({ 'content-length': '0' }).formData();
    expect([...form]).toEqual([]);
  });

  it('keeps a posted form as it came', async () => {
    const form = await bridged(
      { 'content-type': 'application/x-www-form-urlencoded' },
      Buffer.from('redirect=%2Fcompte'),
    ).formData();
    expect(form.get('redirect')).toBe('/compte');
  });

  it('POST /admin/quitter with no body leaves nothing and goes home, without a 500', async () => {
    const request = bridged({ 'content-length': '0', origin: 'http://shop.test' });
    const res = await answer(async () =>
      adminLeave.action({
        request,
        context: await pageContext(test.database),
        params: {},
      } as never),
    );
    expect(res.status).toBe(302);
    expect(res.location).toBe('/');
  });
});
