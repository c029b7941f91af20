// The two handles every query function takes: a transaction it joins, or the database it runs on
// by itself. Functions that must be atomic with their caller's writes take a Transaction.
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/connect.js';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Transaction;

/** The rows of a raw query: both drivers answer with { rows }, which the Database type does not say. */
export const rowsOf = async <T>(db: Queryable, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
