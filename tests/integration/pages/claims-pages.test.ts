/**
 * The claims pages' loaders and actions (decision 051), as plain multipart forms: a refused
 * file stores nothing and answers its translated message beside the field; a photo opens the
 * claim; someone else's claim is a 404; a closed claim takes no reply until reopened.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../../src/modules/customers';
import { createLocalStorage } from '../../../src/modules/media';
import * as claim from '../../../src/web/routes/account-claim';
import * as claims from '../../../src/web/routes/account-claims';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { answer, get, ORIGIN, pageContext, type Visitor } from '../../support/page-context';

let test: TestDatabase;
let storageDir: string;
let alice: Visitor;
let bob: Visitor;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
]);

async function person(email: string): Promise<Visitor> {
  const [user] = await test.database.query<{ id: number }>(
    `insert into users (email, firstname, lastname) values ($1, 'Test', 'Claims') returning id`,
    [email],
  );
  const { token } = await openSession(test.database.db, user!.id, new Date());
  return { token };
}

beforeAll(async () => {
  test = await createTestDatabase();
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'claims-pages-'));
  alice = await person('alice-claims-pages@example.test');
  bob = await person('bob-claims-pages@example.test');
});
afterAll(async () => {
  await test?.cleanup();
  await rm(storageDir, { recursive: true, force: true });
});

async function call(
  fn: (args: never) => unknown,
  request: Request,
  visitor: Visitor,
  params: Record<string, string> = {},
) {
  const context = {
    ...(await pageContext(test.database, visitor)),
    storage: createLocalStorage(storageDir),
  };
  return answer(async () => fn({ request, context, params } as never));
}

function multipart(pathname: string, fields: Record<string, string>, file?: [Buffer, string]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set('file', new Blob([new Uint8Array(file[0])]), file[1]);
  return new Request(ORIGIN + pathname, { method: 'POST', body: form });
}

const stored = async () =>
  (
    await test.database.query<{ n: number }>(
      `select (select count(*) from support_claims)::int + (select count(*) from uploads)::int as n`,
    )
  )[0]!.n;

describe('claims pages', () => {
  let id = 0;

  it('refuses a file that is not a photo nor a PDF, keeping the text and storing nothing', async () => {
    const before = await stored();
    const res = await call(
      claims.action,
      multipart('/en/account/claims', { title: 'Zip', message: 'Broken' }, [
        Buffer.from('plain text'),
        'note.png',
      ]),
      alice,
    );
    expect(res.status).toBe(415);
    expect((res.data!.fields as Record<string, string[]>).file![0]).toMatch(/JPEG, PNG, WEBP, PDF/);
    expect(res.data!.values).toMatchObject({ title: 'Zip', message: 'Broken' });
    expect(await stored()).toBe(before);
  });

  it('opens a claim with a photo and shows it to its customer only', async () => {
    const res = await call(
      claims.action,
      multipart('/compte/supports', { title: 'Housse', message: 'Déchirée' }, [PNG, 'p.png']),
      alice,
    );
    expect(res.location).toMatch(/^\/compte\/supports\/\d+\?done=opened$/);
    id = Number(res.location!.split('/').pop()!.split('?')[0]);
    const page = await call(claim.loader, get(`/compte/supports/${id}`), alice, { id: String(id) });
    expect(page.data).toMatchObject({
      claim: { title: 'Housse', file: { original_name: 'p.png' } },
    });
    const foreign = await call(claim.loader, get(`/compte/supports/${id}`), bob, {
      id: String(id),
    });
    expect(foreign.status).toBe(404);
    const list = await call(claims.loader, get('/compte/supports'), alice);
    expect((list.data!.claims as unknown[]).length).toBe(1);
  });

  it('refuses a reply to a closed claim, then takes it once reopened', async () => {
    const params = { id: String(id) };
    const closed = await call(
      claim.action,
      multipart(`/compte/supports/${id}`, { intent: 'close' }),
      alice,
      params,
    );
    expect(closed.location).toBe(`/compte/supports/${id}?done=closed`);
    const before = await stored();
    const refused = await call(
      claim.action,
      multipart(`/compte/supports/${id}`, { intent: 'reply', message: 'Encore' }, [PNG, 'q.png']),
      alice,
      params,
    );
    expect(refused.status).toBe(409);
    expect(refused.data!.message).toBe(
      'Cette réclamation est close : rouvrez-la pour écrire un nouveau message.',
    );
    expect(await stored()).toBe(before);
    await call(
      claim.action,
      multipart(`/compte/supports/${id}`, { intent: 'reopen' }),
      alice,
      params,
    );
    const sent = await call(
      claim.action,
      multipart(`/compte/supports/${id}`, { intent: 'reply', message: 'Encore' }),
      alice,
      params,
    );
    expect(sent.location).toBe(`/compte/supports/${id}?done=sent`);
  });
});
