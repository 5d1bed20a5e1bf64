import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app';

const api = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ url, headers });

describe('API conventions (SPEC §7)', () => {
  it('reports the database in /api/health', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { ok: true } });
  });

  it('answers every bad list parameter at once with 422 and translated texts', async () => {
    const res = await get(
      '/api/brands?page=-1&limit=1e9&sort=bogus&filter[x]=<script>&include=nope',
    );
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('Votre formulaire comporte des erreurs, veuillez les corriger.');
    expect(Object.keys(body.errors).sort()).toEqual([
      'filter[x]',
      'include',
      'limit',
      'page',
      'sort',
    ]);
    expect(JSON.stringify(body)).not.toContain('<script>');
  });

  it('translates errors into the language header', async () => {
    const en = await get('/api/brands?sort=bogus', { language: 'en' });
    expect(en.json().message).toBe('Your form contains errors, please correct them.');
    const de = await get('/api/brands?sort=bogus', { 'x-language': 'de' });
    expect(de.json().message).toBe('Ihr Formular enthält Fehler, bitte korrigieren Sie diese.');
    const unknown = await get('/api/brands?sort=bogus', { language: 'xx' });
    expect(unknown.json().message).toBe(
      'Votre formulaire comporte des erreurs, veuillez les corriger.',
    );
  });

  it('refuses repeated parameters and unknown filters, ignores unknown plain parameters', async () => {
    expect((await get('/api/brands?page=1&page=2')).statusCode).toBe(422);
    expect((await get('/api/brands?filter[is_active]=1')).statusCode).toBe(422);
    expect((await get('/api/brands?utm_source=newsletter')).statusCode).toBe(200);
  });

  it('caps large limits instead of failing', async () => {
    const res = await get('/api/vehicles?limit=50000');
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.limit).toBe(1000);
  });

  it('defaults to limit 200 and reports pagination in meta', async () => {
    const res = await get('/api/vehicles?page=2');
    expect(res.statusCode).toBe(200);
    const { meta, data } = res.json();
    expect(meta).toMatchObject({ page: 2, limit: 200 });
    expect(meta.total).toBeGreaterThanOrEqual(300);
    expect(data.length).toBe(Math.min(200, meta.total - 200));
  });

  it('answers unknown API paths with JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await api.app.inject({ method, url: '/api/does-not-exist' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().message).toBe("Cette ressource n'existe pas.");
    }
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/brands',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Le corps de la requête n'est pas un JSON valide.");
  });

  it('answers 413 with a translated reason to a body over the limit', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { 'content-type': 'application/json', language: 'en' },
      payload: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(
      'What you sent is too large: a file is probably bigger than the size accepted.',
    );
  });

  it('refuses a bearer token that names no session with 401 JSON', async () => {
    for (const authorization of [
      'Bearer 0123456789abcdef0123456789abcdef',
      'Basic abc',
      'Bearer',
    ]) {
      const res = await get('/api/brands', { authorization });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/session/);
    }
  });

  it('sends the VAT country and rate of the request country', async () => {
    const fr = await get('/api/brands?limit=1');
    expect(fr.headers['x-vat-country']).toBe('FR');
    expect(fr.headers['x-vat-rate']).toBe('20');
    const de = await get('/api/brands?limit=1', { country: 'DE' });
    expect(de.headers['x-vat-country']).toBe('DE');
    expect(de.headers['x-vat-rate']).toBe('19');
    // A country the shop does not deliver to is charged the home rate.
    const us = await get('/api/brands?limit=1', { country: 'US' });
    expect(us.headers['x-vat-country']).toBe('FR');
    const junk = await get('/api/brands?limit=1', { country: '<x>' });
    expect(junk.headers['x-vat-country']).toBe('FR');
  });

  it('tags every response with a request id and security headers', async () => {
    const res = await get('/api/health', { 'x-request-id': 'abc-12345678' });
    expect(res.headers['x-request-id']).toBe('abc-12345678');
    const generated = await get('/api/health', { 'x-request-id': 'bad id\nwith newline' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['content-security-policy']).toMatch(
      /script-src 'nonce-[^']+' 'strict-dynamic'/,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers repeated anonymous reference reads from memory, per language', async () => {
    const url = '/api/categories?domain=1&sort=position&include=images';
    const first = await get(url);
    expect(first.headers['x-cache']).toBeUndefined();
    expect(first.headers['cache-control']).toBe('public, max-age=30');
    const again = await get('/api/categories?include=images&sort=position&domain=1');
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(again.headers['x-vat-rate']).toBe('20');
    const english = await get(url, { language: 'en' });
    expect(english.headers['x-cache']).toBeUndefined();
    expect(english.body).not.toBe(first.body);
    // Errors are never cached.
    expect((await get('/api/categories?sort=nope')).statusCode).toBe(422);
    expect((await get('/api/categories?sort=nope')).headers['x-cache']).toBeUndefined();
  });

  it('compresses JSON answers for clients that accept it, cached ones included', async () => {
    const url = '/api/vehicles?limit=100';
    for (let i = 0; i < 2; i++) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['x-cache']).toBe(i === 0 ? undefined : 'hit');
    }
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data).toHaveLength(100);
  });

  it('sends cached answers compressed once per encoding, the same JSON as a fresh answer', async () => {
    const url = '/api/brands?types=vehicle&include=image';
    const fresh = await get(url);
    expect(fresh.headers['x-cache']).toBeUndefined();
    const decoded = {
      br: (raw: Buffer) => zlib.brotliDecompressSync(raw).toString('utf8'),
      gzip: (raw: Buffer) => zlib.gunzipSync(raw).toString('utf8'),
    };
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['br', 'br'],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const hit = await get(url, { 'accept-encoding': accept });
        expect(hit.headers['x-cache']).toBe('hit');
        expect(hit.headers['content-encoding']).toBe(encoding);
        expect(hit.headers.vary).toContain('accept-encoding');
        expect(decoded[encoding](hit.rawPayload)).toBe(fresh.body);
      }
    }
    for (const accept of ['identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const hit = await get(url, { 'accept-encoding': accept });
      expect(hit.headers['x-cache']).toBe('hit');
      expect(hit.headers['content-encoding']).toBeUndefined();
      expect(hit.body).toBe(fresh.body);
    }
  });
});
