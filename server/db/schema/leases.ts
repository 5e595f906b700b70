// Leases of the periodic jobs (server/lib/leases.ts): one row per job name, held by one instance until
// expires_at; the holder renews it, any instance takes it over once it has expired (its holder died).
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const leases = pgTable('leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
