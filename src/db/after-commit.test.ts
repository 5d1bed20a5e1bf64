/**
 * The pages' server bundle carries its own copy of the modules: a transaction opened by the app
 * (one copy of after-commit.ts) is written to by the bundle's code (another copy). Both copies
 * must agree, or a page placing an order fails ("transaction without after-commit tracking").
 * A second copy is made here by importing the module under another URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import * as sameCopy from './after-commit';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(async () => database?.close());

describe('afterCommit across copies of the module', () => {
  it('a copy registers on a transaction the other opened; the effect runs once, after commit', async () => {
    const otherCopy = (await import(
      /* @vite-ignore */ `./after-commit.ts?copy=${Date.now()}`
    )) as typeof sameCopy;
    expect(otherCopy.afterCommit).not.toBe(sameCopy.afterCommit);
    const ran: string[] = [];
    await database.db.transaction(async (tx) => {
      otherCopy.afterCommit(tx, () => ran.push('other'));
      sameCopy.afterCommit(tx, () => ran.push('same'));
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['other', 'same']);
  });

  it('nothing runs after a rollback, whichever copy registered it', async () => {
    const otherCopy = (await import(
      /* @vite-ignore */ `./after-commit.ts?copy=rollback-${Date.now()}`
    )) as typeof sameCopy;
    const ran: string[] = [];
    await expect(
      database.db.transaction(async (tx) => {
        otherCopy.afterCommit(tx, () => ran.push('other'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(ran).toEqual([]);
  });
});
