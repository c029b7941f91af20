import { ApolloServer, type GraphQLRequest } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLError } from 'graphql';
import type * as Values from 'graphql/execution/values.js';
import type * as Jit from 'graphql-jit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compiledExecution } from './compiledExecution.js';

/** graphql-jit's compiler, counted: a document must be compiled once, not on every run. */
const compilations = vi.hoisted(() => ({ count: 0 }));
vi.mock('graphql-jit', async (importOriginal) => {
  const jit = await importOriginal<typeof Jit>();
  return {
    ...jit,
    compileQuery: (...args: Parameters<typeof jit.compileQuery>) => {
      compilations.count += 1;
      return jit.compileQuery(...args);
    },
  };
});

/** graphql-js's variable coercion, counted: it words a bad variable, and runs for no other. */
const coercions = vi.hoisted(() => ({ count: 0 }));
vi.mock('graphql/execution/values.js', async (importOriginal) => {
  const values = await importOriginal<typeof Values>();
  return {
    ...values,
    getVariableValues: (...args: Parameters<typeof values.getVariableValues>) => {
      coercions.count += 1;
      return values.getVariableValues(...args);
    },
  };
});

// The compiled executor against graphql-js, through the same Apollo Server pipeline: every
// operation below must answer the same data, errors and HTTP status either way.
const typeDefs = /* GraphQL */ `
  interface Named {
    name: String!
  }
  type Venue implements Named {
    name: String!
    rating: Float
    masters(first: Int = 2): [Master!]!
  }
  type Master implements Named {
    name: String!
    title: String
    busy: Boolean!
  }
  union Found = Venue | Master
  enum Order {
    NEWEST
    OLDEST
  }
  input Filter {
    city: String!
    order: Order = NEWEST
  }
  type Query {
    venue(id: ID!): Venue
    search(filter: Filter!): [Found!]!
    named: [Named!]!
    forbidden: String
    broken: String
  }
  type Mutation {
    add(n: Int!): Int!
  }
`;

const masters = [
  { name: 'Ana', title: 'Stylist', busy: false },
  { name: 'Ivan', title: null, busy: null },
  { name: 'Sara', title: 'Nails', busy: true },
];

function resolvers() {
  return {
    Named: { __resolveType: (value: object) => ('busy' in value ? 'Master' : 'Venue') },
    Found: { __resolveType: (value: object) => ('busy' in value ? 'Master' : 'Venue') },
    Venue: {
      masters: async (_: unknown, { first }: { first: number }) => masters.slice(0, first),
    },
    Query: {
      venue: async (_: unknown, { id }: { id: string }) =>
        id === '13' ? { name: 'Lotus', rating: 4.5 } : null,
      search: (_: unknown, { filter }: { filter: { city: string; order: string } }) =>
        filter.order === 'NEWEST'
          ? [{ name: filter.city, rating: null }, masters[0]]
          : [masters[2], { name: filter.city, rating: 1 }],
      named: () => [{ name: 'Lotus', rating: 5 }, masters[2]],
      forbidden: () => {
        throw new GraphQLError('Not yours', { extensions: { code: 'FORBIDDEN' } });
      },
      broken: () => {
        throw new Error('database password is hunter2');
      },
    },
    Mutation: {
      // Serial: each answer includes the ones before it.
      add: async (_: unknown, { n }: { n: number }, context: { total: number }) => {
        await new Promise((resolve) => setTimeout(resolve, 5 - n));
        context.total += n;
        return context.total;
      },
    },
  };
}

