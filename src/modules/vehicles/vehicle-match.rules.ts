/**
 * Which of our vehicles a plate provider's answer names (pure rules, no I/O).
 *
 * Providers answer registration-document wording: `RENAULT` / `CLIO IV 1.5 DCI 90`,
 * `CITROEN` / `C3 AIRCROSS`, `MERCEDES` / `CLASSE A 180`, with a first-registration year.
 * Names are compared without accents, case or punctuation. A model matches when its name's
 * words appear in a row in the provider's model; the longest name wins (`C3 Aircross` before
 * `C3`). Among that model's generations, one named in the provider's model (`IV`, `B8`, `W177`)
 * wins, else the year decides: the newest generation produced that year (a car registered in
 * 2008 is more likely a new Clio III than a late Clio II). Without a generation or a year the
 * answer is ambiguous and nothing is matched: for made-to-fit parts, asking the customer beats
 * guessing.
 */

export interface BrandCandidate {
  id: number;
  name: string;
  slug: string;
}

export interface ModelCandidate {
  id: number;
  name: string;
  generation: string | null;
  yearFrom: number | null;
  yearTo: number | null;
}

/** Lower case, accents and punctuation removed, words separated by one space. */
export function normaliseName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function words(value: string): string[] {
  const normalised = normaliseName(value);
  return normalised ? normalised.split(' ') : [];
}

/** Index of `needle` as consecutive words of `haystack`, or -1. */
function findWords(haystack: string[], needle: string[]): number {
  if (needle.length === 0) return -1;
  for (let i = 0; i + needle.length <= haystack.length; i++) {
    if (needle.every((word, j) => haystack[i + j] === word)) return i;
  }
  return -1;
}

/**
 * The brand a provider's make names: same name or slug once normalised, else one whose name
 * starts with the make's words or the other way round (`MERCEDES` → Mercedes-Benz,
 * `VW` is not guessed).
 */
export function matchBrand<B extends BrandCandidate>(
  brands: readonly B[],
  makeName: string,
): B | null {
  const make = words(makeName);
  if (make.length === 0) return null;
  const joined = make.join(' ');
  const exact = brands.find(
    (b) => normaliseName(b.name) === joined || normaliseName(b.slug) === joined,
  );
  if (exact) return exact;
  const prefixed = brands.filter((b) => {
    const name = words(b.name);
    const shorter = Math.min(name.length, make.length);
    return name.slice(0, shorter).join(' ') === make.slice(0, shorter).join(' ');
  });
  return prefixed.length === 1 ? prefixed[0]! : null;
}

function producedIn(model: ModelCandidate, year: number, slack: number): boolean {
  const from = model.yearFrom ?? -Infinity;
  const to = model.yearTo ?? Infinity;
  return year >= from && year <= to + slack;
}

/** The model generation a provider's model name (and year) names, or null. */
export function matchModel<M extends ModelCandidate>(
  models: readonly M[],
  modelName: string,
  year?: number | null,
): M | null {
  const said = words(modelName);
  if (said.length === 0) return null;
  let best: { length: number; models: M[] } = { length: 0, models: [] };
  for (const model of models) {
    const name = words(model.name);
    if (findWords(said, name) < 0) continue;
    if (name.length > best.length) best = { length: name.length, models: [model] };
    else if (name.length === best.length) best.models.push(model);
  }
  let candidates = best.models;
  if (candidates.length === 0) return null;

  const named = candidates.filter((m) => {
    const generation = m.generation ? words(m.generation) : [];
    return generation.length > 0 && findWords(said, generation) >= 0;
  });
  if (named.length > 0) candidates = named;

  if (year && Number.isInteger(year)) {
    // Registered the year after the last ones were built: a late first registration.
    const inYear = candidates.filter((m) => producedIn(m, year, 0));
    const dated = inYear.length > 0 ? inYear : candidates.filter((m) => producedIn(m, year, 1));
    if (dated.length === 0) return named.length === 1 ? named[0]! : null;
    return dated.reduce((a, b) => ((b.yearFrom ?? 0) > (a.yearFrom ?? 0) ? b : a));
  }
  return candidates.length === 1 ? candidates[0]! : null;
}
