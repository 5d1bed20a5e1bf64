import { describe, expect, it } from 'vitest';
import { registerCustomer } from '../../support/accounts';
import { useTestApp } from '../../support/app';

const api = useTestApp({ devMailbox: true });

/** Sends what the outbox holds, then returns the newest e-mail to the address. */
async function lastMailTo(address: string) {
  await api.app.sweeps.runSweepsOnce();
  const res = await api.app.inject({ url: `/dev/mailbox.json?to=${encodeURIComponent(address)}` });
  const [mail] = res.json().data as Array<{ subject: string; text: string; links: string[] }>;
  if (!mail) throw new Error(`no e-mail to ${address}`);
  return mail;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('e-mail verification', () => {
  it('sends a link to the account page in the customer’s language; the link verifies once', async () => {
    const customer = await registerCustomer(api.app, { locale: 'de' });
    const mail = await lastMailTo(customer.email);
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse');
    const link = mail.links.find((l) => l.includes('token='))!;
    expect(new URL(link).pathname).toBe('/de/kundenkonto');
    const verify = (token: string) =>
      api.app.inject({ method: 'PATCH', url: '/api/users/verify_email', payload: { token } });
    const ok = await verify(tokenOf(link));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.email_verified_at).not.toBeNull();
    expect((await verify(tokenOf(link))).statusCode).toBe(422);
    // The welcome e-mail follows.
    expect((await lastMailTo(customer.email)).subject).toContain('Willkommen');
  });

  it('resends a new link (the old one stops working) and refuses when already verified', async () => {
    const customer = await registerCustomer(api.app);
    const first = tokenOf(
      (await lastMailTo(customer.email)).links.find((l) => l.includes('token='))!,
    );
    const resend = await api.app.inject({
      method: 'POST',
      url: '/api/users/resend_verification_email',
      headers: customer.auth,
      payload: {},
    });
    expect(resend.statusCode).toBe(202);
    const second = tokenOf(
      (await lastMailTo(customer.email)).links.find((l) => l.includes('token='))!,
    );
    expect(second).not.toBe(first);
    const verify = (token: string) =>
      api.app.inject({ method: 'PATCH', url: '/api/users/verify_email', payload: { token } });
    expect((await verify(first)).statusCode).toBe(422);
    expect((await verify(second)).statusCode).toBe(200);
    const again = await api.app.inject({
      method: 'POST',
      url: '/api/users/resend_verification_email',
      headers: customer.auth,
      payload: {},
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Votre adresse e-mail est déjà vérifiée.');
  });
});

describe('password reset', () => {
  it('resets with the e-mailed link once, ends every session, and the new password works', async () => {
    const customer = await registerCustomer(api.app);
    const forgot = await api.app.inject({
      method: 'POST',
      url: '/api/users/forgot_password',
      payload: { email: customer.email.toUpperCase(), locale: 'en' },
    });
    expect(forgot.statusCode).toBe(202);
    const mail = await lastMailTo(customer.email);
    expect(mail.subject).toMatch(/password/i);
    const link = mail.links.find((l) => l.includes('token='))!;
    expect(new URL(link).pathname).toBe('/en/nouveau-mot-de-passe');
    const reset = (password: string) =>
      api.app.inject({
        method: 'PATCH',
        url: '/api/users/new_password',
        payload: { token: tokenOf(link), password, password_confirmation: password },
      });
    const weak = await reset('weak');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toBeDefined();
    expect((await reset('Housse-Siege-7')).statusCode).toBe(200);
    expect((await reset('Encore1!x')).statusCode).toBe(422); // used once
    expect((await api.app.inject({ url: '/api/auth/me', headers: customer.auth })).statusCode).toBe(
      401,
    );
    const login = (password: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/auth/token',
        payload: { email: customer.email, password },
      });
    expect((await login(customer.password)).statusCode).toBe(401);
    expect((await login('Housse-Siege-7')).statusCode).toBe(200);
  });

  it('sends nothing for an unknown address', async () => {
    await api.app.inject({
      method: 'POST',
      url: '/api/users/forgot_password',
      payload: { email: 'ghost@example.test' },
    });
    await api.app.sweeps.runSweepsOnce();
    const res = await api.app.inject({ url: '/dev/mailbox.json?to=ghost@example.test' });
    expect(res.json().data).toEqual([]);
  });
});

describe('newsletter double opt-in', () => {
  it('enables a visitor’s subscription only through the e-mailed link', async () => {
    const email = 'reader@example.test';
    await api.app.inject({
      method: 'POST',
      url: '/api/newsletter_subscriptions/guest',
      payload: { email, locale: 'it' },
    });
    const mail = await lastMailTo(email);
    expect(mail.subject).toContain('newsletter');
    const link = new URL(mail.links.find((l) => l.includes('enable_guest'))!);
    const json = await api.app.inject({ url: link.pathname + link.search });
    expect(json.json().data.status.identifier).toBe('enabled');
    const browser = await api.app.inject({
      url: link.pathname + link.search,
      headers: { accept: 'text/html' },
    });
    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toContain('/it/newsletter?state=invalid'); // the link works once
  });
});
