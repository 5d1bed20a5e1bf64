/**
 * The contact form's API (decision 052): a message is stored and mailed twice (the customer
 * service, the sender in their language); robots, bursts and bad input store nothing; the
 * attachment is private to staff with the claims permission; the back office marks messages
 * handled (audited); the GDPR export and erasure cover them.
 */
import { describe, expect, it } from 'vitest';
import { useBackOffice } from '../../support/back-office';
import { registerCustomer } from '../../support/accounts';
import { multipartBody, type FormPart } from '../../support/multipart';

const cast = useBackOffice('contacts');

// The smallest PNG signature the sniffer recognises, and a one-page PDF.
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

let ipCounter = 1;
/** Each test writes from an address of its own (messages are limited per address). */
const freshIp = () => `192.0.2.${ipCounter++}`;

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Camille Martin',
  email: 'camille@example.test',
  subject: 'fitting',
  message: 'Bonjour, la housse convient-elle à une Clio IV de 2016 ?',
  ...overrides,
});

function send(payload: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) {
  return cast.api.app.inject({
    method: 'POST',
    url: '/api/contacts',
    payload: payload as object,
    remoteAddress: options.ip ?? freshIp(),
    headers: options.headers ?? {},
  });
}

function sendMultipart(parts: FormPart[], ip = freshIp(), headers: Record<string, string> = {}) {
  const body = multipartBody(parts);
  return cast.api.app.inject({
    method: 'POST',
    url: '/api/contacts',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
    remoteAddress: ip,
  });
}

const fields = (values: Record<string, string>): FormPart[] =>
  Object.entries(values).map(([name, data]) => ({ name, data }));

async function messagesTo(email: string) {
  return cast.api.database.query<{
    id: number;
    subject: string;
    order_number: string | null;
    locale: string;
    status: string;
    attachment_upload_id: number | null;
  }>(`select * from contact_messages where lower(email) = lower($1) order by id`, [email]);
}

async function outbox(sql: string, params: unknown[]) {
  return cast.api.database.query<{
    to: string;
    locale: string;
    template: string;
    data: Record<string, string>;
  }>(`select "to", locale, template, data from email_outbox where ${sql} order by id`, params);
}

