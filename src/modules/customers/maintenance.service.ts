/** Housekeeping run by the background sweep: expired sessions, links and throttle windows. */
import type { Db } from '../../db/client';
import { THROTTLE_WINDOW_MS } from './accounts.rules';
import {
  deleteOldLoginFailures,
  deleteSessionsOfDisabledAccounts,
  deleteStaleTokens,
} from './customers.repo';
import { purgeExpiredSessions } from './sessions.service';

export async function purgeAccountLeftovers(db: Db, now: Date): Promise<{ sessions: number }> {
  const sessions =
    (await purgeExpiredSessions(db, now)) + (await deleteSessionsOfDisabledAccounts(db, now));
  await deleteStaleTokens(db, now);
  await deleteOldLoginFailures(db, new Date(now.getTime() - THROTTLE_WINDOW_MS));
  return { sessions };
}
