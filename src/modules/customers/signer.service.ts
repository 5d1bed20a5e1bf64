/**
 * HMAC-SHA256 signatures under named keys kept in the database (`signing_keys`), so every
 * process of the shop signs and checks alike: trusted-device cookies, newsletter unsubscribe
 * links. A key is created on first use and read once per process.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { signingKey } from './customers.repo';

const keys = new WeakMap<Db, Map<string, Promise<Buffer>>>();

function keyOf(db: Db, name: string): Promise<Buffer> {
  let named = keys.get(db);
  if (!named) keys.set(db, (named = new Map()));
  let key = named.get(name);
  if (!key) {
    key = signingKey(db, name, randomBytes(32).toString('base64url')).then((secret) =>
      Buffer.from(secret, 'base64url'),
    );
    key.catch(() => named.delete(name));
    named.set(name, key);
  }
  return key;
}

/** The signature of `payload` under the key `name` (base64url). */
export async function sign(db: Db, name: string, payload: string): Promise<string> {
  return createHmac('sha256', await keyOf(db, name))
    .update(payload)
    .digest('base64url');
}

/** Whether `signature` is the key's signature of `payload` (compared in constant time). */
export async function verifySignature(
  db: Db,
  name: string,
  payload: string,
  signature: string,
): Promise<boolean> {
  const expected = Buffer.from(await sign(db, name, payload));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
