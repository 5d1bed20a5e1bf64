/**
 * PRO companies (decision 047): details with SIRET checksum and VAT format, the VIES answer
 * stored (offline checker), private documents dated less than 3 months ago moving the company
 * to pending, owner-only reads, downloads by the owner and staff with the customers permission,
 * removal only while waiting, `/auth/me`'s company and alert; every refusal stores nothing.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, beforeAll } from 'vitest';
import { parisDay } from '../../../src/modules/customers/company.rules';
import { useBackOffice } from '../../support/back-office';
import { multipartBody, type FormPart } from '../../support/multipart';

const cast = useBackOffice('companies');
const { as, call } = cast;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const today = () => parisDay(new Date());
const daysAgo = (days: number) => parisDay(new Date(Date.now() - days * 86_400_000));

let countryIds: Record<string, number> = {};
let other: { id: number; headers: Record<string, string> };
beforeAll(async () => {
  const rows = await cast.api.database.query<{ id: number; iso: string }>(
    `select id, iso from countries where iso in ('FR', 'DE', 'BE')`,
  );
  countryIds = Object.fromEntries(rows.map((r) => [r.iso, r.id]));
  other = await cast.person('customer', 'other-companies@example.test');
});

const company = (overrides: Record<string, unknown> = {}) => ({
  name: 'Garage Martin',
  siret: '732 829 320 00074',
  vat_number: 'FR40303265045',
  activity: 'Garage automobile',
  billing_address: '1 rue de la Paix',
  billing_post_code: '75002',
  billing_city: 'Paris',
  billing_country_id: countryIds.FR,
  ...overrides,
});

function sendDocument(
  headers: Record<string, string>,
  id: number,
  parts: FormPart[],
  language = 'fr',
) {
  const body = multipartBody(parts);
  return cast.api.app.inject({
    method: 'POST',
    url: `/api/companies/${id}/documents`,
    headers: { ...headers, ...body.headers, language },
    payload: body.payload,
  });
}
const file = (data: Buffer | string, filename = 'kbis.pdf') => ({
  name: 'file',
  filename,
  contentType: 'application/pdf',
  data,
});
const issued = (date: string) => ({ name: 'issued_on', data: date });

async function counts() {
  const [row] = await cast.api.database.query<{ uploads: number; documents: number }>(
    `select (select count(*)::int from uploads where purpose = 'company_document') as uploads,
            (select count(*)::int from company_documents) as documents`,
  );
  return row!;
}

describe('PRO companies', () => {
  let companyId = 0;

  it('refuses a wrong SIRET checksum, a VAT number of the wrong format, a status field', async () => {
    const bad = await call(
      'customer',
      'POST',
      '/api/companies',
      company({ siret: '73282932000075' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.siret[0]).toMatch(/SIRET/);
    const vat = await call('customer', 'POST', '/api/companies', company({ vat_number: 'DE123' }));
    expect(vat.statusCode).toBe(422);
    expect(Object.keys(vat.json().errors)).toEqual(['vat_number']);
    const status = await call('customer', 'POST', '/api/companies', {
      ...company(),
      status: 'verified',
    });
    expect(status.statusCode).toBe(422);
    expect((await call('customer', 'GET', '/api/companies')).json().data).toEqual([]);
  });

  it('creates the company, to complete, with the VIES answer stored', async () => {
    const res = await call('customer', 'POST', '/api/companies', company());
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    companyId = data.id;
    expect(data).toMatchObject({
      name: 'Garage Martin',
      siret: '73282932000074',
      vat_number: 'FR40303265045',
      company_status: { identifier: 'to_complete' },
      vat_check: { status: 'valid', vat_number: 'FR40303265045' },
      siret_valid: true,
      missing_fields: [],
      documents_alert: true,
      uploads: [],
    });
    const again = await call('customer', 'POST', '/api/companies', company());
    expect(again.statusCode).toBe(409);
  });

  it('answers 404 for someone else’s company', async () => {
    expect((await call(other.headers, 'GET', `/api/companies/${companyId}`)).statusCode).toBe(404);
    expect(
      (await call(other.headers, 'PUT', `/api/companies/${companyId}`, company())).statusCode,
    ).toBe(404);
    const doc = await sendDocument(other.headers, companyId, [issued(today()), file(PDF)]);
    expect(doc.statusCode).toBe(404);
    expect((await call('visitor', 'GET', '/api/companies')).statusCode).toBe(401);
  });

  it('refuses an old, a future, a fake document, storing nothing', async () => {
    const before = await counts();
    const old = await sendDocument(as.customer, companyId, [issued(daysAgo(100)), file(PDF)]);
    expect(old.statusCode).toBe(422);
    expect(old.json().errors.issued_on[0]).toBe('Le document doit dater de moins de 3 mois.');
    const future = await sendDocument(as.customer, companyId, [issued(daysAgo(-2)), file(PDF)]);
    expect(future.statusCode).toBe(422);
    const fake = await sendDocument(as.customer, companyId, [
      issued(today()),
      file('<html>not a pdf</html>', 'kbis.pdf'),
    ]);
    expect(fake.statusCode).toBe(415);
    const big = await sendDocument(as.customer, companyId, [
      issued(today()),
      file(Buffer.concat([PDF, Buffer.alloc(9 * 1024 * 1024)])),
    ]);
    expect(big.statusCode).toBe(413);
    const noDate = await sendDocument(as.customer, companyId, [file(PDF)]);
    expect(noDate.statusCode).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it('stores a document privately and moves the company to pending', async () => {
    const res = await sendDocument(as.customer, companyId, [issued(daysAgo(10)), file(PDF)]);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data.company_status.identifier).toBe('pending');
    expect(data.documents_alert).toBe(false);
    expect(data.uploads).toHaveLength(1);
    const upload = data.uploads[0];
    expect(upload).toMatchObject({ issued_on: daysAgo(10), content_type: 'application/pdf' });
    expect(upload.url).toBe(`/api/uploads/${upload.id}/download`);

    const mine = await call('customer', 'GET', upload.url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect((await call(other.headers, 'GET', upload.url)).statusCode).toBe(404);
    expect((await call('editor', 'GET', upload.url)).statusCode).toBe(404);
    expect((await call('staff', 'GET', upload.url)).statusCode).toBe(200);
    // Shown inline in the back office's frame: no script, framed by the shop only.
    const inline = await call('staff', 'GET', `${upload.url}?inline=1`);
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="kbis.pdf"/);
    expect(inline.headers['content-security-policy']).toContain("default-src 'none'");
    expect(inline.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect((await call(other.headers, 'GET', `${upload.url}?inline=1`)).statusCode).toBe(404);

    const me = await call(
      'customer',
      'GET',
      '/api/auth/me?include=company,company.uploads,company.company_status',
    );
    expect(me.json().data.company_detail).toMatchObject({
      id: companyId,
      company_status: { identifier: 'pending' },
      uploads: [{ id: upload.id }],
    });
    expect(me.json().data.company_alert).toBe(false);
    expect(me.json().data.is_pro).toBe(false);
  });

  it('lets the owner remove a document while pending (back to to_complete when none left)', async () => {
    const added = await sendDocument(as.customer, companyId, [issued(today()), file(PDF)]);
    const uploads = added.json().data.uploads as { id: number }[];
    expect(uploads).toHaveLength(2);
    expect((await call(other.headers, 'DELETE', `/api/uploads/${uploads[1]!.id}`)).statusCode).toBe(
      404,
    );
    expect((await call('customer', 'DELETE', `/api/uploads/${uploads[1]!.id}`)).statusCode).toBe(
      204,
    );
    let current = (await call('customer', 'GET', `/api/companies/${companyId}`)).json().data;
    expect(current.company_status.identifier).toBe('pending');
    expect((await call('customer', 'DELETE', `/api/uploads/${uploads[0]!.id}`)).statusCode).toBe(
      204,
    );
    current = (await call('customer', 'GET', `/api/companies/${companyId}`)).json().data;
    expect(current.company_status.identifier).toBe('to_complete');
    expect(current.documents_alert).toBe(true);
    const again = await sendDocument(as.customer, companyId, [issued(today()), file(PDF)]);
    expect(again.json().data.company_status.identifier).toBe('pending');
  });

  it('locks a verified company: no edit, no document removal, no identity change', async () => {
    await cast.api.database.query(`update companies set status = 'verified' where id = $1`, [
      companyId,
    ]);
    const current = (await call('customer', 'GET', `/api/companies/${companyId}`)).json().data;
    expect(
      (await call('customer', 'PUT', `/api/companies/${companyId}`, company())).statusCode,
    ).toBe(409);
    const removed = await call('customer', 'DELETE', `/api/uploads/${current.uploads[0].id}`);
    expect(removed.statusCode).toBe(409);
    const renamed = await call('customer', 'PUT', `/api/users/${cast.ids.customer}`, {
      vat_number: 'FR83404833048',
    });
    expect(renamed.statusCode).toBe(422);
    const me = await call('customer', 'GET', '/api/auth/me');
    expect(me.json().data).toMatchObject({ is_pro: true, vat_number: 'FR40303265045' });
  });

  it('stores invalid and unavailable VIES answers (offline checker) for another member state', async () => {
    const res = await call(
      other.headers,
      'POST',
      '/api/companies',
      company({
        siret: null,
        vat_number: 'DE123456000',
        billing_country_id: countryIds.DE,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.vat_check.status).toBe('invalid');
    const missing = await call(
      other.headers,
      'PUT',
      `/api/companies/${res.json().data.id}`,
      company({
        siret: null,
        vat_number: null,
        billing_country_id: countryIds.DE,
      }),
    );
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['vat_number']);
    const down = await call(
      other.headers,
      'PUT',
      `/api/companies/${res.json().data.id}`,
      company({
        siret: null,
        vat_number: 'DE123456999',
        billing_country_id: countryIds.DE,
      }),
    );
    expect(down.json().data.vat_check.status).toBe('unavailable');
  });
});

describe('verification by an administrator', () => {
  async function pendingCompany() {
    const who = await cast.person('customer', `queue-${Date.now()}@example.test`);
    await cast.api.database.query(`update users set locale = 'de' where id = $1`, [who.id]);
    const created = await call(who.headers, 'POST', '/api/companies', company());
    const id = created.json().data.id as number;
    const sent = await sendDocument(who.headers, id, [issued(today()), file(PDF)]);
    expect(sent.statusCode, sent.body).toBe(201);
    return { ...who, companyId: id };
  }
  const mails = (userId: number) =>
    cast.api.database.query<{ template: string; locale: string }>(
      `select template, locale from email_outbox
        where "to" = (select email from users where id = $1) order by id`,
      [userId],
    );

  it('lists the pending companies to staff with the customers permission only', async () => {
    const { companyId } = await pendingCompany();
    expect((await call('editor', 'GET', '/api/admin/companies')).statusCode).toBe(404);
    expect((await call('customer', 'GET', '/api/admin/companies')).statusCode).toBe(404);
    const queue = await call('staff', 'GET', '/api/admin/companies');
    expect(queue.statusCode).toBe(200);
    const entry = queue.json().data.find((c: { id: number }) => c.id === companyId);
    expect(entry).toMatchObject({
      company_status: { identifier: 'pending' },
      siret_valid: true,
      vat_check: { status: 'valid' },
      uploads: [{ content_type: 'application/pdf' }],
    });
    expect(entry.customer.email).toMatch(/^queue-/);
  });

  it('approves: verified, audited, e-mailed in the customer’s language, PRO at once', async () => {
    const { id, headers, companyId } = await pendingCompany();
    const res = await call('staff', 'POST', `/api/admin/companies/${companyId}/decision`, {
      decision: 'approve',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.company_status.identifier).toBe('verified');
    expect((await call(headers, 'GET', '/api/auth/me')).json().data.is_pro).toBe(true);
    const audit = await cast.auditRows('company.approve');
    expect(audit.at(-1)).toMatchObject({
      actor_user_id: cast.ids.staff,
      entity_id: String(companyId),
    });
    expect(await mails(id)).toEqual(
      [
        { template: 'verify_email', locale: 'de' },
        { template: 'company_received', locale: 'de' },
        { template: 'company_verified', locale: 'de' },
      ].filter((m) => m.template !== 'verify_email'),
    );
    const again = await call('staff', 'POST', `/api/admin/companies/${companyId}/decision`, {
      decision: 'approve',
    });
    expect(again.statusCode).toBe(409);
  });

  it('rejects with a reason (required), shown to the customer; a new document sends it back', async () => {
    const { id, headers, companyId } = await pendingCompany();
    const noReason = await call('staff', 'POST', `/api/admin/companies/${companyId}/decision`, {
      decision: 'reject',
    });
    expect(noReason.statusCode).toBe(422);
    const res = await call('staff', 'POST', `/api/admin/companies/${companyId}/decision`, {
      decision: 'reject',
      reason: 'Kbis illisible',
    });
    expect(res.json().data).toMatchObject({
      company_status: { identifier: 'rejected' },
      rejection_reason: 'Kbis illisible',
    });
    expect((await mails(id)).map((m) => m.template)).toContain('company_rejected');
    expect((await cast.auditRows('company.reject')).at(-1)?.after).toMatchObject({
      reason: 'Kbis illisible',
    });
    const resent = await sendDocument(headers, companyId, [issued(today()), file(PDF)]);
    expect(resent.json().data.company_status.identifier).toBe('pending');
  });

  it('goes with its owner on erasure: exported first, then the company, its documents and their bytes are gone', async () => {
    const { id, headers, companyId } = await pendingCompany();
    const [upload] = await cast.api.database.query<{ storage_key: string }>(
      `select u.storage_key from uploads u join company_documents d on d.upload_id = u.id
        where d.company_id = $1`,
      [companyId],
    );
    const stored = path.join(cast.api.storageDir, upload!.storage_key);
    expect(existsSync(stored)).toBe(true);
    const exported = await call('staff', 'GET', `/api/admin/customers/${id}/export`);
    expect(
      exported.json().data.personal_data?.company ?? exported.json().data.company,
    ).toMatchObject({
      id: companyId,
      siret: '73282932000074',
      uploads: [expect.objectContaining({ original_name: 'kbis.pdf' })],
    });
    const erased = await call('staff', 'POST', `/api/admin/customers/${id}/erase`, {
      confirm: String(id),
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(
      await cast.api.database.query(`select 1 from companies where id = $1`, [companyId]),
    ).toHaveLength(0);
    expect(
      await cast.api.database.query(`select 1 from uploads where owner_user_id = $1`, [id]),
    ).toHaveLength(0);
    expect(existsSync(stored)).toBe(false);
    // The erased account signs in no more: its session is gone.
    expect((await call(headers, 'GET', '/api/companies')).statusCode).toBe(401);
  });
});
