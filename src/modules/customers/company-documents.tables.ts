import { date, index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { uploads } from '../media/uploads.tables';
import { companies } from './customers.tables';

// Apart from customers.tables.ts: uploads (media) reference users, so the table that references
// uploads lives in its own file (no import cycle between the two modules' table files).
/**
 * The documents a company sent (Kbis extract, INSEE notice…): a private upload (media module,
 * purpose `company_document`) and the date printed on it, which must be less than 3 months old
 * when sent (SPEC §5). Removing the upload (`DELETE /api/uploads/{id}`) removes this row.
 */
export const companyDocuments = pgTable(
  'company_documents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    uploadId: integer('upload_id')
      .notNull()
      .unique()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_documents_company_idx').on(t.companyId)],
);
