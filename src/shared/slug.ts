/** Letters that Unicode decomposition does not turn into ASCII. */
const SPECIAL: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  þ: 'th',
  Þ: 'th',
  ı: 'i',
};

const GERMAN: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'ae', Ö: 'oe', Ü: 'ue' };

const APOSTROPHES = /['’‘ʼ`´]/g;

/**
 * URL slug: lower-case ASCII words joined by single hyphens.
 * "Housses de siège – simili cuir" → "housses-de-siege-simili-cuir", "Fußmatten" → "fussmatten",
 * "d'accoudoir" → "d-accoudoir", "driver's seat" → "drivers-seat", "Ka+" → "ka-plus";
 * with `locale: 'de'`, "Türverkleidungen" → "tuerverkleidungen".
 */
export function slugify(
  input: string,
  options: { maxLength?: number; locale?: string } = {},
): string {
  const maxLength = options.maxLength ?? 150;
  let text = input.replace(/[ßẞæÆœŒøØłŁđĐðþÞı]/g, (c) => SPECIAL[c] ?? c);
  // German spells umlauts out (Türverkleidungen → tuerverkleidungen); other languages drop the dots.
  if (options.locale === 'de') text = text.replace(/[äöüÄÖÜ]/g, (c) => GERMAN[c] ?? c);
  // English possessive 's disappears; elisions (d', l', dell', qu') become a word break.
  text = text.replace(/(\p{L})['’‘ʼ`´]s(?!\p{L})/gu, '$1s').replace(APOSTROPHES, ' ');
  text = text.replace(/\+/g, ' plus ').replace(/&/g, ' ');
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > maxLength / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/g, '');
}
