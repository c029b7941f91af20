import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningApi, type ListeningApi } from '../test/listeningApi.js';
import { buildTestGateway } from '../test/testGateway.js';

// The booking flow's queries over the real booking API and its demo branches.
describe('booking queries', () => {
  let api: ListeningApi;
  let bff: Awaited<ReturnType<typeof buildTestGateway>>['app'];

  beforeAll(async () => {
    api = await startListeningApi();
    bff = (await buildTestGateway(api.url)).app;
  }, 120_000);

  afterAll(async () => {
    await bff?.close();
    await api?.close();
  });

  async function graphql(query: string, variables?: object) {
    const response = await bff.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: { query, variables },
    });
    return response.json() as {
      data?: unknown;
      errors?: { extensions?: { code?: string } }[];
    };
  }

  it('lists free starts per local date in the branch’s zone, with the masters free then', async () => {
    const menu = await graphql(`
      {
        branch(id: "salon-lotus-vracar-1") {
          services {
            services {
              id
            }
          }
        }
      }
    `);
    const serviceId = (
      menu.data as unknown as { branch: { services: { services: { id: string }[] }[] } }
    ).branch.services[0]!.services[0]!.id;
    const { data, errors } = await graphql(
      `
        query ($services: [ID!]!) {
          availability(branch: "salon-lotus-vracar-1", serviceIds: $services, days: 14) {
            timeZone
            masters {
              id
              price {
                amount
                currency
              }
            }
            days {
              date
              slots {
                time
                startsAt
                masterIds
              }
            }
          }
        }
      `,
      { services: [serviceId] },
    );
    expect(errors).toBeUndefined();
    const availability = (
      data as unknown as {
        availability: {
          timeZone: string;
          masters: { id: string; price: { currency: string } }[];
          days: {
            date: string;
            slots: { time: string; startsAt: string; masterIds: string[] }[];
          }[];
        };
      }
    ).availability;
    expect(availability.timeZone).toBe('Europe/Belgrade');
    expect(availability.days).toHaveLength(14);
    expect(availability.masters[0]?.price.currency).toBe('RSD');
    const slots = availability.days.flatMap((day) => day.slots);
    expect(slots.length).toBeGreaterThan(0);
    const masterIds = new Set(availability.masters.map((m) => m.id));
    for (const slot of slots) {
      expect(slot.time).toMatch(/^\d{2}:\d{2}$/);
      expect(Date.parse(slot.startsAt)).toBeGreaterThan(Date.now());
      expect(slot.masterIds.every((id) => masterIds.has(id))).toBe(true);
    }
  });

  it('offers a haircut and a facial back to back, each part with its own specialist (issue 42)', async () => {
    // Salon Lotus Vračar's Women's haircut (1) and Classic facial (13): nobody there does both.
    const { data, errors } = await graphql(`
      {
        availability(branch: "salon-lotus-vracar-1", serviceIds: ["1", "13"], days: 7) {
          masters {
            id
          }
          days {
            slots {
              startsAt
              masterIds
              parts {
                serviceId
                master {
                  id
                  name
                }
                startsAt
                endsAt
                price {
                  amount
                  currency
                }
              }
            }
          }
        }
      }
    `);
    expect(errors).toBeUndefined();
    type Part = { serviceId: string; master: { id: string }; startsAt: string; endsAt: string };
    const { availability } = data as {
      availability: {
        masters: unknown[];
        days: { slots: { startsAt: string; masterIds: string[]; parts: Part[] }[] }[];
      };
    };
    expect(availability.masters).toEqual([]);
    const slots = availability.days.flatMap((day) => day.slots);
    expect(slots.length).toBeGreaterThan(0);
    for (const { startsAt, masterIds, parts } of slots) {
      expect(masterIds).toEqual([]);
      expect(parts.map((part) => part.serviceId)).toEqual(['1', '13']);
      expect(parts[0]!.startsAt).toBe(startsAt);
      expect(parts[1]!.startsAt).toBe(parts[0]!.endsAt);
      expect(parts[0]!.master.id).not.toBe(parts[1]!.master.id);
      expect(parts[1]).toMatchObject({ price: { currency: 'RSD' } });
    }
  });

  it('needs a customer session to book or read orders', async () => {
    const booking = await graphql(`
      mutation {
        createOrder(
          input: {
            branch: "1"
            items: [{ serviceId: "1" }]
            start: "2030-03-05T10:00"
            contact: { name: "Ana", phone: "+381641234567" }
          }
        ) {
          order {
            guid
          }
          errors {
            code
          }
        }
      }
    `);
    expect(booking.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const orders = await graphql(`
      {
        orders {
          guid
        }
      }
    `);
    expect(orders.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
