// At a production start: an operator account whose credentials are the demo seed's (public: the README
// prints them) is switched off, in case the database was once started with the demo seed, and a database
// with no enabled admin gets the hint to run `npm run ops -- create-admin`.
import { and, eq, sql } from 'drizzle-orm';
import { verifyPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { operators } from '../db/schema/operators';
import { DEMO_OPERATOR } from '../seed/payments';
import { setOperatorEnabled } from './accounts';

export interface ProductionOperatorsReport {
  /** The demo operator was found enabled and is now disabled. */
  disabledDemo: boolean;
  enabledAdmins: number;
}

export async function checkProductionOperators(db: Db): Promise<ProductionOperatorsReport> {
  const [demo] = await db
    .select()
    .from(operators)
    .where(and(sql`lower(${operators.username}) = ${DEMO_OPERATOR.username}`, eq(operators.enabled, true)));
  let disabledDemo = false;
  if (demo && (demo.totpSecret === DEMO_OPERATOR.totpSecret || (await verifyPassword(demo.passwordHash, DEMO_OPERATOR.password)))) {
    await setOperatorEnabled(db, demo.username, false, { actor: { kind: 'system', id: 'production-start' } });
    disabledDemo = true;
  }
  const [admins] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(operators)
    .where(and(eq(operators.role, 'admin'), eq(operators.enabled, true)));
  return { disabledDemo, enabledAdmins: admins?.n ?? 0 };
}
