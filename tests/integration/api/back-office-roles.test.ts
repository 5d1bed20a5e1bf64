/**
 * Who may read which back-office API (decision 028): every list of the catalogue, promotions and
 * content answers an editor and the owner; an editor gets 404 on settings, orders, customers,
 * staff and the audit log; staff get 404 on the catalogue, promotions and content; a customer
 * and a visitor on all of it. One table, so a new route that forgets its permission shows here.
 */
import { describe, expect, it } from 'vitest';
import { useBackOffice, type Who } from '../../support/back-office';

const cast = useBackOffice('roles');

const CATALOGUE = [
  '/api/admin/products',
  '/api/admin/categories',
  '/api/admin/filters',
  '/api/admin/vehicles',
  '/api/admin/catalogue/export.csv',
  '/api/admin/codes',
  '/api/admin/good_deals',
  '/api/admin/gift_cards',
  '/api/admin/loyalty',
];
const CONTENT = [
  '/api/admin/articles',
  '/api/admin/article_types',
  '/api/admin/faq',
  '/api/admin/text_blocks',
  '/api/admin/banners',
  '/api/admin/sliders',
  '/api/admin/pages',
];
const OWNER_ONLY = [
  '/api/admin/configurations',
  '/api/configurations',
  '/api/admin/payment-methods',
  '/api/admin/shipping-methods',
  '/api/admin/staff',
  '/api/admin/audit',
];
const ORDERS_AND_CUSTOMERS = ['/api/admin/orders', '/api/admin/customers'];

const OPENS: Record<Who, readonly string[]> = {
  owner: [...CATALOGUE, ...CONTENT, ...OWNER_ONLY, ...ORDERS_AND_CUSTOMERS],
  editor: [...CATALOGUE, ...CONTENT],
  staff: ORDERS_AND_CUSTOMERS,
  customer: [],
  visitor: [],
};
const ALL = [...CATALOGUE, ...CONTENT, ...OWNER_ONLY, ...ORDERS_AND_CUSTOMERS];

describe('back-office API by role', () => {
  for (const who of ['owner', 'editor', 'staff', 'customer', 'visitor'] as const) {
    it(`${who}: 200 on its pages' APIs, 404 on every other`, async () => {
      const answers: string[] = [];
      for (const url of ALL) {
        const res = await cast.call(who, 'GET', url);
        answers.push(`${url} ${res.statusCode}`);
      }
      expect(answers).toEqual(ALL.map((url) => `${url} ${OPENS[who].includes(url) ? 200 : 404}`));
    });
  }
});
