import { describe, expect, it } from 'vitest';
import {
  checkArticle,
  checkBanner,
  checkFaq,
  checkSlide,
  checkTexts,
  contentVersion,
  isLink,
  moveInOrder,
  slugOf,
} from './content-admin.rules';
import { parisDate, parisInput } from './paris-time.rules';
import { checkLegalText, legalText, parseLegalText } from './legal-pages.rules';

const NOW = new Date('2026-11-27T10:00:00Z');

describe('slugOf', () => {
  it.each([
    ['Housse de siège : l’entretien', 'housse-de-siege-l-entretien'],
    ['  Été 2026 — Nouveautés !  ', 'ete-2026-nouveautes'],
    ['Ça va?', 'ca-va'],
    ['!!!', ''],
  ])('%s → %s', (title, slug) => expect(slugOf(title)).toBe(slug));
});

describe('isLink', () => {
  it.each([
    ['/codes-promo', true],
    ['https://example.test/a?b=1', true],
    ['http://example.test', true],
    ['//evil.test', false],
    ['javascript:alert(1)', false],
    ['ftp://example.test', false],
    ['codes-promo', false],
  ])('%s → %s', (value, ok) => expect(isLink(value)).toBe(ok));
});

describe('parisDate', () => {
  it.each([
    ['2026-01-15', false, '2026-01-14T23:00:00.000Z'],
    ['2026-01-15', true, '2026-01-15T22:59:00.000Z'],
    ['2026-07-15', false, '2026-07-14T22:00:00.000Z'],
    ['2026-07-15T08:30', false, '2026-07-15T06:30:00.000Z'],
    ['2026-03-29T03:30', false, '2026-03-29T01:30:00.000Z'],
    ['2026-10-25T12:00', false, '2026-10-25T11:00:00.000Z'],
    ['2026-07-15T08:30:00Z', false, '2026-07-15T08:30:00.000Z'],
    ['2026-07-15T08:30:00+02:00', false, '2026-07-15T06:30:00.000Z'],
  ])('%s (end of day %s) → %s', (value, end, iso) =>
    expect(parisDate(value, end)?.toISOString()).toBe(iso),
  );

  it.each(['2026-02-30', '2026-13-01', '2026-01-01T25:00', 'demain', ''])('refuses %s', (value) =>
    expect(parisDate(value)).toBeNull(),
  );

  it('gives back what a datetime-local field shows', () => {
    expect(parisInput(new Date('2026-07-15T06:30:00Z'))).toBe('2026-07-15T08:30');
    expect(parisInput(new Date('2026-01-14T23:00:00Z'))).toBe('2026-01-15T00:00');
    expect(parisInput(null)).toBe('');
  });
});

describe('checkArticle', () => {
  const base = { articleTypeId: null, published: true, publishedAt: '', position: 0 };
  it.each([
    [{ fr: { title: 'Bonjour' } }, {}],
    [{ fr: { title: '' } }, { 'title.fr': 'required' }],
    [{ fr: { title: 'A' }, en: { body: 'text only' } }, { 'title.en': 'required' }],
    [{ fr: { title: 'A', slug: 'Pas bon' } }, { 'slug.fr': 'invalid_slug' }],
    [{ fr: { title: '!!!' } }, { 'slug.fr': 'invalid_slug' }],
    [{ fr: { title: 'x'.repeat(201) } }, { 'title.fr': 'too_long' }],
    [{ fr: { title: 'A', summary: 'x'.repeat(601) } }, { 'summary.fr': 'too_long' }],
  ] as const)('%j → %j', (translations, problems) => {
    const result = checkArticle({ ...base, translations }, NOW);
    expect(result.ok ? {} : result.problems).toEqual(problems);
  });

  it('makes the slug from the title, keeps only titled languages, dates now when empty', () => {
    const result = checkArticle(
      { ...base, translations: { fr: { title: ' Le cuir ', body: 'a\r\nb' }, en: {} } },
      NOW,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        articleTypeId: null,
        isActive: true,
        publishedAt: NOW,
        position: 0,
        translations: { fr: { title: 'Le cuir', slug: 'le-cuir', summary: '', body: 'a\nb' } },
      },
    });
  });

  it.each([
    ['2026-02-31', 'published_at'],
    ['soon', 'published_at'],
  ])('refuses the date %s', (publishedAt, field) => {
    const result = checkArticle(
      { ...base, publishedAt, translations: { fr: { title: 'A' } } },
      NOW,
    );
    expect(result.ok ? [] : Object.keys(result.problems)).toEqual([field]);
  });
});

