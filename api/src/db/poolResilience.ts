// Keeps a node-postgres pool whole when the server drops connections (a restart, a failover,
// pg_terminate_backend): no crash, no leaked client.
import type pg from 'pg';

type Query = (...args: unknown[]) => unknown;
const wrapped = new WeakSet<pg.PoolClient>();

const isBegin = (args: unknown[]) => {
  const first = args[0];
  const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
};

export function makePoolResilient(pool: pg.Pool) {
  // An idle client losing its connection emits 'error' on the pool: the next query reports it.
  pool.on('error', () => {});
  // A checked-out client (mid-transaction) emits 'error' on itself, where the pool does not listen:
  // unhandled, it would crash the process. Its running query fails instead, and the pool discards
  // the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  // drizzle-orm's transaction() sends BEGIN before entering the try/finally that releases its
  // client, so a BEGIN failing on a dropped connection would keep that client checked out for
  // ever (and pool.end() would wait for it). Release such a client here.
  pool.on('acquire', (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query.bind(client) as Query;
    (client as unknown as { query: Query }).query = (...args: unknown[]) => {
      const result = query(...args);
      if (isBegin(args) && result instanceof Promise) {
        return result.catch((error: unknown) => {
          client.release(error instanceof Error ? error : true);
          throw error;
        });
      }
      return result;
    };
  });
}
