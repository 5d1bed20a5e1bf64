/**
 * Pure rules of the audit log: how an erased person's data is taken out of the before/after
 * snapshots while the rows themselves (who did what, when) stay.
 */

/** What replaces an erased value in a snapshot. */
export const ERASED_VALUE = '[erased]';

/** Keys whose value is a person's data, whatever it holds (an old e-mail, a former name). */
export const PERSONAL_KEYS: ReadonlySet<string> = new Set([
  'email',
  'firstname',
  'lastname',
  'name',
  'phone',
  'fixed_phone',
  'company',
  'vat_number',
  'siret',
  'address',
  'address_complement',
  'city',
  'post_code',
]);

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A test for strings that mention one of `values` as a whole word (case-insensitive), so a
 * first name "Al" hides "Al Martin" but not "partially_paid". Empty and one-letter values are
 * ignored: they would match everything.
 */
export function mentionsAny(values: readonly string[]): (text: string) => boolean {
  const words = values.map((v) => v.trim()).filter((v) => v.length >= 2);
  if (words.length === 0) return () => false;
  const pattern = new RegExp(
    `(^|[^\\p{L}\\p{N}])(${words.map(escapeRegExp).join('|')})($|[^\\p{L}\\p{N}])`,
    'iu',
  );
  return (text) => pattern.test(text);
}

/**
 * The snapshot with every string mentioning one of `values` replaced by ERASED_VALUE, and,
 * when `personalKeys` is set, every non-null value under a PERSONAL_KEYS key as well.
 */
export function redactSnapshot(
  snapshot: unknown,
  mentions: (text: string) => boolean,
  personalKeys: boolean,
): unknown {
  if (typeof snapshot === 'string') return mentions(snapshot) ? ERASED_VALUE : snapshot;
  if (Array.isArray(snapshot))
    return snapshot.map((item) => redactSnapshot(item, mentions, personalKeys));
  if (snapshot !== null && typeof snapshot === 'object')
    return Object.fromEntries(
      Object.entries(snapshot).map(([key, value]) => [
        key,
        personalKeys && PERSONAL_KEYS.has(key) && value !== null && value !== ''
          ? ERASED_VALUE
          : redactSnapshot(value, mentions, personalKeys),
      ]),
    );
  return snapshot;
}
