/**
 * Throttling that protects without locking out (OWASP authentication and credential-stuffing
 * cheat sheets): the (account, address) pair is slowed, an account attacked from many addresses
 * slows unknown devices only and warns its owner once, a device that signed in before is never
 * kept out; wrong current passwords, e-mails per address and sign-ups per address are bounded.
 * Every 429 carries `Retry-After` and a translated message.
 */
import { describe, expect, it } from 'vitest';
import { registerCustomer, registration } from '../../support/accounts';
import { useTestApp } from '../../support/app';

let clock = new Date('2026-03-02T09:00:00Z');
const api = useTestApp({ clock: () => clock });
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

const login = (email: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  api.app.inject({
    method: 'POST',
    url: '/api/auth/token',
    payload: { email, password },
    remoteAddress: ip,
    headers,
  });

/** The trusted-device cookie a login answer sets, as a request's Cookie header. */
function deviceOf(res: { headers: Record<string, unknown> }) {
  const cookies = [res.headers['set-cookie']].flat().map(String);
  const device = cookies.find((c) => c.startsWith('sellerie_device='));
  if (!device) throw new Error('no device cookie');
  return { cookie: device.split(';')[0]! };
}

const outbox = (to: string, template: string) =>
  api.database.query(`select id from email_outbox where "to" = $1 and template = $2`, [
    to,
    template,
  ]);

describe('an account attacked from many addresses', () => {
  it('slows strangers, warns the owner once, and never keeps the owner out', async () => {
    const owner = await registerCustomer(api.app);
    // The owner's own browser signed in before: it carries a signed device cookie.
    const first = await login(owner.email, owner.password, '192.0.2.10');
    expect(first.statusCode).toBe(200);
    const device = deviceOf(first);
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly/);

    // 120 wrong passwords from 120 addresses: 20 are checked, the others wait their turn.
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) {
      const res = await login(owner.email, `Wrong-${i}-Guess!`, `198.51.100.${i + 1}`);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(30);
      }
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100);
    // The owner is told, once for the window, in their language.
    expect(await outbox(owner.email, 'login_attack')).toHaveLength(1);

    // From the device that signed in before: at once, attack or not.
    const trusted = await login(owner.email, owner.password, '203.0.113.99', device);
    expect(trusted.statusCode, trusted.body).toBe(200);

    // From a new address: a short slow-down, said in the request's language, then in.
    const fresh = await login(owner.email, owner.password, '203.0.113.7', { language: 'en' });
    expect(fresh.statusCode).toBe(429);
    const wait = Number(fresh.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30);
    expect(fresh.json().message).toBe(
      `Too many login attempts. For your security, wait ${wait} s before trying again, or reset your password.`,
    );
    later(wait * 1000);
    const afterWait = await login(owner.email, owner.password, '203.0.113.7');
    expect(afterWait.statusCode, afterWait.body).toBe(200);

    // The attack goes on: still slowed, and no second e-mail in the window.
    later(31_000);
    expect((await login(owner.email, 'Wrong-again-1!', '198.51.100.200')).statusCode).toBe(401);
    expect((await login(owner.email, 'Wrong-again-2!', '198.51.100.201')).statusCode).toBe(429);
    expect(await outbox(owner.email, 'login_attack')).toHaveLength(1);
  }, 120_000);

  it('counts a burst exactly: 50 wrong passwords at once, 20 checked', async () => {
    const owner = await registerCustomer(api.app);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        login(owner.email, `Burst-${i}-Guess!`, `198.18.0.${i + 1}`),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  }, 60_000);

  it('does not trust a forged device cookie, nor one of another account', async () => {
    const owner = await registerCustomer(api.app);
    const other = await registerCustomer(api.app);
    const otherDevice = deviceOf(await login(other.email, other.password, '192.0.2.20'));
    for (let i = 0; i < 20; i++) await login(owner.email, `Wrong-${i}-Guess!`, `198.51.101.${i}`);
    const forged = otherDevice.cookie.replace(/\.[\w-]+$/, `.${'A'.repeat(43)}`);
    for (const cookie of [otherDevice.cookie, forged, 'sellerie_device=1.abcdefghijkl.1.x']) {
      const res = await login(owner.email, owner.password, '192.0.2.21', { cookie });
      expect(res.statusCode, cookie).toBe(429);
    }
  });
});

