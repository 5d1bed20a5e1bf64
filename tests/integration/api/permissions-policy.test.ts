import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';
import { registerCustomer } from '../../support/accounts';

let started: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  started = await createTestApp({ devMailbox: true });
  writeFileSync(path.join(started.storageDir, 'policy-check.txt'), 'plain file');
  return () => started.close();
});

/** Every answer switches off the browser features the shop does not use. */
function expectPolicy(headers: Record<string, unknown>, label: string) {
  const policy = String(headers['permissions-policy'] ?? '');
  for (const feature of [
    'camera',
    'microphone',
    'geolocation',
    'payment',
    'usb',
    'serial',
    'hid',
    'midi',
    'display-capture',
    'publickey-credentials-get',
  ])
    expect(policy, `${label}: ${feature}`).toMatch(new RegExp(`(^|, )${feature}=\\(\\)(,|$)`));
  // Nothing the shop needs is switched off for its own pages.
  expect(policy, label).not.toMatch(/fullscreen|clipboard/);
}

describe('Permissions-Policy', () => {
  it('is on API answers, errors included, files and the server pages', async () => {
    const { app } = started;
    const customer = await registerCustomer(app);
    const cases: [string, InjectOptions, number][] = [
      ['API read', { url: '/api/health' }, 200],
      ['API list', { url: '/api/brands?limit=1' }, 200],
      ['unknown route', { url: '/api/nothing-here' }, 404],
      [
        'bad Bearer (refused before any route)',
        { url: '/api/auth/me', headers: { authorization: 'Bearer nope-nope-nope-nope' } },
        401,
      ],
      [
        'cross-site cookie write',
        {
          method: 'POST',
          url: '/api/auth/logout',
          headers: { cookie: `sellerie_session=${customer.token}`, origin: 'https://evil.example' },
        },
        403,
      ],
      ['media file', { url: '/media/policy-check.txt' }, 200],
      ['missing media', { url: '/media/nope.png' }, 404],
      ['development mailbox', { url: '/dev/mailbox' }, 200],
      ['test gateway without a payment', { url: '/paiement/test?ref=x&amount=1&sig=y' }, 404],
    ];
    for (const [label, request, status] of cases) {
      const res = await app.inject(request);
      expect(res.statusCode, label).toBe(status);
      expectPolicy(res.headers, label);
    }
  });
});
