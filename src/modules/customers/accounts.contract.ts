/**
 * What the account use cases share: their dependencies and the signed-in answer. Types only, so
 * registration, login, reset and verification depend on them without depending on each other.
 */
import type { Db } from '../../db/client';
import type { Locale } from '../../shared/locale';
import type { UserRow } from './customers.repo';
import type { AuthSession } from './sessions.service';

/** Where the links of account e-mails point (built by the web layer: paths per locale). */
export interface AccountUrls {
  verifyEmail(token: string, locale: Locale): string;
  resetPassword(token: string, locale: Locale): string;
  /** The page asking for a reset link (no token). */
  forgotPassword(locale: Locale): string;
  account(locale: Locale): string;
  /** The professional account page (PRO company e-mails, decision 047; else `account`). */
  professional?(locale: Locale): string;
}

export interface AccountDeps {
  db: Db;
  now: () => Date;
  urls: AccountUrls;
  /** Runs a background sweep soon (the app's scheduler); absent in scripts and page tests. */
  kick?: (sweep: string) => void;
}

export interface SignedIn {
  token: string;
  expiresAt: Date;
  session: AuthSession;
  user: UserRow;
}