describe('POST /api/contacts', () => {
  it('stores a valid message and queues the shop’s e-mail and the sender’s acknowledgement', async () => {
    const email = 'stored@example.test';
    const res = await send(valid({ email, locale: 'de', order_number: 'SC-2026-0042' }));
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id as number;
    const [row] = await messagesTo(email);
    expect(row).toMatchObject({
      id,
      subject: 'fitting',
      order_number: 'SC-2026-0042',
      locale: 'de',
      status: 'unhandled',
      attachment_upload_id: null,
    });
    const shop = await outbox(`template = 'contact_message' and data->>'email' = $1`, [email]);
    expect(shop).toHaveLength(1);
    expect(shop[0]).toMatchObject({ to: 'contact@sellerie-demo.example', locale: 'fr' });
    expect(shop[0]!.data.link).toMatch(
      new RegExp(`/admin/service-client/contact\\?message=${id}$`),
    );
    expect(shop[0]!.data.subject).toBe('Conseil de montage et de compatibilité');
    const ack = await outbox(`template = 'contact_received' and "to" = $1`, [email]);
    expect(ack).toHaveLength(1);
    expect(ack[0]).toMatchObject({ locale: 'de' });
    expect(ack[0]!.data.subject).toBe('Beratung zu Einbau und Passform');
    // Nothing the sender typed goes back out in the acknowledgement.
    expect(JSON.stringify(ack[0]!.data)).not.toContain('Clio');
  });

  it('keeps the order number optional', async () => {
    const email = 'no-order@example.test';
    expect((await send(valid({ email }))).statusCode).toBe(201);
    expect((await send(valid({ email, order_number: '' }))).statusCode).toBe(201);
    const rows = await messagesTo(email);
    expect(rows.map((r) => r.order_number)).toEqual([null, null]);
  });

  it('answers a filled honeypot with a clear error and stores nothing', async () => {
    const email = 'robot@example.test';
    const res = await send(valid({ email, website: 'http://spam.example' }), {
      headers: { language: 'en' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Your message could not be sent. Please write to us by e-mail directly.',
    );
    expect(await messagesTo(email)).toHaveLength(0);
    expect(await outbox(`"to" = $1 or data->>'email' = $1`, [email])).toHaveLength(0);
  });

  it('refuses missing and invalid fields, translated, each named', async () => {
    const res = await send(
      { name: '', email: 'not-an-address', subject: 'spam', message: 'short', order_number: '<x>' },
      { headers: { language: 'en' } },
    );
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('Your form contains errors, please correct them.');
    expect(Object.keys(body.errors).sort()).toEqual([
      'email',
      'message',
      'name',
      'order_number',
      'subject',
    ]);
    expect(body.errors.message[0]).toContain('10');
    const missing = await send({}, { headers: { language: 'fr' } });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'email',
      'message',
      'name',
      'subject',
    ]);
    const unknown = await send(valid({ email: 'unknown-field@example.test', admin: true }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.admin).toBeDefined();
    expect(await messagesTo('unknown-field@example.test')).toHaveLength(0);
  });

  it('limits messages per address and per e-mail, with Retry-After, storing nothing refused', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1)
      expect((await send(valid({ email: `burst${i}@example.test` }), { ip })).statusCode).toBe(201);
    const refused = await send(valid({ email: 'burst5@example.test' }), { ip });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/Réessayez dans/);
    expect(await messagesTo('burst5@example.test')).toHaveLength(0);

    const email = 'insistent@example.test';
    for (let i = 0; i < 5; i += 1) expect((await send(valid({ email }))).statusCode).toBe(201);
    expect((await send(valid({ email }))).statusCode).toBe(429);
    expect(await messagesTo(email)).toHaveLength(5);
  });

  it('takes a photo as multipart, kept private to staff with the claims permission', async () => {
    const email = 'photo@example.test';
    const res = await sendMultipart([
      ...fields({ ...valid({ email }), locale: 'it' }),
      { name: 'attachment', filename: 'seat.png', contentType: 'image/png', data: PNG },
    ]);
    expect(res.statusCode).toBe(201);
    const [row] = await messagesTo(email);
    expect(row!.attachment_upload_id).not.toBeNull();
    const [upload] = await cast.api.database.query<{ visibility: string; purpose: string }>(
      `select visibility, purpose from uploads where id = $1`,
      [row!.attachment_upload_id],
    );
    expect(upload).toEqual({ visibility: 'private', purpose: 'contact_attachment' });
    const url = `/api/uploads/${row!.attachment_upload_id}/download`;
    expect((await cast.call('visitor', 'GET', url)).statusCode).toBe(404);
    expect((await cast.call('editor', 'GET', url)).statusCode).toBe(404);
    const staff = await cast.call('staff', 'GET', url);
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['content-type']).toBe('image/png');
    const shop = await outbox(`template = 'contact_message' and data->>'email' = $1`, [email]);
    expect(shop[0]!.data.attachment).toBe('seat.png');

    // A multipart message without a file (an empty file input) is a message like another.
    const plain = await sendMultipart([
      ...fields(valid({ email: 'no-file@example.test' })),
      { name: 'attachment', filename: '', contentType: 'application/octet-stream', data: '' },
    ]);
    expect(plain.statusCode).toBe(201);
  });

  it('refuses an attachment of the wrong type or too large, storing nothing', async () => {
    const email = 'bad-file@example.test';
    const text = await sendMultipart([
      ...fields(valid({ email })),
      { name: 'attachment', filename: 'note.txt', contentType: 'text/plain', data: 'hello' },
    ]);
    expect(text.statusCode).toBe(415);
    const huge = await sendMultipart([
      ...fields(valid({ email })),
      {
        name: 'attachment',
        filename: 'scan.pdf',
        contentType: 'application/pdf',
        data: Buffer.concat([PDF, Buffer.alloc(9 * 1024 * 1024)]),
      },
    ]);
    expect(huge.statusCode).toBe(413);
    expect(await messagesTo(email)).toHaveLength(0);
    expect(
      await cast.api.database.query(
        `select 1 from uploads where purpose = 'contact_attachment' and size_bytes > 8000000`,
      ),
    ).toHaveLength(0);
  });

  it('refuses the 50th message of a minute shop-wide, whoever sends it', async () => {
    const [{ count }] = (await cast.api.database.query<{ count: number }>(
      `select count(*)::int as count from contact_messages where created_at > now() - interval '1 minute'`,
    )) as [{ count: number }];
    // Fill the minute up to 49 messages, as a botnet on many addresses would.
    await cast.api.database.query(
      `insert into contact_messages (name, email, subject, message, locale)
       select 'Bot', 'bot' || g || '@example.test', 'other', 'Lorem ipsum dolor sit amet', 'fr'
       from generate_series(1, $1::int) as g`,
      [49 - count],
    );
    const refused = await send(valid({ email: 'fiftieth@example.test' }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/beaucoup de messages/);
    expect(await messagesTo('fiftieth@example.test')).toHaveLength(0);
    await cast.api.database.query(`delete from contact_messages where name = 'Bot'`);
    expect((await send(valid({ email: 'after-burst@example.test' }))).statusCode).toBe(201);
  });
});

