/**
 * Customer claims (decision 051), on both databases: the customer's list, opening a claim
 * (JSON or multipart with a photo, on one of their orders), the conversation both ways with
 * private files, staff's notes never shown, close and reopen, the e-mails, the audit log,
 * `/auth/me?include=supports`, the back office's inbox and the GDPR export and erasure; every
 * refusal translated and nothing stored.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useBackOffice } from '../../support/back-office';
import { multipartBody, type FormPart } from '../../support/multipart';
import { placeOrderFor, type PlacedOrder } from '../../support/placed-orders';

const cast = useBackOffice('claims');
const { call } = cast;

// The smallest files whose first bytes say what they are (the type is sniffed, never trusted).
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

let alice: PlacedOrder;
let bob: PlacedOrder;
beforeAll(async () => {
  alice = await placeOrderFor(cast.api.app, cast.api.database, cast.fixtures, {
    method: 'transfer',
    firstname: 'Alice',
  });
  bob = await placeOrderFor(cast.api.app, cast.api.database, cast.fixtures, {
    method: 'transfer',
    firstname: 'Bob',
  });
});

function multipart(
  headers: Record<string, string>,
  url: string,
  parts: FormPart[],
  language = 'fr',
) {
  const body = multipartBody(parts);
  return cast.api.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers, language },
    payload: body.payload,
  });
}
const text = (name: string, data: string): FormPart => ({ name, data });
const file = (data: Buffer, filename: string, contentType = 'image/png'): FormPart => ({
  name: 'file',
  filename,
  contentType,
  data,
});

async function counts() {
  const [row] = await cast.api.database.query<{
    claims: number;
    messages: number;
    uploads: number;
  }>(
    `select (select count(*)::int from support_claims) as claims,
            (select count(*)::int from support_messages) as messages,
            (select count(*)::int from uploads where purpose = 'support_attachment') as uploads`,
  );
  return row!;
}
const mails = (to: string, template: string) =>
  cast.api.database.query<{ data: Record<string, string>; locale: string }>(
    `select data, locale from email_outbox where "to" = $1 and template = $2 order by id`,
    [to, template],
  );

describe('customer claims', () => {
  let claimId = 0;
  let photoId = 0;

  it('answers 401 to visitors', async () => {
    for (const [method, url] of [
      ['GET', '/api/supports'],
      ['POST', '/api/supports'],
      ['GET', '/api/supports/1'],
      ['PUT', '/api/supports/1'],
      ['POST', '/api/supports/1/support_messages'],
    ] as const) {
      const res = await call('visitor', method, url, method === 'GET' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses a missing title and message, translated, storing nothing', async () => {
    const before = await counts();
    const res = await cast.api.app.inject({
      method: 'POST',
      url: '/api/supports',
      headers: { ...alice.headers, language: 'de' },
      payload: { title: ' ', message: '' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.title[0]).toBe('Dieses Feld ist erforderlich.');
    expect(res.json().errors.message).toBeDefined();
    expect(await counts()).toEqual(before);
  });

  it("refuses another customer's order, storing nothing (the photo included)", async () => {
    const before = await counts();
    const res = await multipart(alice.headers, '/api/supports', [
      text('title', 'Housse déchirée'),
      text('message', 'La couture a lâché.'),
      text('order_id', String(bob.orderId)),
      file(PNG, 'photo.png'),
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.order_id[0]).toBe('Choisissez une de vos commandes.');
    expect(await counts()).toEqual(before);
  });

  it('refuses a file of the wrong type and a file too large, translated, storing nothing', async () => {
    const before = await counts();
    const wrong = await multipart(
      alice.headers,
      '/api/supports',
      [
        text('title', 'Housse'),
        text('message', 'Voir le fichier.'),
        file(Buffer.from('just some text, not a picture'), 'note.png'),
      ],
      'en',
    );
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().message).toMatch(/JPEG, PNG, WEBP, PDF/);
    const big = await multipart(alice.headers, '/api/supports', [
      text('title', 'Housse'),
      text('message', 'Voir le fichier.'),
      file(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'big.png'),
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/5/);
    expect(await counts()).toEqual(before);
  });

  it('opens a claim on an own order with a photo, waiting for us, and tells the shop', async () => {
    const res = await multipart(alice.headers, '/api/supports', [
      text('title', 'Housse déchirée'),
      text('message', 'La couture du dossier a lâché.\nPhoto jointe.'),
      text('order_id', String(alice.orderId)),
      file(PNG, 'photo.png'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    claimId = data.id;
    expect(data).toMatchObject({
      title: 'Housse déchirée',
      state: 'open',
      closed: false,
      awaiting: 'us',
      order_id: alice.orderId,
      order_number: alice.number,
      message: 'La couture du dossier a lâché.\nPhoto jointe.',
      file: { original_name: 'photo.png', content_type: 'image/png' },
    });
    expect(data.messages).toHaveLength(1);
    photoId = data.file.id;
    const download = await call(alice.headers, 'GET', `/api/uploads/${photoId}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect((await call(bob.headers, 'GET', `/api/uploads/${photoId}/download`)).statusCode).toBe(
      404,
    );
    const [mail] = await mails('contact@sellerie-demo.example', 'shop_claim');
    expect(mail?.data).toMatchObject({ title: 'Housse déchirée' });
    expect(mail?.data.link).toMatch(new RegExp(`/admin/service-client/reclamations/${claimId}$`));
  });

  it('opens a claim from JSON, without order nor file', async () => {
    const res = await call(alice.headers, 'POST', '/api/supports', {
      title: 'Question de délai',
      message: 'Quand arrive ma housse ?',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ order_id: null, file: null, awaiting: 'us' });
  });

  it('lists only the customer’s own claims, and answers 404 for another’s', async () => {
    const list = await call(alice.headers, 'GET', '/api/supports');
    expect(list.statusCode).toBe(200);
    expect(list.json().meta.total).toBe(2);
    expect((await call(bob.headers, 'GET', '/api/supports')).json().data).toEqual([]);
    for (const [method, url, payload] of [
      ['GET', `/api/supports/${claimId}`, undefined],
      ['PUT', `/api/supports/${claimId}`, { state: 'closed' }],
      ['POST', `/api/supports/${claimId}/support_messages`, { message: 'Coucou' }],
      ['GET', `/api/supports/999999`, undefined],
    ] as const) {
      const res = await call(bob.headers, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(alice.headers, 'GET', `/api/supports/${claimId}`)).json().data.state).toBe(
      'open',
    );
  });

  it('lets staff reply with a PDF and note internally; the customer sees the reply only', async () => {
    const reply = await multipart(cast.as.staff, `/api/admin/supports/${claimId}/messages`, [
      text('message', 'Nous vous envoyons une housse neuve.'),
      file(PDF, 'bon-de-retour.pdf', 'application/pdf'),
    ]);
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().data.awaiting).toBe('customer');
    const note = await call('staff', 'POST', `/api/admin/supports/${claimId}/messages`, {
      message: 'Client fidèle, geste commercial accordé.',
      internal: true,
    });
    expect(note.statusCode, note.body).toBe(201);
    // A note leaves the turn where it was.
    expect(note.json().data.awaiting).toBe('customer');
    expect(note.json().data.messages.map((m: { internal: boolean }) => m.internal)).toEqual([
      false,
      false,
      true,
    ]);

    const seen = (await call(alice.headers, 'GET', `/api/supports/${claimId}`)).json().data;
    expect(seen.awaiting).toBe('customer');
    expect(seen.messages.map((m: { author: string }) => m.author)).toEqual(['customer', 'staff']);
    expect(JSON.stringify(seen)).not.toContain('geste commercial');
    expect(seen.messages[1]).not.toHaveProperty('internal');
    const fetched = await call(alice.headers, 'POST', `/api/supports/${claimId}/support_messages`);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json().meta.total).toBe(2);
    expect(JSON.stringify(fetched.json())).not.toContain('geste commercial');

    // Staff's file is the customer's to read, nobody else's; it cannot be deleted from the claim.
    const pdf = seen.messages[1].files[0];
    expect(pdf.original_name).toBe('bon-de-retour.pdf');
    expect((await call(alice.headers, 'GET', pdf.url)).statusCode).toBe(200);
    expect((await call(bob.headers, 'GET', pdf.url)).statusCode).toBe(404);
    expect((await call(alice.headers, 'DELETE', `/api/uploads/${photoId}`)).statusCode).toBe(409);

    // One e-mail to the customer (the reply), in their language, with the claim's link.
    const sent = await mails(alice.email, 'claim_reply');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.locale).toBe('fr');
    expect(sent[0]!.data.link).toMatch(new RegExp(`/compte/supports/${claimId}$`));

    expect((await cast.auditRows('support.reply')).at(-1)).toMatchObject({
      actor_user_id: cast.ids.staff,
      entity_id: String(claimId),
    });
    expect((await cast.auditRows('support.note')).at(-1)?.entity_id).toBe(String(claimId));
  });

  it('keeps the back office to the claims permission', async () => {
    for (const who of ['editor', 'visitor'] as const) {
      expect((await call(who, 'GET', '/api/admin/supports')).statusCode, who).toBe(404);
      expect((await call(who, 'GET', `/api/admin/supports/${claimId}`)).statusCode, who).toBe(404);
    }
    expect((await call(alice.headers, 'GET', '/api/admin/supports')).statusCode).toBe(404);
  });

  it('answers a customer message: waiting for us again, the shop told', async () => {
    const before = (await mails('contact@sellerie-demo.example', 'shop_claim')).length;
    const res = await multipart(alice.headers, `/api/supports/${claimId}/support_messages`, [
      text('message', 'Merci, voici une autre photo.'),
      file(PNG, 'autre.png'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.at(-1)).toMatchObject({ author: 'customer', files: [{}] });
    const claim = (await call(alice.headers, 'GET', `/api/supports/${claimId}`)).json().data;
    expect(claim.awaiting).toBe('us');
    expect((await mails('contact@sellerie-demo.example', 'shop_claim')).length).toBe(before + 1);
  });

  it('closes, refuses messages while closed (translated, nothing stored), reopens', async () => {
    const closed = await call(alice.headers, 'PUT', `/api/supports/${claimId}`, {
      state: 'closed',
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toMatchObject({ state: 'closed', closed: true });
    const before = await counts();
    const refused = await multipart(
      alice.headers,
      `/api/supports/${claimId}/support_messages`,
      [text('message', 'Encore une chose.'), file(PNG, 'encore.png')],
      'en',
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This claim is closed: reopen it to write a new message.');
    const staffRefused = await call('staff', 'POST', `/api/admin/supports/${claimId}/messages`, {
      message: 'Trop tard',
    });
    expect(staffRefused.statusCode).toBe(409);
    expect(await counts()).toEqual(before);

    const bad = await call(alice.headers, 'PUT', `/api/supports/${claimId}`, { state: 'gone' });
    expect(bad.statusCode).toBe(422);
    const reopened = await call(alice.headers, 'PUT', `/api/supports/${claimId}`, {
      state: 'open',
    });
    expect(reopened.json().data.state).toBe('open');
    const again = await call(alice.headers, 'POST', `/api/supports/${claimId}/support_messages`, {
      message: 'Encore une chose.',
    });
    expect(again.statusCode).toBe(201);
  });

  it('lets staff close and reopen, audited', async () => {
    const res = await call('staff', 'PUT', `/api/admin/supports/${claimId}`, { state: 'closed' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.state).toBe('closed');
    expect((await cast.auditRows('support.close')).at(-1)).toMatchObject({
      actor_user_id: cast.ids.staff,
      before: { state: 'open' },
      after: { state: 'closed' },
    });
    await call('staff', 'PUT', `/api/admin/supports/${claimId}`, { state: 'open' });
    expect((await cast.auditRows('support.reopen')).length).toBeGreaterThan(0);
  });

  it('gives /auth/me?include=supports the customer’s claims', async () => {
    const res = await call(alice.headers, 'GET', '/api/auth/me?include=supports');
    expect(res.statusCode).toBe(200);
    const supports = res.json().data.supports;
    expect(supports).toHaveLength(2);
    expect(supports[0]).toMatchObject({ state: expect.any(String), title: expect.any(String) });
    expect(supports.map((s: { id: number }) => s.id)).toContain(claimId);
    const none = await call(bob.headers, 'GET', '/api/auth/me?include=supports');
    expect(none.json().data.supports).toEqual([]);
  });

  it('filters and searches the inbox; the dashboard counts claims waiting for us', async () => {
    const waiting = await call('staff', 'GET', '/api/admin/supports?filter=waiting_us');
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().data.map((c: { id: number }) => c.id)).toContain(claimId);
    const found = await call(
      'staff',
      'GET',
      `/api/admin/supports?filter=all&q=${encodeURIComponent(alice.number)}`,
    );
    expect(found.json().data.map((c: { id: number }) => c.id)).toEqual([claimId]);
    const byName = await call('staff', 'GET', '/api/admin/supports?filter=all&q=alice');
    expect(byName.json().data.length).toBe(2);
    const closed = await call('staff', 'GET', '/api/admin/supports?filter=closed');
    expect(closed.json().data).toEqual([]);
    const dashboard = await call('owner', 'GET', '/api/admin/dashboard');
    const counter = dashboard
      .json()
      .data.counters.find((c: { key: string }) => c.key === 'claims_waiting');
    expect(counter).toMatchObject({
      count: waiting.json().meta.counts.waiting_us,
      link: { route: 'admin-customer-service', query: { filter: 'waiting_us' } },
    });
  });

  it('exports the claims with the customer’s data, and erases them with their files', async () => {
    const exported = await call('staff', 'GET', `/api/admin/customers/${alice.userId}/export`);
    expect(exported.statusCode).toBe(200);
    const claims = exported.json().data.claims;
    expect(claims).toHaveLength(2);
    const first = claims.find((c: { id: number }) => c.id === claimId);
    expect(first.messages[0].files[0].original_name).toBe('photo.png');
    expect(first.messages.some((m: { internal: boolean }) => m.internal)).toBe(true);

    const erase = await call('owner', 'POST', `/api/admin/customers/${alice.userId}/erase`, {
      confirm: String(alice.userId),
    });
    expect(erase.statusCode, erase.body).toBe(200);
    const [left] = await cast.api.database.query<{ claims: number; files: number }>(
      `select (select count(*)::int from support_claims where user_id = $1) as claims,
              (select count(*)::int from uploads where purpose = 'support_attachment') as files`,
      [alice.userId],
    );
    expect(left).toEqual({ claims: 0, files: 0 });
  });
});
