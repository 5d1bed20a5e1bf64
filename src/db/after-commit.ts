/**
 * Effects that must follow a commit, never precede it nor survive a rollback: emptying the
 * in-process caches after a catalogue change. A writer inside a transaction calls
 * `afterCommit(tx, effect)`; the effect runs once the outermost transaction has committed, and
 * the same effect registered several times in one transaction runs once. Outside a
 * transaction (the statement has committed already) it runs at once.
 *
 * The effects hang on the transaction object under a registered symbol, not in this module's
 * own map: the pages' server bundle carries its own copy of this module, and a transaction the
 * app opened (with this copy) must be recognised by the bundle's writers (a page placing an
 * order) too.
 */
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';

type Effect = () => void;

const EFFECTS = Symbol.for('sellerie.afterCommitEffects');
type Tracked = { [EFFECTS]?: Set<Effect> };

/** Gives every transaction opened on `db` (and its savepoints) a list of after-commit effects. */
export function runEffectsAfterCommit(db: Db): void {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (run: Parameters<Db['transaction']>[0], config) => {
    const effects = new Set<Effect>();
    const result = await transaction((tx) => {
      track(tx, effects);
      return run(tx);
    }, config);
    for (const effect of effects) effect();
    return result;
  }) as Db['transaction'];
}

/**
 * A savepoint shares its transaction's effects: a rolled-back savepoint inside a committed
 * transaction may leave an effect that was not needed (a cache emptied for nothing), never
 * one missing.
 */
function track(tx: Db, effects: Set<Effect>): void {
  (tx as unknown as Tracked)[EFFECTS] = effects;
  const savepoint = tx.transaction.bind(tx);
  tx.transaction = ((run: Parameters<Db['transaction']>[0], config) =>
    savepoint((inner) => {
      track(inner, effects);
      return run(inner);
    }, config)) as Db['transaction'];
}

export function afterCommit(db: Db, effect: Effect): void {
  const effects = (db as unknown as Tracked)[EFFECTS];
  if (effects) effects.add(effect);
  else if (db instanceof PgTransaction)
    // A handle not opened by openDatabase: the effect would run before the commit or be lost.
    throw new Error('afterCommit: transaction without after-commit tracking');
  else effect();
}
