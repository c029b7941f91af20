// Test helper: a bearer token for a customer, written straight into the database (no login).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { accessTokens, customers, tokenFamilies } from '../db/schema/index.js';
import { hashSecret, newSecret } from '../modules/auth/secrets.js';
import { testConfig } from './testApp.js';

export interface TestCustomer {
  readonly id: number;
  readonly token: string;
  readonly headers: Record<string, string>;
}

async function tokenFor(db: Database, customerId: number): Promise<TestCustomer> {
  const token = newSecret();
  const expiresAt = new Date(Date.now() + 3_600_000);
  const [family] = await db
    .insert(tokenFamilies)
    .values({ id: randomUUID(), customerId, clientId: testConfig.authClient.id, expiresAt })
    .returning({ id: tokenFamilies.id });
  await db.insert(accessTokens).values({
    tokenHash: hashSecret(token),
    customerId,
    clientId: testConfig.authClient.id,
    familyId: family!.id,
    expiresAt,
  });
  return {
    id: customerId,
    token,
    headers: { 'x-project-country': 'RS', authorization: `Bearer ${token}` },
  };
}

/** The seeded demo customer (demo@termin.test). */
export async function demoCustomer(db: Database): Promise<TestCustomer> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.email}) = 'demo@termin.test'`);
  if (!row) throw new Error('the demo customer is missing');
  return tokenFor(db, row.id);
}

/** A new customer with no history, its address confirmed unless asked otherwise. */
export async function newCustomer(
  db: Database,
  firstName = 'Test',
  { confirmed = true } = {},
): Promise<TestCustomer> {
  const [row] = await db
    .insert(customers)
    .values({
      email: `${randomUUID()}@example.test`,
      firstName,
      emailVerifiedAt: confirmed ? new Date() : null,
    })
    .returning({ id: customers.id });
  return tokenFor(db, row!.id);
}
