// Databases of the bench's own on the PostgreSQL server: made for a run, dropped after it.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../../scripts/lib/run.mjs';

async function withClient(serverUrl, work) {
  const require = createRequire(join(root, 'api', 'package.json'));
  const pg = (await import(pathToFileURL(require.resolve('pg')).href)).default;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database named `termin_<label>_<random>`; its URL and how to drop it. */
export async function createPostgresDatabase(serverUrl, label) {
  // Only [a-z0-9_] in the name, so it is safe to splice into DDL.
  const name = `termin_${label.replace(/[^a-z0-9_]/g, '')}_${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await withClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}
