// The public pages search engines are told about upstream: GET /sitemap/{country}.
import type { components } from './__generated__/api.js';
import type { BookingApi } from './bookingApi.js';

export type UpstreamSitemapPage = components['schemas']['SitemapPage'];

/** One page of the project country's sitemap entries (public: the shared cache). */
export function sitemapEntries(
  api: BookingApi,
  page: number,
  pageSize: number,
): Promise<UpstreamSitemapPage> {
  const country = api.header['x-project-country'];
  return api.cached(`sitemap|${country}|${page}|${pageSize}`, () =>
    api.call(() =>
      api.client.GET('/sitemap/{country}', {
        params: { header: api.header, path: { country }, query: { page, pageSize } },
      }),
    ),
  );
}
