import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app';

const api = useTestApp();

describe('unexpected failures', () => {
  it('answer 500 JSON without internals, and health reports the database down', async () => {
    expect((await api.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await api.database.close(); // the database goes away under the running app

    const res = await api.app.inject({ url: '/api/vehicles', headers: { language: 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'An error occurred' });
    expect(res.body).not.toMatch(/stack|at |sql|select/i);
    expect(res.headers['x-request-id']).toBeTruthy();

    const health = await api.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'down', database: { ok: false, state: 'down' } });
  });
});
