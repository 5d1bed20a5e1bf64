import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { listSettings, saveSetting } from '../../src/modules/content';
import { useTestDatabase } from '../support/db';

const test = useTestDatabase();

const valueOf = async (key: string) =>
  (await listSettings(test.database.db)).find((s) => s.key === key) ?? null;

describe('shop settings', () => {
  it('adds a new key as private, updates an existing one and keeps its visibility', async () => {
    const now = new Date('2026-11-25T10:00:00Z');
    const added = await saveSetting(
      test.database.db,
      'orders_email',
      ' atelier@example.test ',
      now,
    );
    expect(added).toMatchObject({
      ok: true,
      previous: null,
      setting: { key: 'orders_email', value: 'atelier@example.test', isPublic: false },
    });
    const before = (await valueOf('contact_email'))!;
    expect(before.isPublic).toBe(true);
    const updated = await saveSetting(
      test.database.db,
      'contact_email',
      'bonjour@example.test',
      now,
    );
    expect(updated).toMatchObject({
      ok: true,
      previous: before.value,
      setting: { value: 'bonjour@example.test', isPublic: true },
    });
    expect((await valueOf('contact_email'))!.updatedAt.toISOString()).toBe(now.toISOString());
  });

  it('refuses a value of the wrong kind and changes nothing', async () => {
    const before = await listSettings(test.database.db);
    expect(await saveSetting(test.database.db, 'free_shipping', '99,00 €', new Date())).toEqual({
      ok: false,
      problem: 'invalid_integer',
    });
    expect(await saveSetting(test.database.db, 'contact_email', 'atelier@', new Date())).toEqual({
      ok: false,
      problem: 'invalid_email',
    });
    expect(await saveSetting(test.database.db, 'Free Shipping', '1', new Date())).toEqual({
      ok: false,
      problem: 'invalid_key',
    });
    expect(await listSettings(test.database.db)).toEqual(before);
  });
});

describe('npm run settings', () => {
  it('prints the usage and exits 2 on a wrong call, before opening any database', () => {
    const run = spawnSync('npx', ['tsx', 'scripts/settings.ts', 'set', 'orders_email'], {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: 'memory://' },
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('npm run settings -- set <key> <value>');
  });
});
