import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';

/**
 * The router's hydration data in the form createBrowserRouter revives from
 * window.__staticRouterHydrationData (route error responses and errors tagged with __type).
 */
export function serializeRouterState(context: StaticHandlerContext) {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([routeId, error]) => {
          if (isRouteErrorResponse(error))
            return [routeId, { ...error, __type: 'RouteErrorResponse' }];
          if (error instanceof Error) return [routeId, { message: error.message, __type: 'Error' }];
          return [routeId, error];
        }),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}