describe('one address trying one account', () => {
  it('slows down after 5 failures (1 s, 2 s …) without touching other accounts', async () => {
    const owner = await registerCustomer(api.app);
    const bystander = await registerCustomer(api.app);
    const ip = '198.51.102.1';
    for (let i = 0; i < 5; i++)
      expect((await login(owner.email, `Wrong-${i}-Guess!`, ip)).statusCode).toBe(401);
    const slowed = await login(owner.email, 'Wrong-5-Guess!', ip);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    expect(slowed.json().message).toContain('patientez 1 s');
    later(1_000);
    expect((await login(owner.email, 'Wrong-6-Guess!', ip)).statusCode).toBe(401);
    const twice = await login(owner.email, 'Wrong-7-Guess!', ip);
    expect(twice.headers['retry-after']).toBe('2');
    // The same address may still log in to another account.
    expect((await login(bystander.email, bystander.password, ip)).statusCode).toBe(200);
    later(2_000);
    expect((await login(owner.email, owner.password, ip)).statusCode).toBe(200);
    // A success starts the pair again.
    expect((await login(owner.email, 'Wrong-8-Guess!', ip)).statusCode).toBe(401);
  });
});

describe('the current password when changing it (PUT /api/users/{id})', () => {
  it('slows guessing after 5 wrong ones, then takes the right one', async () => {
    const customer = await registerCustomer(api.app);
    const change = (current: string) =>
      api.app.inject({
        method: 'PUT',
        url: `/api/users/${customer.id}`,
        headers: customer.auth,
        payload: { current_password: current, password: 'Harnais-Cuir-42' },
      });
    for (let i = 0; i < 5; i++) expect((await change(`Guess-${i}-Wrong!`)).statusCode).toBe(422);
    const slowed = await change('Guess-5-Wrong!');
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBe(1);
    expect(slowed.json().message).toBe('Trop de tentatives. Patientez 1 s avant de réessayer.');
    // A burst of guesses meanwhile: none is even checked.
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => change(`G-${i}-x!`)));
    expect(burst.every((r) => r.statusCode === 429)).toBe(true);
    later(1_000);
    expect((await change(customer.password)).statusCode).toBe(200);
  });
});

describe('e-mails per address', () => {
  it('20 parallel forgot-password calls queue at most 3 e-mails', async () => {
    const customer = await registerCustomer(api.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.app.inject({
          method: 'POST',
          url: '/api/users/forgot_password',
          payload: { email: customer.email },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 202)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toContain('Plusieurs e-mails ont déjà été envoyés');
    await api.app.sweeps.runSweepsOnce();
    expect(await outbox(customer.email, 'password_reset')).toHaveLength(3);
    // Unknown addresses get the same answers: nothing to learn from them.
    const unknown = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.app.inject({
          method: 'POST',
          url: '/api/users/forgot_password',
          payload: { email: 'nobody-here@example.test' },
        }),
      ),
    );
    expect(unknown.map((a) => a.statusCode).sort()).toEqual(statuses.sort());
    // An hour later, the address may ask again.
    later(60 * 60_000);
    const again = await api.app.inject({
      method: 'POST',
      url: '/api/users/forgot_password',
      payload: { email: customer.email },
    });
    expect(again.statusCode).toBe(202);
  });

  it('bounds resent verification e-mails and guest newsletter confirmations the same way', async () => {
    const customer = await registerCustomer(api.app);
    const before = (await outbox(customer.email, 'verify_email')).length;
    const resend = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.app.inject({
          method: 'POST',
          url: '/api/users/resend_verification_email',
          payload: { email: customer.email },
        }),
      ),
    );
    expect(resend.filter((r) => r.statusCode === 202)).toHaveLength(3);
    expect(resend.filter((r) => r.statusCode === 429)).toHaveLength(17);
    expect((await outbox(customer.email, 'verify_email')).length - before).toBe(3);

    const guest = 'visitor-news@example.test';
    const subscribe = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.app.inject({
          method: 'POST',
          url: '/api/newsletter_subscriptions/guest',
          payload: { email: guest },
        }),
      ),
    );
    expect(subscribe.filter((r) => r.statusCode === 202)).toHaveLength(3);
    expect(await outbox(guest, 'newsletter_confirm')).toHaveLength(3);
  });
});

describe('sign-ups per address', () => {
  it('creates 20 accounts from one address in the hour, then asks to wait', async () => {
    const signUp = (ip: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: registration(),
        remoteAddress: ip,
      });
    const ip = '192.0.2.200';
    // A refused sign-up (bad body) does not count.
    const bad = await api.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: registration({ password: 'Password1!' }),
      remoteAddress: ip,
    });
    expect(bad.statusCode).toBe(422);
    for (let i = 0; i < 20; i++) expect((await signUp(ip)).statusCode).toBe(201);
    const refused = await signUp(ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(refused.json().message).toContain('Trop de comptes');
    expect((await signUp('192.0.2.201')).statusCode).toBe(201);
  }, 60_000);
});
