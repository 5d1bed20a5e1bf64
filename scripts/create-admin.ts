/**
 * `npm run admin:create -- owner@example.com [--password 'S3cret!pass']`: makes the address an
 * owner of the shop (every back-office permission, staff invitations included; `users.role`
 * 'admin'). An existing account
 * is promoted and keeps its password; a new one gets the given password, or a generated one
 * printed once.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { ensureAdministrator, hashPassword, unmetPasswordRules } from '../src/modules/customers';
import { loadConfig } from '../src/server/config';

const args = process.argv.slice(2);
const email = args.find((a) => !a.startsWith('--') && a.includes('@'));
const passwordIndex = args.indexOf('--password');
let password = passwordIndex >= 0 ? args[passwordIndex + 1] : undefined;
if (!email) {
  console.error("usage: npm run admin:create -- owner@example.com [--password 'S3cret!pass']");
  process.exit(2);
}
if (password && unmetPasswordRules(password).length > 0) {
  console.error(
    'The password needs 8 characters, a digit, a capital letter and a special character.',
  );
  process.exit(2);
}
const generated = !password;
password ??= `${randomBytes(12).toString('base64url')}A1!`;

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateDatabase(database);
  const outcome = await ensureAdministrator(
    database.db,
    { email, passwordHash: await hashPassword(password), firstname: 'Admin', lastname: '' },
    new Date(),
  );
  if (outcome === 'promoted')
    console.log(`${email} is now an owner of the shop (password unchanged).`);
  else if (generated) console.log(`Owner ${email} created. Password (shown once): ${password}`);
  else console.log(`Owner ${email} created.`);
} finally {
  await database.close();
}
