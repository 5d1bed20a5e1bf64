import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { vehicles } from './vehicles.tables';

/**
 * Licence plates known without calling a provider: the offline plate lookup's data (demo plates
 * seeded with the catalogue) and the memory of what a provider answered, so a plate is looked
 * up once. `plate` is normalised: upper case, no separators (AB123CD, 123ABC45).
 */
export const knownPlates = pgTable('known_plates', {
  plate: text('plate').primaryKey(),
  vehicleId: integer('vehicle_id')
    .notNull()
    .references(() => vehicles.id, { onDelete: 'cascade' }),
  /** 'demo' for seeded plates, else the provider that answered. */
  source: text('source').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
