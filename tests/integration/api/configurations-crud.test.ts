/**
 * SPEC §7 configurations CRUD for the owner (docs/decisions/038-read-api.md): the same rules,
 * audit entries and cache notices as `/api/admin/configurations`; anyone else gets 404.
 */
import { describe, expect, it } from 'vitest';
import { useBackOffice, type Who } from '../../support/back-office';

const cast = useBackOffice('configurations-crud');

const stored = async (key: string) =>
  (
    await cast.api.database.query<{ value: string }>(
      'select value from configurations where key = $1',
      [key],
    )
  )[0]?.value ?? null;

describe('configurations CRUD: who may', () => {
  it('answers 404 to everyone but the owner, and changes nothing', async () => {
    const before = await stored('contact_email');
    for (const who of ['visitor', 'customer', 'editor', 'staff'] as Who[]) {
      for (const [method, url, body] of [
        ['GET', '/api/configurations', undefined],
        ['GET', '/api/configurations/contact_email', undefined],
        ['POST', '/api/configurations', { key: 'social_youtube', value: 'https://x.test' }],
        ['PUT', '/api/configurations/contact_email', { value: 'a@b.test' }],
        ['DELETE', '/api/configurations/social_facebook', undefined],
      ] as const) {
        const res = await cast.call(who, method, url, body);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(404);
      }
    }
    expect(await stored('contact_email')).toBe(before);
  });
});