const operations: Record<string, GraphQLRequest> = {
  'a nested query with a default argument': {
    query: 'query Venue($id: ID!) { venue(id: $id) { name rating masters { name title } } }',
    variables: { id: '13' },
  },
  'a null result': { query: '{ venue(id: "1") { name } }' },
  'unions, interfaces, fragments and an input object': {
    query: `query Search($city: String!, $order: Order) {
      search(filter: { city: $city, order: $order }) {
        __typename
        ... on Venue { name rating }
        ... on Master { name busy }
      }
      named { __typename name ...M }
    }
    fragment M on Master { title }`,
    variables: { city: 'Beograd', order: 'OLDEST' },
  },
  '@skip and @include': {
    query:
      'query ($all: Boolean!) { venue(id: "13") { name rating @include(if: $all) masters(first: 1) @skip(if: $all) { name } } }',
    variables: { all: false },
  },
  'a null in a non-null field, which nulls its parent': {
    query: '{ venue(id: "13") { masters(first: 3) { name busy } } }',
  },
  'an error with a code and one without': {
    query: '{ forbidden broken venue(id: "13") { name } }',
  },
  'a variable of the wrong type': {
    query: 'query Venue($id: ID!) { venue(id: $id) { name } }',
    variables: { id: { no: 1 } },
  },
  'a missing variable': { query: 'query Venue($id: ID!) { venue(id: $id) { name } }' },
  'an enum variable out of range': {
    query:
      'query ($order: Order) { search(filter: { city: "Niš", order: $order }) { __typename } }',
    variables: { order: 'RANDOM' },
  },
  ...Object.fromEntries(
    [null, 0, -1, 1e308, true, [], {}, [[[]]], 'x'.repeat(5000), { $ne: 1 }, '__proto__'].map(
      (value) => [
        `hostile variables (${JSON.stringify(value).slice(0, 12)})`,
        {
          query:
            'query ($id: ID!, $city: String!) { venue(id: $id) { name } search(filter: { city: $city }) { __typename } }',
          variables: { id: value, city: value },
        },
      ],
    ),
  ),
  'two mutations, run one after the other': { query: 'mutation { a: add(n: 1) b: add(n: 2) }' },
  'introspection (development tools)': {
    query:
      '{ __type(name: "Found") { name possibleTypes { name } } __schema { queryType { name } types { name kind } } }',
  },
  'an operation name that is not there': {
    query: 'query A { named { name } }',
    operationName: 'Nope',
  },
  'no operation name among several': {
    query: 'query A { named { name } } query B { venue(id: "13") { name } }',
  },
  'the operation named among several': {
    query: 'query A { named { name } } query B { venue(id: "13") { name } }',
    operationName: 'B',
  },
};

describe('compiled execution', () => {
  const plain = new ApolloServer<{ total: number }>({ typeDefs, resolvers: resolvers() });
  const compiled = new ApolloServer<{ total: number }>({
    gateway: compiledExecution(makeExecutableSchema({ typeDefs, resolvers: resolvers() })),
  });
  beforeAll(async () => {
    await Promise.all([plain.start(), compiled.start()]);
  });
  afterAll(async () => {
    await Promise.all([plain.stop(), compiled.stop()]);
  });

  const answer = async (server: ApolloServer<{ total: number }>, request: GraphQLRequest) => {
    const response = await server.executeOperation(request, { contextValue: { total: 0 } });
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    return { status: response.http.status, ...response.body.singleResult };
  };

  it.each(Object.entries(operations))('answers %s as graphql-js does', async (_, request) => {
    const expected = await answer(plain, request);
    // Twice: the second run is the kept compiled query.
    for (let run = 0; run < 2; run++) {
      expect(await answer(compiled, request)).toEqual(expected);
    }
    if (request.query?.includes('$id: ID!') && !request.variables)
      expect(expected.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('compiles a document on its first run only, once per operation in it', async () => {
    const document = 'query Once { named { name } } query Twice { venue(id: "13") { rating } }';
    const before = compilations.count;
    for (let run = 0; run < 3; run++)
      for (const operationName of ['Once', 'Twice'])
        expect((await answer(compiled, { query: document, operationName })).errors).toBeUndefined();
    expect(compilations.count - before).toBe(2);
  });

  it('leaves good variables to the compiled query, and words bad ones with graphql-js', async () => {
    const before = coercions.count;
    expect(
      (await answer(compiled, operations['unions, interfaces, fragments and an input object']!))
        .errors,
    ).toBeUndefined();
    expect(coercions.count).toBe(before);
    await answer(compiled, operations['a variable of the wrong type']!);
    expect(coercions.count).toBe(before + 1);
  });

  it('keeps a bad variable a client error with status 400', async () => {
    const result = await answer(compiled, operations['a variable of the wrong type']!);
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
