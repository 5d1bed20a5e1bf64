/**
 * Weak passwords beyond the SPEC §5 rule (OWASP, NIST SP 800-63B: refuse common and
 * context-specific passwords): the most common ones, judged by zxcvbn-ts with its common,
 * French and English dictionaries (keyboard walks, l33t, dates, repeats), and those made of the
 * customer's own e-mail or name. Pure (no I/O, no clock); server only: the dictionaries weigh
 * megabytes, are loaded once at first use, and never reach the browser.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as fr from '@zxcvbn-ts/language-fr';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/password-rules';

/**
 * zxcvbn's 0–4 score; below 2 means fewer than 10⁸ guesses (`Password1!`, `Azerty123!`,
 * `Qwerty123!`): what a credential-stuffing list tries first.
 */
export const MIN_PASSWORD_SCORE = 2;
/** Names and e-mail pieces shorter than this are too common inside words to refuse. */
const MIN_PERSONAL_WORD = 3;

export type PasswordWeakness = 'password_personal' | 'password_common';

export interface PasswordOwner {
  email?: string | null;
  firstname?: string | null;
  lastname?: string | null;
}

let estimator: ZxcvbnFactory | null = null;

function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...fr.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    maxLength: PASSWORD_MAX_LENGTH,
    // Beyond ten substitutions the l33t matcher costs tenths of a second and finds nothing new.
    l33tMaxSubstitutions: 10,
  });
  return estimator;
}

/** Lower case without accents: `Éloïse` and `eloise` are the same word. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The owner's words a password must not contain: the e-mail's local part and its pieces, the names. */
export function personalWords(owner: PasswordOwner): string[] {
  const local = fold(owner.email ?? '').split('@')[0] ?? '';
  const words = [
    local,
    ...local.split(/[^\p{L}\p{Nd}]+/u),
    ...[owner.firstname, owner.lastname].flatMap((name) => {
      const folded = fold(name ?? '').trim();
      return [folded, ...folded.split(/[^\p{L}\p{Nd}]+/u)];
    }),
  ];
  return [...new Set(words.filter((word) => [...word].length >= MIN_PERSONAL_WORD))];
}

/** Why the password is too weak to accept, or null. Assumes the SPEC rule is already met. */
export function passwordWeakness(password: string, owner: PasswordOwner): PasswordWeakness | null {
  // Spaces padding a short password (or making all of it) add nothing an attacker must guess.
  if ([...password.replace(/\s+/gu, ' ').trim()].length < PASSWORD_MIN_LENGTH)
    return 'password_common';
  const words = personalWords(owner);
  const folded = fold(password);
  if (words.some((word) => folded.includes(word))) return 'password_personal';
  return zxcvbn().check(password, words).score < MIN_PASSWORD_SCORE ? 'password_common' : null;
}
