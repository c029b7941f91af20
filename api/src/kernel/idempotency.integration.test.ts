import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, masterServices, orders } from '../db/schema/index.js';
import { ApiError } from '../http/errors.js';
import { startTestApp, type TestApp } from '../test/testApp.js';
import { databaseSetupTimeoutMs, testDatabases } from '../test/testDatabases.js';
import { withIdempotency } from './idempotency.js';
import { newCustomer, type TestCustomer } from '../test/testCustomer.js';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe.each(testDatabases())('Idempotency-Key on $name', (database) => {
  let t: TestApp;
  let customer: TestCustomer;

  beforeAll(async () => {
    t = await startTestApp(database);
    customer = await newCustomer(t.connection.db, 'Idem');
  }, databaseSetupTimeoutMs);
  afterAll(() => t?.close());

  const claim = (key: string, payload: unknown = { n: 1 }) => ({
    scope: 'test.idempotency',
    customerId: customer.id,
    key,
    payload,
  });
  const outcome = (attempt: Promise<unknown>) =>
    attempt.then(
      (answer) => answer,
      (error: unknown) => (error instanceof ApiError ? error.code : error),
    );

  it('does the work once for concurrent duplicates; the others replay it or hear it is in flight', async () => {
    const key = randomUUID();
    let runs = 0;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        outcome(
          withIdempotency(t.connection.db, claim(key), async () => {
            runs += 1;
            return { status: 201, body: { run: runs } };
          }),
        ),
      ),
    );
    expect(runs).toBe(1);
    for (const answer of answers) {
      if (answer === 'IDEMPOTENCY_IN_FLIGHT') continue;
      expect(answer).toMatchObject({ status: 201, body: { run: 1 } });
    }
    expect(
      answers.filter(
        (a) => a !== 'IDEMPOTENCY_IN_FLIGHT' && !(a as { replayed: boolean }).replayed,
      ),
    ).toHaveLength(1);
    const replay = await withIdempotency(t.connection.db, claim(key), async () => {
      throw new Error('must not run again');
    });
    expect(replay).toEqual({ status: 201, body: { run: 1 }, replayed: true });
    expect(
      await outcome(
        withIdempotency(t.connection.db, claim(key, { n: 2 }), async () => ({
          status: 201,
          body: {},
        })),
      ),
    ).toBe('IDEMPOTENCY_MISMATCH');
  });

  it('replays an expected refusal, and frees the key after an unexpected failure', async () => {
    const refused = randomUUID();
    const slotTaken = () => {
      throw new ApiError(409, 'SLOT_TAKEN', 'The chosen time was just taken; pick another one');
    };
    expect(await outcome(withIdempotency(t.connection.db, claim(refused), slotTaken))).toBe(
      'SLOT_TAKEN',
    );
    const replayed = await withIdempotency(t.connection.db, claim(refused), async () => ({
      status: 201,
      body: {},
    }));
    expect(replayed).toMatchObject({
      status: 409,
      replayed: true,
      body: { error: { code: 'SLOT_TAKEN' } },
    });

    const crashed = randomUUID();
    await expect(
      withIdempotency(t.connection.db, claim(crashed), async (tx) => {
        await tx.select().from(orders).limit(1);
        throw new Error('the process lost its database');
      }),
    ).rejects.toThrow('lost its database');
    const retried = await withIdempotency(t.connection.db, claim(crashed), async () => ({
      status: 201,
      body: { ok: true },
    }));
    expect(retried).toEqual({ status: 201, body: { ok: true }, replayed: false });
  });
});