describe('the back office’s contact messages', () => {
  it('lists them for staff with the claims permission only, and marks one handled (audited)', async () => {
    const email = 'handle-me@example.test';
    const id = (await send(valid({ email }))).json().data.id as number;
    expect((await cast.call('visitor', 'GET', '/api/admin/contacts')).statusCode).toBe(404);
    expect((await cast.call('customer', 'GET', '/api/admin/contacts')).statusCode).toBe(404);
    expect((await cast.call('editor', 'GET', '/api/admin/contacts')).statusCode).toBe(404);
    const list = await cast.call('staff', 'GET', `/api/admin/contacts?search=${email}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((m: { id: number }) => m.id)).toEqual([id]);
    expect(list.json().meta.counts.unhandled).toBeGreaterThan(0);

    const handled = await cast.call('staff', 'PATCH', `/api/admin/contacts/${id}`, {
      status: 'handled',
    });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().data).toMatchObject({ status: 'handled', handled_by: cast.ids.staff });
    const [audit] = (await cast.auditRows('contact.handle')).filter(
      (r) => r.entity_id === String(id),
    );
    expect(audit).toMatchObject({ actor_user_id: cast.ids.staff, after: { status: 'handled' } });
    // Out of the default (unhandled) queue, in the handled one.
    const queue = await cast.call('staff', 'GET', `/api/admin/contacts?search=${email}`);
    expect(queue.json().data).toEqual([]);
    const done = await cast.call(
      'staff',
      'GET',
      `/api/admin/contacts?status=handled&search=${email}`,
    );
    expect(done.json().data).toHaveLength(1);

    expect(
      (await cast.call('staff', 'PATCH', '/api/admin/contacts/99999999', { status: 'handled' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await cast.call('staff', 'PATCH', `/api/admin/contacts/${id}`, { status: 'done' }))
        .statusCode,
    ).toBe(422);
  });

  it('includes a customer’s messages in their data export and erases them with the files', async () => {
    const customer = await registerCustomer(cast.api.app);
    const sent = await sendMultipart(
      [
        ...fields(valid({ email: customer.email.toUpperCase(), name: 'Client Export' })),
        { name: 'attachment', filename: 'facture.pdf', contentType: 'application/pdf', data: PDF },
      ],
      freshIp(),
      customer.auth,
    );
    expect(sent.statusCode).toBe(201);
    const exported = await cast.call('owner', 'GET', `/api/admin/customers/${customer.id}/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().data.contact_messages).toEqual([
      expect.objectContaining({ name: 'Client Export', attachment: 'facture.pdf' }),
    ]);
    const [row] = await messagesTo(customer.email);
    const erased = await cast.call('owner', 'POST', `/api/admin/customers/${customer.id}/erase`, {
      confirm: String(customer.id),
    });
    expect(erased.statusCode).toBe(200);
    expect(await messagesTo(customer.email)).toHaveLength(0);
    expect(
      await cast.api.database.query(`select 1 from uploads where id = $1`, [
        row!.attachment_upload_id,
      ]),
    ).toHaveLength(0);
  });
});
