/**
 * Newsletter sign-up from the pages and leaving it from a marketing e-mail's link: the double
 * opt-in lands on the newsletter page in the subscriber's language, one address may not sign up
 * strangers by the dozen, and the unsubscribe link works without signing in, for that
 * subscription only.
 */
import { describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../../../src/modules/customers';
import { registerCustomer } from '../../support/accounts';
import { useTestApp } from '../../support/app';

const api = useTestApp({ devMailbox: true });

const subscribe = (email: string, ip = '203.0.113.9') =>
  api.app.inject({
    method: 'POST',
    url: '/api/newsletter_subscriptions/guest',
    remoteAddress: ip,
    payload: { email, locale: 'de' },
  });

async function subscription(email: string) {
  const [row] = await api.database.query<{ id: number; status: string; user_id: number | null }>(
    `select id, status, user_id from newsletter_subscriptions where lower(email) = lower($1)`,
    [email],
  );
  return row!;
}

describe('newsletter', () => {
  it('lands the confirmation link on the newsletter page in the subscriber’s language', async () => {
    expect((await subscribe('leser@example.test')).statusCode).toBe(202);
    await api.app.sweeps.runSweepsOnce();
    const mailbox = await api.app.inject({ url: '/dev/mailbox.json?to=leser%40example.test' });
    const [mail] = mailbox.json().data as Array<{ links: string[] }>;
    const link = new URL(mail!.links.find((l) => l.includes('enable_guest'))!);
    expect(link.searchParams.get('lang')).toBe('de');
    const res = await api.app.inject({
      url: link.pathname + link.search,
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/\/de\/newsletter\?state=confirmed$/);
    expect((await subscription('leser@example.test')).status).toBe('enabled');
  });

  it('refuses a 21st sign-up from one address within the hour, and stores nothing for it', async () => {
    for (let i = 0; i < 20; i += 1)
      expect((await subscribe(`burst${i}@example.test`, '198.51.100.7')).statusCode).toBe(202);
    const refused = await subscribe('burst20@example.test', '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(
      await api.database.query(
        `select 1 from newsletter_subscriptions where email = 'burst20@example.test'`,
      ),
    ).toHaveLength(0);
    // Another machine is not affected.
    expect((await subscribe('other@example.test', '198.51.100.8')).statusCode).toBe(202);
  });

  it('unsubscribes from a genuine link only, from a browser and by one-click POST', async () => {
    const customer = await registerCustomer(api.app, { newsletter: true });
    const row = await subscription(customer.email);
    expect(row.status).toBe('enabled');
    const token = await unsubscribeToken(api.database.db, row.id);
    // Someone else's subscription id with this token, or a forged token: refused, nothing changes.
    const other = await subscription('other@example.test').catch(() => null);
    for (const url of [
      `/api/newsletter_subscriptions/unsubscribe/${row.id}?token=forged`,
      `/api/newsletter_subscriptions/unsubscribe/${row.id}`,
      ...(other ? [`/api/newsletter_subscriptions/unsubscribe/${other.id}?token=${token}`] : []),
    ]) {
      const res = await api.app.inject({ method: 'POST', url, headers: { language: 'en' } });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Your form contains errors, please correct them.');
    }
    expect((await subscription(customer.email)).status).toBe('enabled');
    const browser = await api.app.inject({
      url: `/api/newsletter_subscriptions/unsubscribe/${row.id}?token=${token}&lang=es`,
      headers: { accept: 'text/html' },
    });
    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toMatch(/\/es\/boletin\?state=unsubscribed$/);
    expect((await subscription(customer.email)).status).toBe('disabled');
    const [user] = await api.database.query<{ newsletter: boolean }>(
      `select newsletter from users where email = $1`,
      [customer.email],
    );
    expect(user!.newsletter).toBe(false);
    // One-click again (a mail client's button): no error.
    const again = await api.app.inject({
      method: 'POST',
      url: `/api/newsletter_subscriptions/unsubscribe/${row.id}?token=${token}`,
    });
    expect(again.statusCode).toBe(200);
  });
});
