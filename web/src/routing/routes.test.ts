import type { DocumentNode } from 'graphql';
import {
  createStaticHandler,
  RouterContextProvider,
  type StaticHandlerContext,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PageClient } from '../app/data/pageClient';
import type { PublicConfig } from '../server/contract';
import { parseCookies } from '../app/cookies';
import { createRoutes } from './routes';

/** Answers of the booking API as the pages ask for them (by operation name). */
const answers: Record<string, unknown> = {
  Cities: { cities: [] },
  // A branch in single mode: its entry redirects to /single.
  BookingEntry: {
    branchGeneral: {
      id: '2',
      slug: 'barbershop-dorcol-2',
      name: 'Dorćol',
      interfaceMode: 'SINGLE',
    },
  },
  // The company's own slug differs from the one asked: the page redirects to it.
  CompanyPage: { branch: { slug: 'salon-lotus-vracar-1' } },
};

const operationName = (query: DocumentNode) =>
  query.definitions.flatMap((definition) =>
    definition.kind === 'OperationDefinition' && definition.name ? [definition.name.value] : [],
  )[0] ?? '';

/** Every query the pages send, recorded; a customer's data answers "not logged in". */
function fakePageClients(sent: string[]) {
  const client = {
    query: ({ query }: { query: DocumentNode }) => {
      const name = operationName(query);
      sent.push(name);
      if (name.startsWith('Profile')) {
        return Promise.reject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
      }
      return Promise.resolve({ data: answers[name] ?? {} });
    },
  } as unknown as PageClient;
  return { load: () => Promise.resolve(client) };
}

/** The server's route tree over fake page clients, and the queries it sent. */
function site() {
  const sent: string[] = [];
  const handler = createStaticHandler(
    createRoutes({
      publicConfig: { region: 'eu', country: 'RS' } as PublicConfig,
      loadMessages: () => Promise.resolve({}),
      request: {
        pages: fakePageClients(sent),
        session: { loggedIn: false },
        loadCurrentUser: () => Promise.resolve(null),
        checkRedirect: () => Promise.resolve(null),
      },
      readCookie: (request, name) => parseCookies(request.headers.get('cookie'))[name],
    }),
  );
  return { sent, handler };
}

/** The page's answer as the server render gets it: a redirect, or the page's status. */
async function serve(path: string, { sent, handler } = site()) {
  sent.length = 0;
  let context: StaticHandlerContext | undefined;
  const response = await handler.query(new Request(`http://localhost${path}`), {
    requestContext: new RouterContextProvider(),
    generateMiddlewareResponse: async (query) => {
      const result = await query(new Request(`http://localhost${path}`));
      if (result instanceof Response) return result;
      context = result;
      return new Response(null, { status: result.statusCode });
    },
  });
  const redirect = response instanceof Response && response.headers.has('location');
  const location = redirect ? response.headers.get('location') : null;
  return {
    status: redirect ? response.status : context?.statusCode,
    location,
    pageQueries: sent.filter((name) => name !== 'Cities'),
  };
}

// spec §2 "Navigation order", §5, §8: a route whose prefix or params fail validation answers 404
// before any page-level redirect or guard runs, and before the booking API is asked anything.
describe('the route tree on a URL that fails validation', () => {
  it.each([
    // A locale that is no route prefix: not the branch's single-mode redirect.
    '/sr-BA/book-now/barbershop-dorcol-2',
    // Not the login flow of a profile page.
    '/sr-BA/profile/settings',
    '/de/profile/settings',
    // Not the company page's redirect to its own slug.
    '/en/company/a%2Fb-1',
    // An id past the booking API's integers.
    '/en/book-now/joga-studio-prana-7/group/2147483648',
  ])('%s is a 404', async (path) => {
    const answer = await serve(path);
    expect(answer).toEqual({ status: 404, location: null, pageQueries: [] });
  });

  it('still runs the page redirects of a valid URL', async () => {
    expect(await serve('/sr-RS/book-now/barbershop-dorcol-2')).toMatchObject({
      status: 302,
      location: '/sr-RS/book-now/barbershop-dorcol-2/single',
    });
    expect(await serve('/en/company/salon-lotus-1')).toMatchObject({
      status: 301,
      location: '/en/company/salon-lotus-vracar-1',
    });
  });
});

describe('the route tree serving many URLs', () => {
  it('judges each URL of one route pattern by its own params', async () => {
    const server = site();
    expect(await serve('/en/company/salon-lotus-1', server)).toMatchObject({ status: 301 });
    expect(await serve('/en/company/a%2Fb-1', server)).toMatchObject({ status: 404 });
    expect(await serve('/en/company/salon-lotus-1', server)).toMatchObject({ status: 301 });
    expect(await serve('/sr-RS/book-now/barbershop-dorcol-2', server)).toMatchObject({
      status: 302,
    });
  });
});
