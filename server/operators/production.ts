// At a production start: every operator account whose credentials are the demo seed's (public: the README
// prints them: the demo admin and one per role) is switched off, in case the database was once started with the demo seed, and a database
// with no enabled admin gets the hint to run `npm run ops -- create-admin`.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { verifyPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { operators } from '../db/schema/operators';
import { ALL_DEMO_OPERATORS } from '../seed/payments';
import { setOperatorEnabled } from './accounts';

export interface ProductionOperatorsReport {
  /** A demo operator was found enabled and is now disabled. */
  disabledDemo: boolean;
  /** Which ones (usernames). */
  disabledDemoUsernames: string[];
  enabledAdmins: number;
}

export async function checkProductionOperators(db: Db): Promise<ProductionOperatorsReport> {
  const found = await db
    .select()
    .from(operators)
    .where(and(inArray(sql`lower(${operators.username})`, ALL_DEMO_OPERATORS.map((demo) => demo.username)), eq(operators.enabled, true)));
  const disabledDemoUsernames: string[] = [];
  for (const row of found) {
    const demo = ALL_DEMO_OPERATORS.find((candidate) => candidate.username === row.username.toLowerCase())!;
    if (row.totpSecret === demo.totpSecret || (await verifyPassword(row.passwordHash, demo.password))) {
      await setOperatorEnabled(db, row.username, false, { actor: { kind: 'system', id: 'production-start' } });
      disabledDemoUsernames.push(row.username);
    }
  }
  const [admins] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(operators)
    .where(and(eq(operators.role, 'admin'), eq(operators.enabled, true)));
  return { disabledDemo: disabledDemoUsernames.length > 0, disabledDemoUsernames, enabledAdmins: admins?.n ?? 0 };
}
