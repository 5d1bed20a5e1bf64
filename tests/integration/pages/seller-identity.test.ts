/**
 * One seller, everywhere: the legal notice, the invoices' seller, the e-mails and the footer
 * all come from the same settings (`configurations` seller_*), and a change of a setting
 * changes all of them.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { saveSetting, sellerLine, shopIdentity } from '../../../src/modules/content';
import { sellerSnapshot } from '../../../src/modules/invoices/shop-settings.repo';
import { emailOutbox } from '../../../src/db/schema';
import {
  enqueueEmail,
  sendDueEmails,
  type Mailer,
  type OutgoingMail,
} from '../../../src/modules/mail';
import { loadLayoutData } from '../../../src/web/components/layout/layout-data.server';
import { loader as legalNoticeLoader } from '../../../src/web/routes/legal-notice';
import { createTestDatabase, type TestDatabase } from '../../support/db';
import { ORIGIN, pageContext } from '../../support/page-context';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => test?.cleanup());

/** What each place says of the seller, as text. */
async function everywhere() {
  const { database } = test;
  const context = await pageContext(database);
  const legal = (await legalNoticeLoader({
    request: new Request(`${ORIGIN}/en/legal-notice`),
    context,
    params: {},
  } as never)) as { sections: Array<{ title: string; body: string }> };
  const invoice = await sellerSnapshot(database.db);
  const sent: OutgoingMail[] = [];
  const mailer: Mailer = { send: async (mail) => void sent.push(mail) };
  await database.db.delete(emailOutbox);
  await enqueueEmail(database.db, {
    to: 'someone@example.com',
    locale: 'en',
    template: 'verify_email',
    data: { firstname: 'Ana', link: 'https://shop.example/v?t=1' },
  });
  await sendDueEmails(database.db, mailer, {
    now: new Date(Date.now() + 1000),
    sellerLine: async () => sellerLine(await shopIdentity(database.db)),
  });
  const footer = (await loadLayoutData(context, 'en')).seller;
  return {
    legal: legal.sections.map((s) => s.body).join('\n'),
    invoice: [invoice.name, invoice.legalForm, invoice.address.join(', '), invoice.siret].join(' '),
    mailText: sent[0]!.text,
    mailHtml: sent[0]!.html,
    footer: footer ? `${footer.company} ${footer.address} ${footer.siret}` : '',
  };
}

it('the legal notice, invoices, e-mails and the footer name the same seller', async () => {
  const before = await everywhere();
  const seller = [
    'Sellerie Démo SAS',
    '12 rue de l’Exemple, 75011 Paris, France',
    '000 000 000 00000',
  ];
  for (const [place, text] of Object.entries(before))
    for (const value of seller) expect(text, place).toContain(value);
  // LCEN art. 6: capital, RCS, VAT number, publication director, the host and its address.
  for (const value of [
    '10 000 €',
    'RCS Paris',
    'FR00000000000',
    'Camille Martin',
    'Hébergeur Démo SAS',
    '59100 Roubaix',
    '+33 9 00 00 00 00',
  ])
    expect(before.legal).toContain(value);

  const now = new Date();
  expect((await saveSetting(test.database.db, 'seller_name', 'Atelier Nouveau', now)).ok).toBe(
    true,
  );
  expect(
    (await saveSetting(test.database.db, 'seller_address', '3 quai Neuf\n69002 Lyon', now)).ok,
  ).toBe(true);
  expect((await saveSetting(test.database.db, 'seller_siret', '123 456 789 00012', now)).ok).toBe(
    true,
  );

  const after = await everywhere();
  for (const [place, text] of Object.entries(after)) {
    for (const value of ['Atelier Nouveau SAS', '3 quai Neuf, 69002 Lyon', '123 456 789 00012'])
      expect(text, place).toContain(value);
    expect(text, place).not.toContain('Sellerie Démo');
  }
});
