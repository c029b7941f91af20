import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';

/**
 * An exception of the server render (a loader's or a component's) as the error page shows it and
 * the browser hydrates it: a plain object, so its stack survives the hydration data. Its message
 * and stack only outside production: a visitor's `?error` must never show a server's internals.
 */
export interface ServerError {
  serverError: true;
  message?: string;
  stack?: string;
}

export function isServerError(error: unknown): error is ServerError {
  return typeof error === 'object' && error !== null && 'serverError' in error;
}

export function serverErrorOf(error: unknown, production: boolean): ServerError {
  if (production) return { serverError: true };
  const failure = error instanceof Error ? error : new Error(String(error));
  return { serverError: true, message: failure.message, stack: failure.stack };
}

/**
 * The context's exceptions as the page shows them; route error responses (a 404's path, a 503)
 * stay as they are. `found` receives each exception for the gateway's log.
 */
export function withServerErrors(
  context: StaticHandlerContext,
  production: boolean,
  found: (error: unknown) => void,
): StaticHandlerContext {
  if (!context.errors) return context;
  const errors = Object.fromEntries(
    Object.entries(context.errors).map(([routeId, error]) => {
      if (isRouteErrorResponse(error) || isServerError(error)) return [routeId, error];
      found(error);
      return [routeId, serverErrorOf(error, production)];
    }),
  );
  return { ...context, errors };
}

/**
 * The context of a render that threw: the error goes to the deepest matched route with an error
 * boundary below `above` (or the root's), as a loader's error would, and the page is a 500.
 */
export function contextWithRenderError(
  context: StaticHandlerContext,
  error: ServerError,
  above = context.matches.length,
): { context: StaticHandlerContext; boundary: number } {
  let boundary = 0;
  for (let index = Math.min(above, context.matches.length) - 1; index > 0; index -= 1) {
    // The router's routes carry a boundary as errorElement (made from ErrorBoundary).
    const { route } = context.matches[index]!;
    if (route.errorElement || route.ErrorBoundary) {
      boundary = index;
      break;
    }
  }
  const routeId = context.matches[boundary]?.route.id ?? 'root';
  return {
    context: { ...context, statusCode: 500, errors: { [routeId]: error } },
    boundary,
  };
}
