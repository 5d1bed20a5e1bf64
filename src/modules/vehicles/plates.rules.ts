/**
 * French licence plates (pure rules, no I/O).
 *
 * - SIV (since 2009): `AB-123-CD`, two letters, three digits, two letters. The letters I, O and U
 *   are never issued (read as 1, 0 and V), the number block runs 001–999 and the pair `SS` is
 *   never issued in either letter block. `WW` in the left block is the temporary series given
 *   to imported vehicles before their definitive number: a real plate, so it is accepted.
 * - FNI (before 2009, still on older cars): `123 ABC 45`, 1–4 digits, 1–3 letters and the
 *   department: 01–95, 2A/2B (Corsica) or 971–976 (overseas).
 *
 * Customers type plates in every way (`ab123cd`, `AB 123 CD`, `ab-123-cd`): spaces, dashes and
 * dots are separators and case does not matter. The normalised plate (upper case, no
 * separators) is the key of `known_plates`.
 */

export type PlateFormat = 'siv' | 'fni';

export type ParsedPlate =
  { ok: true; plate: string; format: PlateFormat; display: string } | { ok: false };

/** Longer input is not a plate: refused before any regular expression runs. */
export const PLATE_INPUT_MAX = 20;

/** SIV letters: A–Z without I, O, U. */
const SIV_LETTER = '[A-HJ-NP-TV-Z]';
const SIV = new RegExp(`^(${SIV_LETTER}{2})(\\d{3})(${SIV_LETTER}{2})$`);
const FNI = /^(\d{1,4})([A-Z]{1,3})(\d{2,3}|2[AB])$/;
/** Separators a customer may type between (or around) the blocks. */
const SEPARATORS = /[\s.\-\u2010-\u2015]+/g;

const INVALID: ParsedPlate = { ok: false };

function isDepartment(code: string): boolean {
  if (code === '2A' || code === '2B') return true;
  const n = Number(code);
  if (code.length === 3) return n >= 971 && n <= 976;
  return n >= 1 && n <= 95;
}

/** Parses what a customer typed; `{ ok: false }` for anything that is not a French plate. */
export function parsePlate(input: unknown): ParsedPlate {
  if (typeof input !== 'string' || input.length === 0 || input.length > PLATE_INPUT_MAX) {
    return INVALID;
  }
  const compact = input.replace(SEPARATORS, '').toUpperCase();
  if (compact.length < 4 || compact.length > 9) return INVALID;

  const siv = SIV.exec(compact);
  if (siv) {
    const [, left, number, right] = siv as unknown as [string, string, string, string];
    if (number === '000' || left === 'SS' || right === 'SS') return INVALID;
    return { ok: true, plate: compact, format: 'siv', display: `${left}-${number}-${right}` };
  }

  const fni = FNI.exec(compact);
  if (fni) {
    const [, number, letters, department] = fni as unknown as [string, string, string, string];
    if (/^0+$/.test(number) || !isDepartment(department)) return INVALID;
    return {
      ok: true,
      plate: compact,
      format: 'fni',
      display: `${number} ${letters} ${department}`,
    };
  }
  return INVALID;
}

/** The HTML `pattern` of a plate input: a hint for the browser, `parsePlate` has the last word. */
export const PLATE_INPUT_PATTERN =
  '\\s*(?:[A-Za-z]{2}[\\s.\\-]*\\d{3}[\\s.\\-]*[A-Za-z]{2}|\\d{1,4}[\\s.\\-]*[A-Za-z]{1,3}[\\s.\\-]*(?:\\d{2,3}|2[AaBb]))\\s*';
