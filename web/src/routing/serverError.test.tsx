// @vitest-environment node
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  data,
  StaticRouterProvider,
  useRouteError,
  type StaticHandlerContext,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  contextWithRenderError,
  isServerError,
  serverErrorOf,
  withServerErrors,
  type ServerError,
} from './serverError';

function Shown() {
  const error = useRouteError();
  if (!isServerError(error)) return <p>not a server error</p>;
  return (
    <p>{`locale boundary:${error.message ?? 'no message'}|${error.stack ? 'with stack' : 'no stack'}`}</p>
  );
}

function Throwing(): never {
  throw new Error('boom-component');
}

const routes = [
  {
    id: 'root',
    ErrorBoundary: () => <p>root boundary</p>,
    children: [
      {
        id: 'locale',
        path: ':locale',
        ErrorBoundary: Shown,
        children: [
          { id: 'page', index: true, Component: Throwing },
          {
            id: 'failing',
            path: 'failing',
            loader: () => {
              throw new Error('loader internals');
            },
            Component: () => null,
          },
          {
            id: 'missing',
            path: 'missing',
            loader: () => {
              throw data({ message: 'Page Not Found: /en/missing' }, { status: 404 });
            },
            Component: () => null,
          },
        ],
      },
    ],
  },
];

async function contextOf(path: string) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`https://termin.test${path}`));
  if (context instanceof Response) throw new Error('unexpected response');
  return { handler, context };
}

const html = (handler: ReturnType<typeof createStaticHandler>, context: StaticHandlerContext) =>
  renderToString(
    <StaticRouterProvider
      router={createStaticRouter(handler.dataRoutes, context)}
      context={context}
    />,
  );

describe('server render errors', () => {
  it("gives a component's exception to its route's boundary, with details outside production", async () => {
    const { handler, context } = await contextOf('/en');
    expect(() => html(handler, context)).toThrow('boom-component');
    let thrown: unknown;
    try {
      html(handler, context);
    } catch (error) {
      thrown = error;
    }
    const fallback = contextWithRenderError(context, serverErrorOf(thrown, false));
    expect(fallback.boundary).toBe(1);
    expect(fallback.context.statusCode).toBe(500);
    expect(html(handler, fallback.context)).toContain('locale boundary:boom-component|with stack');
  });

  it('falls back to the root boundary when the route boundary itself failed', async () => {
    const { handler, context } = await contextOf('/en');
    const error = serverErrorOf(new Error('boom'), false);
    const first = contextWithRenderError(context, error);
    const second = contextWithRenderError(first.context, error, first.boundary);
    expect(second.boundary).toBe(0);
    expect(html(handler, second.context)).toContain('root boundary');
  });

  it('keeps no message or stack of a server exception in production', async () => {
    const { handler, context } = await contextOf('/en/failing');
    const found: unknown[] = [];
    const shown = withServerErrors(context, true, (error) => found.push(error));
    expect(found).toEqual([expect.objectContaining({ message: 'loader internals' })]);
    const error = shown.errors?.locale as ServerError;
    expect(error).toEqual({ serverError: true });
    const page = html(handler, shown);
    expect(page).toContain('locale boundary:no message|no stack');
    expect(page).not.toContain('loader internals');
  });

  it('leaves route error responses (a 404 and its path) as they are', async () => {
    const { context } = await contextOf('/en/missing');
    const found: unknown[] = [];
    const shown = withServerErrors(context, true, (error) => found.push(error));
    expect(found).toEqual([]);
    expect(shown.errors?.locale).toBe(context.errors?.locale);
  });
});
