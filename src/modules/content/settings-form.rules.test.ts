import { describe, expect, it } from 'vitest';
import {
  checkSettingInput,
  sectionOf,
  SETTINGS_SECTIONS,
  settingVersion,
} from './settings-form.rules';

describe('checkSettingInput', () => {
  it.each([
    ['free_shipping', '49,90', 'euros', { ok: true, value: '4990' }],
    ['free_shipping', '4990', 'stored', { ok: true, value: '4990' }],
    ['free_shipping', '12,345', 'euros', { ok: false, problem: 'invalid_amount' }],
    ['free_shipping', '-1', 'euros', { ok: false, problem: 'invalid_amount' }],
    ['free_shipping', '', 'euros', { ok: false, problem: 'required' }],
    ['free_shipping', '49,90', 'stored', { ok: false, problem: 'invalid_integer' }],
    ['returns_days', '14', 'euros', { ok: true, value: '14' }],
    ['contact_email', 'shop@example.test', 'euros', { ok: true, value: 'shop@example.test' }],
    ['contact_email', 'shop@', 'euros', { ok: false, problem: 'invalid_email' }],
    ['social_youtube', 'youtube.com/x', 'euros', { ok: false, problem: 'invalid_url' }],
  ] as const)('%s = %j (%s)', (key, raw, form, expected) =>
    expect(checkSettingInput(key, raw, form)).toEqual(expected),
  );
});

describe('sections', () => {
  it('lists each key once; unknown keys go to "other"', () => {
    const keys = SETTINGS_SECTIONS.flatMap((s) => s.settings.map((x) => x.key));
    expect(new Set(keys).size).toBe(keys.length);
    expect(sectionOf('bank_iban')).toBe('bank');
    expect(sectionOf('ad_pixel_id')).toBe('other');
  });
});

describe('settingVersion', () => {
  const at = new Date('2026-11-25T10:00:00.000Z');
  it('changes with the value and with the time of the change', () => {
    expect(settingVersion('a', at)).toBe(settingVersion('a', new Date(at)));
    expect(settingVersion('a', at)).not.toBe(settingVersion('b', at));
    expect(settingVersion('a', at)).not.toBe(settingVersion('a', new Date(at.getTime() + 1)));
  });
});