// Issue 14: a booking interrupted by a crash must not hold its Idempotency-Key. A child api process
// is killed (SIGKILL, so none of its own clean-up runs) while its booking waits inside the
// database; the customer's retry with the same key must go through as soon as the database has
// dropped the dead process's connection, not after minutes.
const postgres = testDatabases().find((candidate) => candidate.name === 'postgres');
describe.skipIf(!postgres)('an Idempotency-Key whose request died, on PostgreSQL', () => {
  let t: TestApp;
  let customer: TestCustomer;
  let databaseUrl: string;
  let databaseName: string;
  let body: Record<string, unknown>;
  let blocker: pg.Client;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    t = await startTestApp(postgres!);
    if (t.connection.driver !== 'postgres') throw new Error('expected PostgreSQL');
    databaseUrl = t.connection.pool.options.connectionString!;
    databaseName = new URL(databaseUrl).pathname.slice(1);
    customer = await newCustomer(t.connection.db, 'Crash');
    const [branch] = await t.connection.db
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.name, 'Salon Lotus Novi Beograd'));
    const [service] = await t.connection.db
      .select({ id: masterServices.serviceId })
      .from(masterServices)
      .where(eq(masterServices.branchId, branch!.id))
      .limit(1);
    const from = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const intervals = await t.app.inject({
      url: `/book/branches/${branch!.id}/intervals?from=${from}&services=${service!.id}&days=14`,
      headers: { 'x-project-country': 'RS' },
    });
    const slot = intervals.json().days.flatMap((day: { slots: unknown[] }) => day.slots)[0];
    body = {
      branchId: branch!.id,
      items: [{ serviceId: service!.id, masterId: null }],
      start: slot.startsAt,
      contact: { name: 'Crash Test', phone: '+381641234567' },
    };
    blocker = new pg.Client({ connectionString: databaseUrl });
    await blocker.connect();
  }, databaseSetupTimeoutMs);
  afterAll(async () => {
    child?.kill('SIGKILL');
    await blocker?.end();
    await t?.close();
  });

  const book = (key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/orders',
      headers: { ...customer.headers, 'idempotency-key': key },
      payload: body,
    });
  /** Holds new orders back: a booking then waits inside its transaction, as a slow one would. */
  const holdOrders = async () => {
    await blocker.query('begin');
    await blocker.query('lock table orders in exclusive mode');
  };
  const releaseOrders = () => blocker.query('rollback');
  const backendsWaitingForOrders = async () =>
    (
      await blocker.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = $1 and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        [databaseName],
      )
    ).rows.map((row) => row.pid);
  const waitFor = async <T>(
    probe: () => Promise<T | undefined>,
    what: string | (() => string),
    seconds = 10,
  ) => {
    for (let attempt = 0; attempt < seconds * 20; attempt += 1) {
      const value = await probe();
      if (value !== undefined) return value;
      await sleep(50);
    }
    throw new Error(`gave up waiting for ${typeof what === 'string' ? what : what()}`);
  };
  /** What a request answered so far, for a wait that gave up: a booking that never waited did. */
  const answerSoFar = (
    request: Promise<Response | string | { statusCode: number; body: string }>,
  ) => {
    let answer = 'no answer yet';
    void request.then((settled) => {
      if (settled instanceof Response) answer = `HTTP ${settled.status}`;
      else if (typeof settled === 'string') answer = settled;
      else answer = `HTTP ${settled.statusCode} ${settled.body}`;
    });
    return () => `the booking to wait for the orders table (${answer})`;
  };
  const ordersOfCustomer = async () =>
    (await t.connection.db.select().from(orders).where(eq(orders.customerId, customer.id))).length;

  it('is free again once a killed api process is gone', async () => {
    const port = await new Promise<number>((done) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as AddressInfo;
        server.close(() => done(free));
      });
    });
    const output: string[] = [];
    child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl,
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const url = `http://127.0.0.1:${port}`;
    await waitFor(
      async () => ((await fetch(`${url}/readyz`).catch(() => undefined))?.ok ? true : undefined),
      `the child api to start:\n${output.join('')}`,
      90,
    );

    const key = randomUUID();
    await holdOrders();
    const interrupted = fetch(`${url}/orders`, {
      method: 'POST',
      headers: { ...customer.headers, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    }).catch(() => 'no answer');
    const [pid] = await waitFor(async () => {
      const pids = await backendsWaitingForOrders();
      return pids.length > 0 ? pids : undefined;
    }, answerSoFar(interrupted));
    // Meanwhile the same key is in flight: a duplicate hears so at once.
    const duplicate = await book(key);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.code).toBe('IDEMPOTENCY_IN_FLIGHT');

    child.kill('SIGKILL');
    const killedAt = performance.now();
    expect(await interrupted).toBe('no answer');
    await releaseOrders();
    // The database drops the dead process's connection as soon as it next talks to it.
    await waitFor(async () => {
      const { rows } = await blocker.query('select 1 from pg_stat_activity where pid = $1', [pid]);
      return rows.length === 0 ? true : undefined;
    }, 'the dead connection to go');

    const retry = await book(key);
    console.info(
      `Idempotency-Key of a killed api process: free again ${Math.round(performance.now() - killedAt)} ms after SIGKILL (was held until abandoned, 120 s)`,
    );
    expect(retry.json().error?.code).toBeUndefined();
    expect(retry.statusCode).toBe(201);
    expect(await ordersOfCustomer()).toBe(1);
    const replay = await book(key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(retry.json());
  }, 120_000);

  it('is free again at once when the database ends the connection mid-request', async () => {
    const before = await ordersOfCustomer();
    body = { ...body, comment: 'second booking' };
    const key = randomUUID();
    await holdOrders();
    const interrupted = book(key);
    const [pid] = await waitFor(async () => {
      const pids = await backendsWaitingForOrders();
      return pids.length > 0 ? pids : undefined;
    }, answerSoFar(interrupted));
    await blocker.query('select pg_terminate_backend($1)', [pid]);
    expect((await interrupted).statusCode).toBe(500);
    await releaseOrders();
    const retry = await book(key);
    expect(retry.json().error?.code).toBeUndefined();
    expect(retry.statusCode).toBe(201);
    expect(await ordersOfCustomer()).toBe(before + 1);
  }, 60_000);
});