describe('checkFaq', () => {
  it.each([
    [{ group: 'orders', question: { fr: 'Q' }, answer: { fr: 'R' } }, {}],
    [{ group: '', question: { fr: 'Q' }, answer: { fr: 'R' } }, { group: 'required' }],
    [
      { group: 'Mes commandes', question: { fr: 'Q' }, answer: { fr: 'R' } },
      { group: 'invalid_value' },
    ],
    [
      { group: 'orders', question: {}, answer: {} },
      { 'question.fr': 'required', 'answer.fr': 'required' },
    ],
    [
      { group: 'orders', question: { fr: 'Q', en: 'Q' }, answer: { fr: 'R' } },
      { 'answer.en': 'required' },
    ],
    [
      { group: 'orders', question: { fr: 'Q' }, answer: { fr: 'R', de: 'A' } },
      { 'question.de': 'required' },
    ],
  ])('%j → %j', (input, problems) => {
    const result = checkFaq({ active: true, ...input });
    expect(result.ok ? {} : result.problems).toEqual(problems);
  });
});

describe('moveInOrder', () => {
  it.each([
    [[1, 2, 3], 2, 'up', [2, 1, 3]],
    [[1, 2, 3], 2, 'down', [1, 3, 2]],
    [[1, 2, 3], 1, 'up', [1, 2, 3]],
    [[1, 2, 3], 3, 'down', [1, 2, 3]],
    [[1, 2, 3], 9, 'up', [1, 2, 3]],
  ] as const)('%j, move %i %s → %j', (ids, id, direction, order) =>
    expect(moveInOrder(ids, id, direction)).toEqual(order),
  );
});

describe('checkTexts', () => {
  it.each([
    [{ fr: 'Bonjour' }, {}],
    [{ fr: ' ', en: 'Hello' }, { 'text.fr': 'required' }],
    [{ fr: 'a', en: 'x'.repeat(4001) }, { 'text.en': 'too_long' }],
  ])('%j → %j', (values, problems) => expect(checkTexts(values)).toEqual(problems));
});

describe('checkBanner', () => {
  const base = {
    name: 'Soldes',
    tags: [],
    linkUrl: '',
    startsAt: '',
    endsAt: '',
    active: true,
    position: 0,
  };
  it.each([
    [{}, []],
    [{ name: '' }, ['name']],
    [{ linkUrl: 'javascript:alert(1)' }, ['link_url']],
    [{ startsAt: '2026-05-10', endsAt: '2026-05-01' }, ['ends_at']],
    [{ startsAt: '2026-05-01', endsAt: '2026-05-01' }, []],
    [{ startsAt: 'hier' }, ['starts_at']],
    [{ tags: ['home', 'Pas bien'] }, ['tags']],
    [{ position: -1 }, ['position']],
  ])('%j → %j', (change, fields) => {
    const result = checkBanner({ ...base, ...change });
    expect(result.ok ? [] : Object.keys(result.problems)).toEqual(fields);
  });

  it('reads the window in Paris time, the end day included', () => {
    const result = checkBanner({ ...base, startsAt: '2026-12-01', endsAt: '2026-12-24' });
    expect(result.ok && [result.value.startsAt, result.value.endsAt]).toEqual([
      new Date('2026-11-30T23:00:00Z'),
      new Date('2026-12-24T22:59:00Z'),
    ]);
  });
});

describe('checkSlide', () => {
  const base = { tags: [], active: true, position: 0, subtitle: {}, link: {} };
  it.each([
    [{ title: { fr: 'Nouveau' } }, []],
    [{ title: {} }, ['title.fr']],
    [{ title: { fr: 'A' }, link: { en: '/x' } }, ['title.en']],
    [{ title: { fr: 'A' }, link: { fr: 'nope' } }, ['link.fr']],
  ])('%j → %j', (change, fields) => {
    const result = checkSlide({ ...base, ...change });
    expect(result.ok ? [] : Object.keys(result.problems)).toEqual(fields);
  });
});

describe('legal page texts', () => {
  it('reads sections from "## " titles, and writes them back the same', () => {
    const text = 'ignored\n## Orders\n\nLine one.\n\nLine two.\n## Returns\n14 days.';
    const sections = parseLegalText(text);
    expect(sections).toEqual([
      { title: 'Orders', body: 'Line one.\n\nLine two.' },
      { title: 'Returns', body: '14 days.' },
    ]);
    expect(parseLegalText(legalText(sections))).toEqual(sections);
  });

  it.each([
    [{ en: '## A\nb' }, {}],
    [{ en: '' }, {}],
    [{ en: 'no title' }, { 'text.en': 'invalid_value' }],
    [{ fr: `## A\n${'x'.repeat(60_000)}` }, { 'text.fr': 'too_long' }],
  ])('%j → %j', (values, problems) => expect(checkLegalText(values)).toEqual(problems));
});

describe('contentVersion', () => {
  it('changes with the content, not with the same content read again', () => {
    expect(contentVersion({ a: 1 })).toBe(contentVersion({ a: 1 }));
    expect(contentVersion({ a: 1 })).not.toBe(contentVersion({ a: 2 }));
  });
});
