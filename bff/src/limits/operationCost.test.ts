// The CommonJS build of graphql, the one Apollo Server and graphql-query-complexity load (vitest
// would hand this file the ESM build, whose schema objects the library does not recognise).
import { buildSchema, parse } from 'graphql/index.js';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadTypeDefs } from '../graphql/typeDefs.js';
import { priceOperation } from './operationCost.js';
import { operationLimits } from './operationLimits.js';

const schema = buildSchema(loadTypeDefs(loadConfig({ NODE_ENV: 'test' }).repoRoot));

const cost = (query: string, variables?: Record<string, unknown>) =>
  priceOperation({ schema, document: parse(query), variables }).cost;
const suggestions = (query: string, variables?: Record<string, unknown>) =>
  priceOperation({ schema, document: parse(query), variables }).suggestions;

const tenServices = JSON.stringify(Array.from({ length: 10 }, (_, i) => String(i + 1)));
/** What the booking calendar asks of each day (web's BookingAvailability). */
const daySelection = 'days { date slots { time startsAt masterIds } }';
const availability = (days: number, services: string, alias = '') =>
  `${alias}availability(branch: "1", serviceIds: ${services}, days: ${days}) { ${daySelection} }`;

describe('priceOperation: cost', () => {
  it('weighs availability by days times services', () => {
    const week = cost(`{ ${availability(7, '["1"]')} }`);
    expect(cost(`{ ${availability(14, '["1"]')} }`) - 1).toBe(2 * (week - 1));
    expect(cost(`{ ${availability(7, '["1","2","3"]')} }`) - 1).toBe(3 * (week - 1));
    // No days argument: the schema's 7.
    expect(cost(`{ availability(branch: "1", serviceIds: ["1"]) { ${daySelection} } }`)).toBe(week);
  });

  it('reads days and services from the variables', () => {
    const query = `query($days: Int, $ids: [ID!]!) {
      availability(branch: "1", serviceIds: $ids, days: $days) { ${daySelection} } }`;
    expect(cost(query, { days: 62, ids: JSON.parse(tenServices) })).toBe(
      cost(`{ ${availability(62, tenServices)} }`),
    );
  });

  it('counts every alias: one branch per alias', () => {
    const one = cost(`{ ${availability(62, tenServices)} }`);
    const five = cost(
      `{ ${[1, 2, 3, 4, 5].map((i) => availability(62, tenServices, `b${i}: `)).join(' ')} }`,
    );
    expect(five).toBe(5 * one);
    // The longest range for the most services fits in one operation; the finding's five do not.
    expect(one).toBeLessThanOrEqual(operationLimits.maxCost);
    expect(five).toBeGreaterThan(operationLimits.maxCost);
  });

  it('counts each of the 10 bookings of a My bookings page', () => {
    const items = '{ ... on Order { guid status } ... on EventBooking { guid status } }';
    const page = cost(`{ myBookings { page items ${items} } }`);
    // myBookings, and 10 × what is asked of it: page, items and a booking's two fields (the
    // costlier branch of the union).
    expect(page).toBe(1 + 10 * (1 + 1 + 2));
  });

  it('counts fields reached through fragments and inline fragments', () => {
    const direct = cost(
      `{ a: ${availability(31, tenServices)} b: ${availability(31, tenServices)} }`,
    );
    const throughFragments = cost(`
      query { ...Twice ... on Query { b: ${availability(31, tenServices)} } }
      fragment Twice on Query { a: ${availability(31, tenServices)} }`);
    expect(throughFragments).toBe(direct);
  });

  it('weighs a list by its page size, the schema default when not given', () => {
    const reviews = (args: string) =>
      cost(`{ branch(id: "1") { reviews${args} { items { author text rating } } } }`);
    expect(reviews('(pageSize: 50)')).toBeGreaterThan(4 * reviews('(pageSize: 10)'));
    expect(reviews('')).toBe(reviews('(pageSize: 10)'));
    const search = (pageSize: number) =>
      cost(`query($input: SearchInput!) { search(input: $input) { items { id name } } }`, {
        input: { pageSize },
      });
    expect(search(50)).toBeGreaterThan(4 * search(10));
  });

  it('does not charge for __typename, which Apollo Client adds to every selection', () => {
    expect(cost('{ cities { __typename value title } }')).toBe(cost('{ cities { value title } }'));
  });

  it('refuses variables that do not fit the operation', () => {
    expect(() =>
      cost(
        'query($days: Int) { availability(branch: "1", serviceIds: ["1"], days: $days) { timeZone } }',
        { days: 'many' },
      ),
    ).toThrow();
  });
});

describe('priceOperation: suggestion lookups', () => {
  const lookup = (alias = '') => `${alias}suggestions(text: "hair") { branches { id } }`;

  it('counts each alias', () => {
    expect(suggestions(`{ ${lookup()} }`)).toBe(1);
    const ten = Array.from({ length: 10 }, (_, i) => lookup(`s${i}: `)).join(' ');
    expect(suggestions(`{ ${ten} }`)).toBe(10);
  });

  it('counts the field inside fragments and inline fragments', () => {
    expect(
      suggestions(`
        query { ...Lookup ... on Query { b: ${lookup()} } }
        fragment Lookup on Query { a: ${lookup()} ...Again }
        fragment Again on Query { c: ${lookup()} }`),
    ).toBe(3);
  });

  it('skips what @skip and @include leave out', () => {
    expect(
      suggestions(
        `query($off: Boolean!) { a: ${lookup()} b: suggestions(text: "x") @include(if: $off) { branches { id } } }`,
        {
          off: false,
        },
      ),
    ).toBe(1);
  });

  it('does not count other fields', () => {
    expect(suggestions('{ cities { value } }')).toBe(0);
  });

  it('prices a document without variables once, the same each time', () => {
    const document = parse(`{ a: ${lookup()} b: ${lookup()} }`);
    const first = priceOperation({ schema, document });
    expect(priceOperation({ schema, document })).toBe(first);
    expect(first.suggestions).toBe(2);
  });

  it('prices a document once for every value of variables that do not change its price', () => {
    const document = parse(`query($slug: ID!, $size: Int, $show: Boolean!) {
      branch(id: $slug) { id reviews(pageSize: $size) { total } }
      suggestions(text: "hair") @include(if: $show) { branches { id } }
    }`);
    const first = priceOperation({
      schema,
      document,
      variables: { slug: 'a', size: 5, show: true },
    });
    expect(
      priceOperation({ schema, document, variables: { slug: 'b', size: 5, show: true } }),
    ).toBe(first);
    const larger = priceOperation({
      schema,
      document,
      variables: { slug: 'a', size: 9, show: true },
    });
    expect(larger.cost).toBeGreaterThan(first.cost);
    const without = priceOperation({
      schema,
      document,
      variables: { slug: 'a', size: 5, show: false },
    });
    expect(without.suggestions).toBe(0);
    expect(first.suggestions).toBe(1);
  });
});
