// GraphQL operations with hostile variables that once became 500s in the api (issue 14): NUL
// characters, ids past int4, Ints past 2^31 and 2^53, far and impossible dates, and off-grid or
// impossible booking times. Each must come back as a clear refusal: a BAD_USER_INPUT error, or a
// VALIDATION (or NOT_FOUND) user error in a mutation's payload.

export interface HostileOperation {
  readonly name: string;
  readonly query: string;
  readonly variables: Record<string, unknown>;
  /** Needs a customer session (the mutations). */
  readonly session?: boolean;
  /** A lookup whose contract answers null for an id that names nothing (bff checks the shape). */
  readonly nullWhenUnknown?: boolean;
}

const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
const contact = { name: 'Test Person', phone: '+381641234567' };

const availability = `query ($branch: ID!, $serviceIds: [ID!]!, $masterId: ID, $from: String, $days: Int) {
  availability(branch: $branch, serviceIds: $serviceIds, masterId: $masterId, from: $from, days: $days) { timeZone }
}`;
const groupEvents = `query ($branch: ID!, $from: String, $days: Int) {
  groupEvents(branch: $branch, from: $from, days: $days) { from }
}`;
const createOrder = `mutation ($input: CreateOrderInput!) {
  createOrder(input: $input) { order { guid } errors { code field message } }
}`;
const bookEvent = `mutation ($input: BookEventInput!) {
  bookEvent(input: $input) { booking { guid } errors { code field message } }
}`;

/** Every hostile operation, for a branch with a service and an event of the project country. */
export function hostileOperations(branch: string, serviceId: string): HostileOperation[] {
  const order = (name: string, input: Record<string, unknown>): HostileOperation => ({
    name,
    query: createOrder,
    session: true,
    variables: {
      input: {
        branch,
        items: [{ serviceId, masterId: null }],
        start: `${day}T10:00`,
        contact,
        ...input,
      },
    },
  });
  return [
    {
      name: 'suggestions with a NUL',
      query:
        'query ($text: String!, $city: ID) { suggestions(text: $text, city: $city) { branches { id } } }',
      variables: { text: 'lo\u0000tus', city: 'beograd\u0000' },
    },
    {
      name: 'search with a NUL city and a price past its bound',
      query: 'query ($input: SearchInput!) { search(input: $input) { total } }',
      variables: { input: { city: '\u0000', priceMin: 2_147_483_647 } },
    },
    {
      name: 'search with a price past Int',
      query: 'query ($input: SearchInput!) { search(input: $input) { total } }',
      variables: { input: { priceMin: 2 ** 53 } },
    },
    {
      name: 'an event id past int4',
      query: 'query ($id: ID!) { groupEvent(id: $id) { id } }',
      variables: { id: '2147483648' },
      nullWhenUnknown: true,
    },
    {
      name: 'a service id past int4',
      query: availability,
      variables: { branch, serviceIds: ['2147483648'] },
    },
    {
      name: 'a master id past 2^53',
      query: availability,
      variables: { branch, serviceIds: [serviceId], masterId: '9007199254740993' },
    },
    {
      name: 'availability from 9999-12-31 for 62 days',
      query: availability,
      variables: { branch, serviceIds: [serviceId], from: '9999-12-31', days: 62 },
    },
    {
      name: 'availability from 2026-02-30',
      query: availability,
      variables: { branch, serviceIds: [serviceId], from: '2026-02-30' },
    },
    {
      name: 'availability for 2^31 days',
      query: availability,
      variables: { branch, serviceIds: [serviceId], days: 2 ** 31 },
    },
    {
      name: 'events from 2026-13-01',
      query: groupEvents,
      variables: { branch, from: '2026-13-01' },
    },
    order('an order off the slot grid', { start: `${day}T15:07` }),
    order('an order at 13:60', { start: `${day}T13:60` }),
    order('an order at 24:00', { start: `${day}T24:00` }),
    order('an order on 2030-02-30', { start: '2030-02-30T10:00' }),
    order('an order with a NUL name', { contact: { ...contact, name: 'Ana\u0000' } }),
    order('an order of a service past int4', {
      items: [{ serviceId: '2147483648', masterId: null }],
    }),
    {
      name: 'a booking of an event past int4',
      query: bookEvent,
      session: true,
      variables: { input: { eventId: '2147483648', seats: 1, contact } },
    },
    {
      name: 'a booking with 2^31 seats',
      query: bookEvent,
      session: true,
      variables: { input: { eventId: '1', seats: 2 ** 31, contact } },
    },
  ];
}

interface GraphqlAnswer {
  data?: Record<string, { errors?: { code: string; message: string }[] } | null> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** What a refusal looks like to the caller, or undefined when the answer is not a clear one. */
export function refusalOf(operation: HostileOperation, body: GraphqlAnswer): string | undefined {
  const error = body.errors?.[0];
  if (!error && operation.nullWhenUnknown && Object.values(body.data ?? {})[0] === null)
    return 'not found';
  if (error) return error.extensions?.code === 'BAD_USER_INPUT' ? error.message : undefined;
  const payload = Object.values(body.data ?? {})[0];
  const userError = payload?.errors?.[0];
  return userError && ['VALIDATION', 'NOT_FOUND'].includes(userError.code)
    ? userError.message
    : undefined;
}
