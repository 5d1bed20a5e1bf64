/**
 * The password rule (SPEC §5): the one source of truth that the API enforces
 * (src/modules/customers) and every form displays and ticks while typing (src/web).
 */

export const PASSWORD_MIN_LENGTH = 8;
/** Argon2 accepts any length; a cap keeps a 1 MB "password" from costing anything. */
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordRule = 'length' | 'digit' | 'uppercase' | 'special';
export const PASSWORD_RULES: readonly PasswordRule[] = ['length', 'digit', 'uppercase', 'special'];

const RULE_TESTS: Record<PasswordRule, (password: string) => boolean> = {
  length: (p) => [...p].length >= PASSWORD_MIN_LENGTH,
  digit: (p) => /\p{Nd}/u.test(p),
  uppercase: (p) => /\p{Lu}/u.test(p),
  // Anything that is neither a letter, a digit nor a space counts as special (é is a letter).
  special: (p) => /[^\p{L}\p{Nd}\s]/u.test(p),
};

/** The rules the password does not meet yet (empty = acceptable). */
export function unmetPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !RULE_TESTS[rule](password));
}
