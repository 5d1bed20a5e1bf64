import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('unexpected failures', () => {
  it('answer 500 JSON without internals, and health reports the database down', async () => {
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await t.database.close(); // the database goes away under the running app

    const res = await t.app.inject({ url: '/api/vehicles', headers: { language: 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'An error occurred' });
    expect(res.body).not.toMatch(/stack|at |sql|select/i);
    expect(res.headers['x-request-id']).toBeTruthy();

    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'error', database: { ok: false } });
  });
});
