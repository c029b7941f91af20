// Every route of the OpenAPI document (and the auth service's hidden form posts) driven with
// hostile values: NUL bytes, integers past int4 and 2^53, negative numbers, far and impossible
// dates, off-grid and impossible times, very long strings and wrong types (issue 14). A caller's
// bad input is a 4xx with a message; never a 5xx.
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, groupEvents, masterServices } from '../db/schema/index.js';
import { demoCustomer } from '../test/testCustomer.js';
import type { FuzzRequest, OpenApiDocument } from '../test/fuzzRequests.js';
import { fuzzRequests, hostileStrings } from '../test/fuzzRequests.js';
import type { TestApp } from '../test/testApp.js';
import { startTestApp } from '../test/testApp.js';
import { databaseSetupTimeoutMs, testDatabases } from '../test/testDatabases.js';

/** The login and registration forms are posted by browsers and left out of the document. */
function formRequests(): FuzzRequest[] {
  const fields = ['client', 'state', 'redirectUrl', 'email', 'password', 'firstName', 'phone'];
  return ['/me/login', '/me/register'].flatMap((url) =>
    fields.flatMap((field) =>
      hostileStrings.map((value) => ({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email: 'fuzz@example.test', [field]: value }).toString(),
        target: `POST ${url} form:${field}=${JSON.stringify(value).slice(0, 40)}`,
      })),
    ),
  );
}

/** The message of an error answer ({ error: { message } }), or undefined for any other body. */
function errorMessage(body: string): unknown {
  try {
    return (JSON.parse(body) as { error?: { message?: unknown } }).error?.message;
  } catch {
    return undefined;
  }
}

describe.each(testDatabases())('api fuzz on $name', (database) => {
  let t: TestApp;
  let requests: FuzzRequest[];

  beforeAll(async () => {
    t = await startTestApp(database);
    const db = t.connection.db;
    const [branch] = await db
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.name, 'Salon Lotus Novi Beograd'));
    const [service] = await db
      .select({ id: masterServices.serviceId })
      .from(masterServices)
      .where(eq(masterServices.branchId, branch!.id))
      .limit(1);
    const [event] = await db
      .select({ id: groupEvents.id })
      .from(groupEvents)
      .where(and(eq(groupEvents.status, 'scheduled'), gt(groupEvents.startsAt, new Date())))
      .orderBy(asc(groupEvents.id))
      .limit(1);
    const { token } = await demoCustomer(db);
    const context = { branchId: branch!.id, serviceId: service!.id, eventId: event!.id, token };
    requests = [...fuzzRequests(t.app.swagger() as OpenApiDocument, context), ...formRequests()];
  }, databaseSetupTimeoutMs);
  afterAll(() => t?.close());

  it('answers every hostile request of every route without a 5xx', async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const request of requests) {
      const { target, ...injected } = request;
      const response = await t.app.inject({
        ...injected,
        method: injected.method as 'GET',
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode >= 500) failures.push(`${target} → ${response.statusCode}`);
      else if (
        response.statusCode >= 400 &&
        String(response.headers['content-type']).includes('json') &&
        typeof errorMessage(response.body) !== 'string'
      )
        failures.push(`${target} → ${response.statusCode} without an error message`);
    }
    console.log(
      `api fuzz on ${database.name}: ${requests.length} requests, statuses`,
      Object.fromEntries(statuses),
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