describe('configurations CRUD: the owner', () => {
  it('lists every key like the settings page, and reads one by key', async () => {
    const list = await cast.call('owner', 'GET', '/api/configurations?limit=500');
    expect(list.statusCode).toBe(200);
    const admin = await cast.call('owner', 'GET', '/api/admin/configurations');
    expect(list.json().data).toEqual(admin.json().data);
    expect(list.json().meta).toMatchObject({ total: admin.json().data.length, page: 1 });
    const one = await cast.call('owner', 'GET', '/api/configurations/free_shipping');
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ key: 'free_shipping', section: 'orders', money: true });
    expect((await cast.call('owner', 'GET', '/api/configurations/nope')).statusCode).toBe(404);
    expect((await cast.call('owner', 'GET', '/api/configurations/BAD%20KEY')).statusCode).toBe(404);
    expect(
      (await cast.call('owner', 'GET', '/api/configurations/payment_method_card')).statusCode,
    ).toBe(404);
    expect((await cast.call('owner', 'GET', '/api/configurations?sort=value')).statusCode).toBe(
      422,
    );
  });

  it('PUT saves through the settings rules, audited, with or without a version', async () => {
    const res = await cast.call('owner', 'PUT', '/api/configurations/contact_email', {
      value: ' shop@example.test ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ key: 'contact_email', value: 'shop@example.test' });
    expect(await stored('contact_email')).toBe('shop@example.test');
    const audit = await cast.auditRows('settings.update');
    expect(audit.at(-1)).toMatchObject({
      actor_user_id: cast.ids.owner,
      after: { contact_email: 'shop@example.test' },
    });

    const stale = await cast.call('owner', 'PUT', '/api/configurations/contact_email', {
      value: 'other@example.test',
      version: 'old-version',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ keys: ['contact_email'] });
    const fresh = await cast.call('owner', 'PUT', '/api/configurations/contact_email', {
      value: 'other@example.test',
      version: res.json().data.version,
    });
    expect(fresh.statusCode).toBe(200);
    expect(await stored('contact_email')).toBe('other@example.test');
  });

  it('PUT refuses bad values in the request language, nothing saved', async () => {
    const before = await stored('free_shipping');
    const res = await cast.api.app.inject({
      method: 'PUT',
      url: '/api/configurations/free_shipping',
      headers: { ...cast.as.owner, language: 'en' },
      payload: { value: '12,5' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.value).toBeDefined();
    expect(res.json().message).toBe('Your form contains errors, please correct them.');
    expect(await stored('free_shipping')).toBe(before);
    for (const payload of [{}, { value: 12 }, { value: 'x', extra: 1 }]) {
      const bad = await cast.call('owner', 'PUT', '/api/configurations/free_shipping', payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect(
      (await cast.call('owner', 'PUT', '/api/configurations/unknown_key', { value: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('POST creates a known key not set yet; an existing or unknown key is refused', async () => {
    await cast.api.database.query(`delete from configurations where key = 'social_youtube'`);
    const created = await cast.call('owner', 'POST', '/api/configurations', {
      key: 'social_youtube',
      value: 'https://www.youtube.com/@sellerie',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ key: 'social_youtube', is_public: true });
    expect(await stored('social_youtube')).toBe('https://www.youtube.com/@sellerie');

    const again = await cast.call('owner', 'POST', '/api/configurations', {
      key: 'social_youtube',
      value: 'https://www.youtube.com/@other',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toHaveProperty('key');
    const unknown = await cast.api.app.inject({
      method: 'POST',
      url: '/api/configurations',
      headers: { ...cast.as.owner, language: 'de' },
      payload: { key: 'invented_key', value: 'x' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.key).toEqual(['Diese Einstellung gibt es nicht.']);
    await cast.api.database.query(`delete from configurations where key = 'social_instagram'`);
    const badValue = await cast.call('owner', 'POST', '/api/configurations', {
      key: 'social_instagram',
      value: 'not a url',
    });
    expect(badValue.statusCode).toBe(422);
    expect(badValue.json().errors).toHaveProperty('value');
    expect(await stored('social_instagram')).toBeNull();
    expect(
      (
        await cast.call('owner', 'POST', '/api/configurations', {
          key: 'payment_method_card',
          value: '{}',
        })
      ).statusCode,
    ).toBe(422);
  });

  it('DELETE removes an optional key (audited), refuses a required one with 409', async () => {
    await cast.api.database.query(
      `insert into configurations (key, value, is_public) values ('social_facebook', 'https://facebook.com/x', true)
       on conflict (key) do nothing`,
    );
    const removed = await cast.call('owner', 'DELETE', '/api/configurations/social_facebook');
    expect(removed.statusCode).toBe(204);
    expect(await stored('social_facebook')).toBeNull();
    const audit = await cast.auditRows('settings.update');
    expect(audit.at(-1)).toMatchObject({ after: { social_facebook: null } });
    expect(
      (await cast.call('owner', 'DELETE', '/api/configurations/social_facebook')).statusCode,
    ).toBe(404);

    const before = await stored('seller_name');
    const required = await cast.api.app.inject({
      method: 'DELETE',
      url: '/api/configurations/seller_name',
      headers: { ...cast.as.owner, language: 'fr' },
    });
    expect(required.statusCode).toBe(409);
    expect(required.json().message).toBe(
      'La boutique a besoin de ce réglage : modifiez sa valeur plutôt que de le supprimer.',
    );
    expect(await stored('seller_name')).toBe(before);

    await cast.api.database.query(
      `insert into configurations (key, value) values ('third_party_id', 'abc')`,
    );
    const stale = await cast.call('owner', 'DELETE', '/api/configurations/third_party_id', {
      version: 'old',
    });
    expect(stale.statusCode).toBe(409);
    expect(
      (await cast.call('owner', 'DELETE', '/api/configurations/third_party_id')).statusCode,
    ).toBe(204);
    expect(await stored('third_party_id')).toBeNull();
  });

  it('a change is seen at once by the public read (cache emptied)', async () => {
    const read = () => cast.api.app.inject({ url: '/api/configurations/public/free_shipping' });
    const first = (await read()).json().data.value;
    const next = String(Number(first) + 100);
    expect(
      (await cast.call('owner', 'PUT', '/api/configurations/free_shipping', { value: next }))
        .statusCode,
    ).toBe(200);
    expect((await read()).json().data.value).toBe(next);
  });
});
