import { afterEach, describe, expect, it, vi } from 'vitest';
import { CitiesDocument, UpdateNotificationSettingsDocument } from '../__generated__/graphql';
import manifest from '../__generated__/persisted-documents.json';
import type { GraphQLRequest } from '../server/contract';
import { createBrowserApollo, createServerApollo, documentHash } from './apollo';

const cities = { __typename: 'Query', cities: [] };

function stubFetch(body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('documentHash', () => {
  it('is the hash of the operation in the manifest bff accepts', () => {
    const hash = documentHash(CitiesDocument)!;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(manifest).toHaveProperty(`sha256:${hash}`);
    expect((manifest as Record<string, string>)[`sha256:${hash}`]).toMatch(/^query Cities\b/);
  });
});

describe('createBrowserApollo', () => {
  it('sends a query as GET carrying its hash and no text', async () => {
    const fetch = stubFetch({ data: cities });
    await createBrowserApollo('en').query({ query: CitiesDocument });
    const [url, init] = fetch.mock.calls[0]!;
    expect(init?.method).toBe('GET');
    const params = new URL(url, 'http://localhost').searchParams;
    expect(params.get('query')).toBeNull();
    expect(JSON.parse(params.get('extensions')!)).toEqual({
      persistedQuery: { version: 1, sha256Hash: documentHash(CitiesDocument) },
    });
    expect(params.get('operationName')).toBe('Cities');
  });

  it('sends a mutation as POST, by hash as well', async () => {
    const fetch = stubFetch({
      data: {
        updateNotificationSettings: {
          __typename: 'UpdateNotificationSettingsPayload',
          notificationSettings: null,
          errors: [],
        },
      },
    });
    await createBrowserApollo('en').mutate({
      mutation: UpdateNotificationSettingsDocument,
      variables: {
        input: {
          email: { reminders: true, orderUpdates: true, promotions: false },
          sms: { reminders: true, orderUpdates: true, promotions: false },
          push: { reminders: false, orderUpdates: false, promotions: false },
        },
      },
    });
    const [, init] = fetch.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body.query).toBeUndefined();
    expect(body.extensions).toEqual({
      persistedQuery: { version: 1, sha256Hash: documentHash(UpdateNotificationSettingsDocument) },
    });
  });
});

describe('createServerApollo', () => {
  it('runs operations by hash, without their text', async () => {
    const execute = vi.fn(async (_request: GraphQLRequest) => ({ data: cities }));
    await createServerApollo('sr', execute).query({ query: CitiesDocument });
    expect(execute).toHaveBeenCalledTimes(1);
    const [request] = execute.mock.calls[0]!;
    expect(request).toMatchObject({
      documentId: documentHash(CitiesDocument),
      operationName: 'Cities',
      headers: { 'accept-language': 'sr' },
    });
    expect(request.query).toBeUndefined();
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
    const result = await createServerApollo('en', execute).query({ query: CitiesDocument });
    expect(result.data).toMatchObject({ cities: [] });
    expect(execute).toHaveBeenCalledTimes(2);
    expect(execute.mock.calls[1]![0]).toMatchObject({
      query: expect.stringMatching(/query Cities/),
    });
    expect(execute.mock.calls[1]![0].documentId).toBeUndefined();
  });
});
