/**
 * Forgot-password answers in the same time whether or not the address has an account: the
 * request does the very same work for both (the same statements, in the same order: the
 * address's e-mail budget, then the queued request), and the look-up, the link and the
 * e-mail happen off the request path (the `password-resets` sweep).
 */
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import * as schema from '../../../src/db/schema';
import { forgotPassword, sendRequestedResetLinks } from '../../../src/modules/customers';
import { registerCustomer } from '../../support/accounts';
import { useTestApp } from '../../support/app';

const api = useTestApp();

/** A handle on the test database that records every statement it sends. */
function recordingDb(statements: string[]): Db {
  const logger = { logQuery: (query: string) => statements.push(query) };
  const database = api.database;
  return (database.pglite
    ? drizzlePglite({ client: database.pglite, schema, logger })
    : drizzlePg({ client: database.pool!, schema, logger })) as unknown as Db;
}

const urls = {
  verifyEmail: (token: string) => `http://shop.test/compte?token=${token}`,
  resetPassword: (token: string) => `http://shop.test/nouveau-mot-de-passe?token=${token}`,
  forgotPassword: () => 'http://shop.test/nouveau-mot-de-passe',
  account: () => 'http://shop.test/compte',
};

async function statementsOf(email: string) {
  const statements: string[] = [];
  await forgotPassword({ db: recordingDb(statements), now: () => new Date(), urls }, email, 'fr');
  return statements;
}

describe('forgot password, known or unknown address', () => {
  it('sends the same statements, none of them reading the accounts', async () => {
    const customer = await registerCustomer(api.app);
    const known = await statementsOf(customer.email);
    const unknown = await statementsOf('nobody-at-all@example.test');
    expect(known.length).toBeGreaterThan(0);
    expect(unknown).toEqual(known);
    expect(known.join('\n')).not.toMatch(/"users"|user_tokens|email_outbox/);
  });

  it('mails the link of a known address only, once the queue is swept', async () => {
    await sendRequestedResetLinks(api.database.db, new Date()); // what earlier tests queued
    const customer = await registerCustomer(api.app);
    await statementsOf(customer.email);
    await statementsOf('nobody-else@example.test');
    expect(await sendRequestedResetLinks(api.database.db, new Date())).toBe(1);
    const mails = await api.database.query<{ to: string }>(
      `select "to" from email_outbox where template = 'password_reset' and "to" in ($1, $2)`,
      [customer.email, 'nobody-else@example.test'],
    );
    expect(mails.map((m) => m.to)).toEqual([customer.email]);
  });
});
