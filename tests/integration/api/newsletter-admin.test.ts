/**
 * Newsletter subscribers in the back office (decision 052): counts per status, the list
 * filtered and searched, and the CSV of confirmed subscribers only — for staff with the
 * customers permission; anyone else gets the back office's 404.
 */
import { describe, expect, it } from 'vitest';
import { useBackOffice } from '../../support/back-office';

const cast = useBackOffice('newsletter-admin');

async function subscribe(email: string, locale: string, country: string) {
  const res = await cast.api.app.inject({
    method: 'POST',
    url: '/api/newsletter_subscriptions/guest',
    payload: { email, locale },
    headers: { cookie: `user_country=${country}` },
    remoteAddress: `198.51.100.${Math.floor(Math.random() * 200) + 1}`,
  });
  expect(res.statusCode).toBe(202);
}

describe('newsletter subscribers in the back office', () => {
  it('counts, lists, searches and exports the confirmed ones as CSV', async () => {
    await subscribe('nl-confirmed@example.test', 'de', 'DE');
    await subscribe('nl-pending@example.test', 'it', 'IT');
    await subscribe('nl-left@example.test', 'es', 'ES');
    // Confirm one as its e-mailed link would, and let another unsubscribe.
    await cast.api.database.query(
      `update newsletter_subscriptions set status = 'enabled', confirmed_at = '2026-03-01T09:00:00Z'
       where email = 'nl-confirmed@example.test'`,
    );
    await cast.api.database.query(
      `update newsletter_subscriptions set status = 'disabled' where email = 'nl-left@example.test'`,
    );

    for (const who of ['visitor', 'customer', 'editor'] as const) {
      expect((await cast.call(who, 'GET', '/api/admin/newsletter_subscriptions')).statusCode).toBe(
        404,
      );
      expect(
        (await cast.call(who, 'GET', '/api/admin/newsletter_subscriptions.csv')).statusCode,
      ).toBe(404);
    }

    const all = await cast.call('staff', 'GET', '/api/admin/newsletter_subscriptions?search=nl-');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.meta.total).toBe(3);
    expect(body.meta.counts).toMatchObject({
      enabled: expect.any(Number),
      pending: expect.any(Number),
      disabled: expect.any(Number),
    });
    const [counted] = await cast.api.database.query<{ enabled: number; pending: number }>(
      `select count(*) filter (where status = 'enabled')::int as enabled,
              count(*) filter (where status = 'pending')::int as pending
       from newsletter_subscriptions`,
    );
    expect(body.meta.counts.enabled).toBe(counted!.enabled);
    expect(body.meta.counts.pending).toBe(counted!.pending);

    const pending = await cast.call(
      'staff',
      'GET',
      '/api/admin/newsletter_subscriptions?status=pending&search=nl-',
    );
    expect(pending.json().data).toEqual([
      expect.objectContaining({ email: 'nl-pending@example.test', locale: 'it', country: 'IT' }),
    ]);
    expect(
      (await cast.call('staff', 'GET', '/api/admin/newsletter_subscriptions?status=bogus'))
        .statusCode,
    ).toBe(422);

    const csv = await cast.call('staff', 'GET', '/api/admin/newsletter_subscriptions.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('email;language;country;confirmed_at');
    expect(lines).toContain('nl-confirmed@example.test;de;DE;2026-03-01');
    expect(csv.body).not.toContain('nl-pending@example.test');
    expect(csv.body).not.toContain('nl-left@example.test');
    // Every line is a confirmed subscriber.
    expect(lines.length - 1).toBe(counted!.enabled);
  });

  it('dates a confirmation through the e-mailed link', async () => {
    await subscribe('nl-link@example.test', 'pt', 'PT');
    const [row] = await cast.api.database.query<{ id: number }>(
      `select id from newsletter_subscriptions where email = 'nl-link@example.test'`,
    );
    const { confirmGuest } = await import('../../../src/modules/customers/newsletter.service');
    // The token is only in the e-mail: set a known one as the link would carry.
    const { hashToken } = await import('../../../src/modules/customers');
    await cast.api.database.query(
      `update newsletter_subscriptions set confirm_token_hash = $1 where id = $2`,
      [hashToken('known-token'), row!.id],
    );
    await confirmGuest(
      cast.api.database.db,
      row!.id,
      'known-token',
      new Date('2026-05-05T10:00:00Z'),
    );
    const csv = await cast.call('staff', 'GET', '/api/admin/newsletter_subscriptions.csv');
    expect(csv.body).toContain('nl-link@example.test;pt;PT;2026-05-05');
  });
});
