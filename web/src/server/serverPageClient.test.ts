import { describe, expect, it, vi } from 'vitest';
import { CitiesDocument } from '../__generated__/graphql';
import { documentHash } from '../app/data/documentHash';
import { errorCodeOf } from '../app/data/pageData';
import type { GraphQLRequest } from './contract';
import { createServerPageClient } from './serverPageClient';

const cities = { __typename: 'Query', cities: [] };

describe('createServerPageClient', () => {
  it('runs operations by hash, without their text', async () => {
    const execute = vi.fn(async (_request: GraphQLRequest) => ({ data: cities }));
    await createServerPageClient('sr', execute).query({ query: CitiesDocument });
    expect(execute).toHaveBeenCalledTimes(1);
    const [request] = execute.mock.calls[0]!;
    expect(request).toMatchObject({
      documentId: documentHash(CitiesDocument),
      operationName: 'Cities',
      headers: { 'accept-language': 'sr' },
    });
    expect(request.query).toBeUndefined();
  });

  it('names the fix for a document codegen has not generated yet', async () => {
    const execute = vi.fn(async (_request: GraphQLRequest) => ({ data: cities }));
    // What the generated graphql() answers for a text it does not know.
    const stale = {} as typeof CitiesDocument;
    await expect(createServerPageClient('en', execute).query({ query: stale })).rejects.toThrow(
      /not generated.*npm run codegen/,
    );
    expect(execute).not.toHaveBeenCalled();
  });

  it('sends the text when bff’s manifest does not know the hash yet', async () => {
    const execute = vi
      .fn(async (_request: GraphQLRequest) => ({ data: cities }))
      .mockResolvedValueOnce({
        data: undefined as never,
        errors: [
          { message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
        ],
      } as never);
    const result = await createServerPageClient('en', execute).query({ query: CitiesDocument });
    expect(result.data).toEqual(cities);
    expect(execute).toHaveBeenCalledTimes(2);
    expect(execute.mock.calls[1]![0]).toMatchObject({
      query: expect.stringMatching(/query Cities/),
    });
    expect(execute.mock.calls[1]![0].documentId).toBeUndefined();
  });

  it('hands the loader the answer as it came, and throws errors in Apollo’s shape', async () => {
    const execute = vi.fn(async () => ({
      data: null,
      errors: [{ message: 'gone', extensions: { code: 'NOT_FOUND' } }],
    }));
    const thrown = await createServerPageClient('en', execute)
      .query({ query: CitiesDocument })
      .catch((error: unknown) => error);
    expect(errorCodeOf(thrown)).toBe('NOT_FOUND');
  });

  it('runs a query asked again with the same variables once, until a mutation', async () => {
    const execute = vi.fn(async (_request: GraphQLRequest) => ({ data: cities }));
    const client = createServerPageClient('en', execute);
    const [first, again] = await Promise.all([
      client.query({ query: CitiesDocument }),
      // No variables and none are the same question.
      client.query({ query: CitiesDocument, variables: {} }),
    ]);
    expect(again).toBe(first);
    expect(execute).toHaveBeenCalledTimes(1);
    await client.query({ query: CitiesDocument, variables: { other: 1 } as never });
    expect(execute).toHaveBeenCalledTimes(2);
    await client.mutate({ mutation: CitiesDocument });
    await client.query({ query: CitiesDocument });
    expect(execute).toHaveBeenCalledTimes(4);
  });
});
