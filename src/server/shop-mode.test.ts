import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { isLoopbackHost, resolveShopMode } from './shop-mode';

type Expected = { mode: 'demo' | 'production'; host: string } | { refused: RegExp };

/** Which environment gives which mode, or which refusal (decision 019). */
const RULES: ReadonlyArray<[string, Record<string, string>, Expected]> = [
  // A newcomer's `npm start`: the demo, on this machine only.
  ['nothing set', {}, { mode: 'demo', host: '127.0.0.1' }],
  ['NODE_ENV=development', { NODE_ENV: 'development' }, { mode: 'demo', host: '127.0.0.1' }],
  ['NODE_ENV=test', { NODE_ENV: 'test' }, { mode: 'demo', host: '127.0.0.1' }],
  [
    'PUBLIC_URL on localhost',
    { PUBLIC_URL: 'http://localhost:3000' },
    { mode: 'demo', host: '127.0.0.1' },
  ],
  [
    'PUBLIC_URL on 127.0.0.1',
    { PUBLIC_URL: 'http://127.0.0.1:8080/' },
    { mode: 'demo', host: '127.0.0.1' },
  ],
  [
    'PUBLIC_URL on *.localhost',
    { PUBLIC_URL: 'https://shop.localhost' },
    { mode: 'demo', host: '127.0.0.1' },
  ],
  ['TRUST_PROXY=0', { TRUST_PROXY: '0' }, { mode: 'demo', host: '127.0.0.1' }],
  ['HOST on loopback', { HOST: '127.0.0.1' }, { mode: 'demo', host: '127.0.0.1' }],
  [
    'PAYMENTS_OFFLINE=0 in the demo',
    { PAYMENTS_OFFLINE: '0' },
    { mode: 'demo', host: '127.0.0.1' },
  ],
  ['SHOP_MODE=demo', { SHOP_MODE: 'demo' }, { mode: 'demo', host: '127.0.0.1' }],
  // The demo shown to a network on purpose (a container, a LAN).
  [
    'SHOP_MODE=demo, HOST=0.0.0.0',
    { SHOP_MODE: 'demo', HOST: '0.0.0.0' },
    { mode: 'demo', host: '0.0.0.0' },
  ],
  // Any sign of a deployment turns the demo off.
  ['NODE_ENV=production', { NODE_ENV: 'production' }, { mode: 'production', host: '0.0.0.0' }],
  [
    'PUBLIC_URL elsewhere',
    { PUBLIC_URL: 'https://shop.example' },
    { mode: 'production', host: '0.0.0.0' },
  ],
  [
    'PUBLIC_URL on a LAN address',
    { PUBLIC_URL: 'http://192.168.1.20:3000' },
    { mode: 'production', host: '0.0.0.0' },
  ],
  ['TRUST_PROXY=1', { TRUST_PROXY: '1' }, { mode: 'production', host: '0.0.0.0' }],
  ['TRUST_PROXY=true', { TRUST_PROXY: 'true' }, { mode: 'production', host: '0.0.0.0' }],
  ['SHOP_MODE=production', { SHOP_MODE: 'production' }, { mode: 'production', host: '0.0.0.0' }],
  [
    'SHOP_MODE=production, HOST given',
    { SHOP_MODE: 'production', HOST: '10.0.0.5' },
    { mode: 'production', host: '10.0.0.5' },
  ],
  [
    'SHOP_MODE=production on localhost',
    { SHOP_MODE: 'production', PUBLIC_URL: 'http://localhost:3000' },
    { mode: 'production', host: '0.0.0.0' },
  ],
  [
    'deployment signs and PAYMENTS_OFFLINE=0',
    { NODE_ENV: 'production', PAYMENTS_OFFLINE: '0' },
    { mode: 'production', host: '0.0.0.0' },
  ],
  // Contradictions and ambiguities refuse to start, saying what to set.
  [
    'SHOP_MODE=demo with NODE_ENV=production',
    { SHOP_MODE: 'demo', NODE_ENV: 'production' },
    {
      refused:
        /SHOP_MODE=demo, but NODE_ENV=production say.*Set SHOP_MODE=production.*or remove NODE_ENV=production/,
    },
  ],
  [
    'SHOP_MODE=demo with a public PUBLIC_URL',
    { SHOP_MODE: 'demo', PUBLIC_URL: 'https://shop.example' },
    { refused: /PUBLIC_URL=https:\/\/shop\.example.*Set SHOP_MODE=production/ },
  ],
  [
    'SHOP_MODE=demo with TRUST_PROXY=1',
    { SHOP_MODE: 'demo', TRUST_PROXY: '1' },
    { refused: /TRUST_PROXY=1.*password-reset link.*mark an order paid/ },
  ],
  [
    'HOST=0.0.0.0 without SHOP_MODE',
    { HOST: '0.0.0.0' },
    {
      refused:
        /HOST=0\.0\.0\.0 lets other machines.*Set SHOP_MODE=production for a real shop, or SHOP_MODE=demo/,
    },
  ],
  ['a LAN HOST without SHOP_MODE', { HOST: '192.168.1.20' }, { refused: /HOST=192\.168\.1\.20/ }],
  [
    'PAYMENTS_OFFLINE=1 in production',
    { SHOP_MODE: 'production', PAYMENTS_OFFLINE: '1' },
    {
      refused:
        /PAYMENTS_OFFLINE=1 .*only in demo mode.*SHOP_MODE=production.*Remove PAYMENTS_OFFLINE/,
    },
  ],
  [
    'PAYMENTS_OFFLINE=1 with NODE_ENV=production',
    { NODE_ENV: 'production', PAYMENTS_OFFLINE: '1' },
    { refused: /PAYMENTS_OFFLINE=1 .*NODE_ENV=production/ },
  ],
  [
    'an unknown SHOP_MODE',
    { SHOP_MODE: 'prod' },
    { refused: /SHOP_MODE=prod is not a mode: set SHOP_MODE=production .* or SHOP_MODE=demo/ },
  ],
  [
    'a PUBLIC_URL that is no address',
    { PUBLIC_URL: 'shop.example' },
    {
      refused: /PUBLIC_URL=shop\.example is not a web address.*PUBLIC_URL=https:\/\/shop\.example/,
    },
  ],
];

describe('resolveShopMode (decision 019)', () => {
  it.each(RULES)('%s', (_case, env, expected) => {
    const decision = resolveShopMode(env);
    if ('refused' in expected) {
      expect(decision.ok).toBe(false);
      if (!decision.ok) expect(decision.message).toMatch(expected.refused);
      return;
    }
    expect(decision).toMatchObject({ ok: true, mode: expected.mode });
    // What the shop then listens on (HOST when given, else the mode's default).
    const config = loadConfig(env);
    expect({ mode: config.mode, host: config.HOST }).toEqual(expected);
  });

  it('refuses at configuration time with the same message', () => {
    expect(() => loadConfig({ SHOP_MODE: 'demo', PUBLIC_URL: 'https://shop.example' })).toThrow(
      /^Refusing to start: SHOP_MODE=demo, but PUBLIC_URL=https:\/\/shop\.example/,
    );
  });

  it.each([
    ['localhost', true],
    ['LOCALHOST', true],
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['::1', true],
    ['[::1]', true],
    ['shop.localhost', true],
    ['0.0.0.0', false],
    ['::', false],
    ['localhost.example', false],
    ['127.0.0.1.example', false],
    ['10.0.0.1', false],
  ])('isLoopbackHost(%s) → %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});
