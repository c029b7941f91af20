import {
  data,
  type ActionFunction,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { navigationContext } from '../app/navigation/pipeline';

/**
 * spec §8: the 404 of a failed route validation, "Page Not Found: {path}". Loaders throw it too for
 * a query value the page cannot be without that fails its rule (routing/urlValues.ts).
 */
export function invalidUrl(request: Request): never {
  const path = new URL(request.url).pathname;
  throw data({ message: `Page Not Found: ${path}`, path }, { status: 404 });
}

function failedValidation({ context, request }: LoaderFunctionArgs) {
  if (context.get(navigationContext)?.notFound) invalidUrl(request);
}

function guardLoader(loader: LoaderFunction): LoaderFunction {
  return (args, handlerContext) => {
    failedValidation(args);
    return loader(args, handlerContext);
  };
}

function guardAction(action: ActionFunction): ActionFunction {
  return (args, handlerContext) => {
    failedValidation(args);
    return action(args, handlerContext);
  };
}

/** A lazily loaded loader or action, guarded once it is there. */
function guardLoaded<T, U>(loaded: T | U, guard: (handler: T) => T) {
  return typeof loaded === 'function' ? guard(loaded as T) : loaded;
}

type LazyExports = Pick<RouteObject, 'loader' | 'action'>;

function guardExports<T extends LazyExports>(exports: T): T {
  const guarded = { ...exports };
  if (typeof exports.loader === 'function') guarded.loader = guardLoader(exports.loader);
  if (typeof exports.action === 'function') guarded.action = guardAction(exports.action);
  return guarded;
}

/**
 * spec §2, §5: a route whose prefix or params fail validation answers 404 before any page-level
 * redirect or guard. React Router runs the matched routes' loaders side by side, so a page's
 * loader would otherwise still run for /de/profile/settings (and start the login flow) or for
 * /en/company/a%2Fb-1 (and redirect to the company's own slug), and a redirect wins over the 404.
 * Every loader and action of `routes` (their lazy ones too) first answers the pipeline's 404.
 */
export function validatedFirst(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const guarded: RouteObject = { ...guardExports(route) } as RouteObject;
    const lazy = route.lazy;
    if (typeof lazy === 'function') {
      // Keeps the lazy function's own properties (its preload without chunk recovery).
      guarded.lazy = Object.assign(
        async () => guardExports((await lazy()) as LazyExports),
        lazy,
      ) as RouteObject['lazy'];
    } else if (lazy) {
      // The object form: its loader and action load on their own.
      const { loader, action } = lazy;
      guarded.lazy = {
        ...lazy,
        ...(loader && {
          loader: Object.assign(async () => guardLoaded(await loader(), guardLoader), loader),
        }),
        ...(action && {
          action: Object.assign(async () => guardLoaded(await action(), guardAction), action),
        }),
      };
    }
    if (route.children) guarded.children = validatedFirst(route.children);
    return guarded;
  });
}
