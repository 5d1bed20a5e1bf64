/**
 * `npm run settings`: the shop's settings (`configurations`), one per line.
 * `npm run settings -- set orders_email atelier@example.com`: saves one, checked by its key
 * (addresses, whole numbers, web addresses, text); a refused value changes nothing and exits 2.
 * Stop the shop first when it runs on the embedded database (one process at a time opens it);
 * with PostgreSQL it may keep running: a change shows within the 10 s reference memo.
 */
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import {
  listSettings,
  saveSetting,
  settingKind,
  type SettingProblem,
} from '../src/modules/content';
import { loadConfig } from '../src/server/config';

const WHY: Record<SettingProblem, string> = {
  invalid_key: 'a key is lower-case letters, digits and _',
  required: 'the value is empty',
  invalid_email: 'this setting is an e-mail address',
  invalid_integer: 'this setting is a whole number (cents, days…)',
  invalid_url: 'this setting is a web address (https://…)',
  too_long: 'the value is longer than 2,000 characters',
};

const [command, key, ...rest] = process.argv.slice(2);
if (command !== undefined && !(command === 'set' && key && rest.length > 0)) {
  console.error('usage: npm run settings            (list)');
  console.error('       npm run settings -- set <key> <value>');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
let exitCode = 0;
try {
  await migrateDatabase(database);
  if (command === 'set') {
    const saved = await saveSetting(database.db, key!, rest.join(' '), new Date());
    if (saved.ok) {
      const before = saved.previous === null ? '(new)' : JSON.stringify(saved.previous);
      console.log(`${saved.setting.key}: ${before} → ${JSON.stringify(saved.setting.value)}`);
    } else {
      console.error(`${key}: refused, ${WHY[saved.problem]}; nothing changed.`);
      exitCode = 2;
    }
  } else {
    for (const setting of await listSettings(database.db)) {
      const value = setting.value.replace(/\n/g, ' ⏎ ');
      const kind = settingKind(setting.key);
      console.log(
        `${setting.key.padEnd(34)} ${value}  [${kind}${setting.isPublic ? ', public' : ''}]`,
      );
    }
  }
} finally {
  await database.close();
}
process.exit(exitCode);
