import type { ApolloClient } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { createApolloSource } from './apolloSource';

const fakeClient = (name: string) => ({ name }) as unknown as ApolloClient;

describe('createApolloSource', () => {
  it('makes one client per language, on first need', async () => {
    const create = vi.fn(async (language: string) => fakeClient(language));
    const source = createApolloSource(create);
    expect(create).not.toHaveBeenCalled();
    const [first, again, other] = await Promise.all([
      source.load('en'),
      source.load('en'),
      source.load('sr'),
    ]);
    expect(first).toBe(again);
    expect(other).not.toBe(first);
    expect(create.mock.calls.map(([language]) => language)).toEqual(['en', 'sr']);
  });

  it('hands a client made at once to React as already settled, so `use` never suspends', () => {
    const client = fakeClient('en');
    const loaded = createApolloSource(() => client).load('en') as Promise<ApolloClient> & {
      status?: string;
      value?: unknown;
    };
    expect(loaded.status).toBe('fulfilled');
    expect(loaded.value).toBe(client);
  });

  it('marks a loaded client as settled once its code has arrived', async () => {
    const loaded = createApolloSource(async () => fakeClient('en')).load(
      'en',
    ) as Promise<ApolloClient> & { status?: string };
    expect(loaded.status).toBe('pending');
    await loaded;
    expect(loaded.status).toBe('fulfilled');
  });

  it('tries again after a failed load (a chunk that did not arrive)', async () => {
    const create = vi
      .fn<(language: string) => Promise<ApolloClient>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(fakeClient('en'));
    const source = createApolloSource(create);
    await expect(source.load('en')).rejects.toThrow('dynamically imported');
    await expect(source.load('en')).resolves.toEqual({ name: 'en' });
    expect(create).toHaveBeenCalledTimes(2);
  });
});
