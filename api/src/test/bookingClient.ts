// Test helper: the booking requests integration tests send (free times, booking, posting as a
// customer), against one app and branch.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/connect.js';
import { branches, masterServices } from '../db/schema/index.js';
import { expect } from 'vitest';
import type { Intervals } from '../modules/bookingEngine/availabilitySchemas.js';
import type { TestCustomer } from './testCustomer.js';

export const testContact = {
  name: 'Test Person',
  phone: '+381641234567',
  email: 'test@example.test',
};

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any answer's fields
  body: any;
  headers: Record<string, unknown>;
}

export function bookingClient(app: () => FastifyInstance, branchId: () => number, from: string) {
  const anonymous = { 'x-project-country': 'RS' };
  const intervals = async (query: string, url = `/book/branches/${branchId()}/intervals`) => {
    const response = await app().inject({
      url: `${url}?from=${from}&${query}`,
      headers: anonymous,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as Intervals;
  };
  /** A free slot of a master (or any) for the services, `skip` free slots in. */
  const freeSlot = async (services: number[], master: number | 'any', skip = 0) => {
    const answer = await intervals(`services=${services.join(',')}&master=${master}&days=14`);
    const slots = answer.days.flatMap((d) => d.slots.map((s) => ({ ...s, date: d.date })));
    const slot = skip < 0 ? slots.at(skip) : slots[skip];
    if (!slot) throw new Error('no free slot');
    return slot;
  };
  const post = async (
    url: string,
    who: TestCustomer | undefined,
    body: unknown,
    extra: Record<string, string> = {},
  ): Promise<Answer> => {
    const response = await app().inject({
      method: 'POST',
      url,
      headers: { ...(who?.headers ?? anonymous), ...extra },
      payload: body as object,
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  const get = async (url: string, who?: TestCustomer): Promise<Answer> => {
    const response = await app().inject({ url, headers: who?.headers ?? anonymous });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  const createOrder = (who: TestCustomer, body: unknown, key = randomUUID()) =>
    post('/orders', who, body, { 'idempotency-key': key });
  return { intervals, freeSlot, post, get, createOrder };
}

/** A seeded branch by name and one service its team offers: what booking tests book. */
export async function seededOffer(db: Database, branchName: string) {
  const [branch] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.name, branchName));
  const [offer] = await db
    .select({ serviceId: masterServices.serviceId })
    .from(masterServices)
    .where(eq(masterServices.branchId, branch!.id))
    .limit(1);
  return { branchId: branch!.id, serviceId: offer!.serviceId };
}
