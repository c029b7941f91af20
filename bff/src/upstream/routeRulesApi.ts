// Redirect rules for old and moved site paths upstream: GET /route-rules/lookup.
import type { components } from './__generated__/api.js';
import type { BookingApi } from './bookingApi.js';

export type UpstreamRouteRedirect = components['schemas']['RouteRedirect'];

/**
 * The redirect rule for a site path, or null (public and slow-changing: shared cache). Only site
 * paths are looked up; anything else has no rule. GraphQL's routeRedirect answers it, and a server
 * render asks it directly (ssr/pageRoutes.ts).
 */
export async function routeRedirect(
  api: BookingApi,
  path: string,
): Promise<UpstreamRouteRedirect | null> {
  if (!path.startsWith('/') || path.length > 2000) return null;
  return api.cached(`route:${path}`, async () => {
    const result = await api.reach(() =>
      api.client.GET('/route-rules/lookup', { params: { header: api.header, query: { path } } }),
    );
    return result.response.status === 404 ? null : api.unwrap(result);
  });
}
