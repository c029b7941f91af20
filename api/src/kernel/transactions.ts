// The two handles every query function takes: a transaction it joins, or the database it runs on
// by itself. Functions that must be atomic with their caller's writes take a Transaction.
import type { Database } from '../db/connect.js';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Transaction;
