import { parse } from 'graphql';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageClientContext, type PageClient } from './pageClient';
import { loadPageQuery } from './pageData';

/** A router context whose page client answers every query with one bff error code. */
function failingWith(code: string) {
  const context = new RouterContextProvider();
  const query = async () => {
    throw { errors: [{ message: code, extensions: { code } }] };
  };
  context.set(pageClientContext, { query } as unknown as PageClient);
  return context;
}

const statusOf = (thrown: unknown) => (thrown as { init?: { status?: number } }).init?.status;

describe('loadPageQuery', () => {
  it.each([
    ['UPSTREAM_UNAVAILABLE', 503],
    ['RATE_LIMITED', 429],
    ['NOT_FOUND', 404],
  ])('turns %s into the %i error page', async (code, status) => {
    const thrown = await loadPageQuery(
      failingWith(code),
      new Request('http://localhost/en/company/salon-1'),
      parse('{ cities { value } }'),
      {},
    ).catch((error: unknown) => error);
    expect(statusOf(thrown)).toBe(status);
  });
});
