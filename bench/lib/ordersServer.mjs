// The order-creation benchmark's server (run with tsx: it uses api's sources and test helpers):
// api on a fresh, migrated and seeded database, a customer's bearer token, and a list of free,
// non-overlapping order starts at the 20-master branch. It prints them as one JSON line, then
// serves until SIGTERM, when it closes (a PostgreSQL database is dropped).
// Usage: tsx ordersServer.mjs pglite <dataDir> | postgres <serverUrl> | existing <databaseUrl>
import { connectDatabase } from '../../api/src/db/connect.ts';
import { migrateDatabase } from '../../api/src/db/migrate.ts';
import { seedDemoDataIfEmpty } from '../../api/src/db/seed/seedDemoData.ts';
import { newCustomer } from '../../api/src/test/testCustomer.ts';
import { startTestApp } from '../../api/src/test/testApp.ts';

const [driver, target] = process.argv.slice(2);
let database;
if (driver === 'postgres') {
  // testDatabases() makes (and on close drops) a fresh database on the DATABASE_URL server.
  process.env.DATABASE_URL = target;
  const { testDatabases } = await import('../../api/src/test/testDatabases.ts');
  database = testDatabases().find((d) => d.name === 'postgres');
} else if (driver === 'existing') {
  // A database the caller owns (the scale data): used as it is, left in place.
  database = { name: 'postgres', open: () => connectDatabase({ driver: 'postgres', url: target }) };
} else {
  database = { name: 'pglite', open: () => connectDatabase({ driver: 'pglite', dataDir: target }) };
}

// startTestApp opens a seeded database; outside vitest there is no run's snapshot to copy.
const openSeeded = async () => {
  const connection = await database.open();
  await migrateDatabase(connection);
  await seedDemoDataIfEmpty(connection.db);
  return connection;
};
const t = await startTestApp({ ...database, openSeeded });
const customer = await newCustomer(t.connection.db, 'Bench');
const get = async (url) => (await t.app.inject({ url, headers: customer.headers })).json();
// The seed's 20-master branch, and the service most of its masters perform.
const branch = (await get('/network/suggest?s=lotus%20novi&d=beograd')).branches[0];
const masters = (await get(`/branches/${branch.id}/masters`)).masters;
const orders = [];
// Per master (each with a service of theirs), starts at least one service length apart: no two
// orders compete for a slot.
for (const master of masters) {
  const serviceId = master.serviceIds[0];
  const answer = await get(
    `/book/branches/${branch.id}/intervals?services=${serviceId}&master=${master.id}&days=30`,
  );
  const minutes = answer.masters[0].durationMinutes;
  let free = 0;
  for (const slot of answer.days.flatMap((day) => day.slots)) {
    const start = Date.parse(slot.startsAt);
    if (start < free) continue;
    free = start + minutes * 60_000;
    orders.push({
      masterId: Number(master.id),
      serviceId: Number(serviceId),
      start: slot.startsAt,
    });
  }
}
// Interleave masters, so concurrent requests book different masters as real traffic would.
orders.sort((a, b) => a.start.localeCompare(b.start) || a.masterId - b.masterId);

await t.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = t.app.server.address();
console.log(
  JSON.stringify({
    url: `http://127.0.0.1:${port}`,
    headers: customer.headers,
    branchId: Number(branch.id),
    masters: masters.length,
    orders,
  }),
);
process.on('SIGTERM', () => void t.close().then(() => process.exit(0)));
