/**
 * Every setting the back office's settings page offers changes something: its key is read by
 * some source file other than the settings' own definitions (the page's sections, the value
 * rules, the seed). A key built from a prefix (`social_${network}` over a list of networks)
 * counts when a file builds it and names the rest of the key.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTINGS_SECTIONS } from '../../src/modules/content/settings-form.rules';

const ROOT = path.resolve(import.meta.dirname, '../../src');
const DEFINITIONS = new Set([
  'modules/content/settings-form.rules.ts',
  'modules/content/settings.rules.ts',
]);

function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const relative = path.relative(ROOT, full).split(path.sep).join('/');
    if (entry.isDirectory())
      return relative === 'db/seed' || relative === 'db/migrations' ? [] : sources(full);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    if (DEFINITIONS.has(relative)) return [];
    return [{ file: relative, text: readFileSync(full, 'utf8') }];
  });
}

const files = sources(ROOT);

function readers(key: string): string[] {
  const literal = new RegExp(`['"\`]${key}['"\`]`);
  const built = (text: string) =>
    key.split('_').some((_, i, parts) => {
      if (i === 0) return false;
      const prefix = parts.slice(0, i).join('_');
      const rest = parts.slice(i).join('_');
      return text.includes(`\`${prefix}_\${`) && new RegExp(`['"]${rest}['"]`).test(text);
    });
  return files.filter(({ text }) => literal.test(text) || built(text)).map(({ file }) => file);
}

describe('the settings page offers only settings the shop reads', () => {
  const keys = SETTINGS_SECTIONS.flatMap((section) => section.settings.map((s) => s.key));

  it('lists keys', () => expect(keys.length).toBeGreaterThan(20));

  it.each(keys)('%s has a reader', (key) => {
    expect(readers(key), key).not.toEqual([]);
  });

  it('a key nothing reads is found out', () => {
    expect(readers('returns_days')).toEqual([]);
  });
});
