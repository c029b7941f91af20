import { afterEach, describe, expect, it, vi } from 'vitest';
import { CitiesDocument, UpdateNotificationSettingsDocument } from '../__generated__/graphql';
import manifest from '../__generated__/persisted-documents.json';
import { createBrowserApollo } from './apollo';
import { documentHash } from './data/documentHash';

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
