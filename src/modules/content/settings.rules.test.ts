import { describe, expect, it } from 'vitest';
import { checkSetting, settingKind } from './settings.rules';

describe('settingKind', () => {
  it.each([
    ['orders_email', 'email'],
    ['contact_email', 'email'],
    ['free_shipping', 'integer'],
    ['site_rating_count', 'integer'],
    ['social_facebook', 'url'],
    ['site_rating_url', 'url'],
    ['seller_address', 'text'],
    ['bank_iban', 'text'],
  ] as const)('%s is %s', (key, kind) => expect(settingKind(key)).toBe(kind));
});

describe('checkSetting', () => {
  it.each([
    ['orders_email', '  atelier@example.com ', 'atelier@example.com'],
    ['free_shipping', '9900', '9900'],
    ['free_shipping', '007', '7'],
    ['social_youtube', 'https://www.youtube.com/@atelier', 'https://www.youtube.com/@atelier'],
    ['seller_address', '12 rue X\n75011 Paris', '12 rue X\n75011 Paris'],
  ])('keeps %s = %j', (key, raw, value) => {
    expect(checkSetting(key, raw)).toEqual({ ok: true, value });
  });

  it.each([
    ['Orders-Email', 'a@b.fr', 'invalid_key'],
    ['', 'x', 'invalid_key'],
    ['orders_email', '   ', 'required'],
    ['orders_email', 'atelier@', 'invalid_email'],
    ['free_shipping', '99,00', 'invalid_integer'],
    ['free_shipping', '-1', 'invalid_integer'],
    ['free_shipping', '1e3', 'invalid_integer'],
    ['free_shipping', '12345678901', 'invalid_integer'],
    ['social_facebook', 'javascript:alert(1)', 'invalid_url'],
    ['social_facebook', 'facebook.com/x', 'invalid_url'],
    ['seller_name', 'x'.repeat(2_001), 'too_long'],
  ])('refuses %s = %j (%s)', (key, raw, problem) => {
    expect(checkSetting(key, raw)).toEqual({ ok: false, problem });
  });
});
