// The editorial pages upstream: GET /content/* (blog, help center, for-business, pricing, promo
// and legal pages, spec §2 Marketing and content). All public and slow-changing, so every answer
// goes through the shared cache, keyed by everything the answer depends on.
import type { components } from './__generated__/api.js';
import type { BookingApi, UpstreamResult } from './bookingApi.js';

export type UpstreamBlogPostList = components['schemas']['BlogPostList'];
export type UpstreamBlogPost = components['schemas']['BlogPost'];
export type UpstreamHelpArticle = components['schemas']['HelpArticle'];
export type UpstreamForBusinessPageSummary = components['schemas']['ForBusinessPageSummary'];
export type UpstreamForBusinessPage = components['schemas']['ForBusinessPage'];
export type UpstreamForBusinessSection = UpstreamForBusinessPage['sections'][number];
export type UpstreamPricingPlan = components['schemas']['PricingPlan'];
export type UpstreamPromoPage = components['schemas']['PromoPage'];
export type UpstreamLegalPage = components['schemas']['LegalPage'];

/** The cache key of a content answer: the country and language are part of every one. */
function key(api: BookingApi, ...parts: (string | number)[]): string {
  const { 'x-project-country': country, 'accept-language': language } = api.header;
  return ['content', country, language, ...parts].join('|');
}

/** A page looked up by slug: null when the api has none (404, or a slug it refuses: 400). */
function orNull<T>(api: BookingApi, cacheKey: string, send: () => Promise<UpstreamResult<T>>) {
  return api.cached(cacheKey, async (): Promise<T | null> => {
    const result = await api.reach(send);
    if (result.response.status === 404 || result.response.status === 400) return null;
    return api.unwrap(result);
  });
}

export interface BlogListRequest {
  page: number;
  pageSize: number;
  tag?: string;
}

export function blogPosts(api: BookingApi, request: BlogListRequest) {
  const query = { page: request.page, pageSize: request.pageSize, tag: request.tag };
  return api.cached(key(api, 'blog', request.page, request.pageSize, request.tag ?? ''), () =>
    api.call(() => api.client.GET('/content/blog', { params: { header: api.header, query } })),
  );
}

export function blogPost(api: BookingApi, slug: string) {
  return orNull(api, key(api, 'blog-post', slug), () =>
    api.client.GET('/content/blog/{slug}', { params: { header: api.header, path: { slug } } }),
  );
}

export function helpCenter(api: BookingApi) {
  return api.cached(key(api, 'help'), () =>
    api.call(() => api.client.GET('/content/help', { params: { header: api.header } })),
  );
}

export function helpArticle(api: BookingApi, slug: string) {
  return orNull(api, key(api, 'help-article', slug), () =>
    api.client.GET('/content/help/{slug}', { params: { header: api.header, path: { slug } } }),
  );
}

/** Help articles with every word of `text`, best match first (api's full-text search). */
export async function searchHelpArticles(
  api: BookingApi,
  text: string,
): Promise<UpstreamHelpArticle[]> {
  const { articles } = await api.call(() =>
    api.client.GET('/content/help-search', { params: { header: api.header, query: { q: text } } }),
  );
  return articles;
}

export function forBusinessPages(api: BookingApi) {
  return api.cached(key(api, 'for-business'), () =>
    api.call(() => api.client.GET('/content/for-business', { params: { header: api.header } })),
  );
}

export function forBusinessPage(api: BookingApi, slug: string) {
  return orNull(api, key(api, 'for-business', slug), () =>
    api.client.GET('/content/for-business/{slug}', {
      params: { header: api.header, path: { slug } },
    }),
  );
}

export function pricing(api: BookingApi) {
  return api.cached(key(api, 'pricing'), () =>
    api.call(() => api.client.GET('/content/pricing', { params: { header: api.header } })),
  );
}

export function promoPage(api: BookingApi, slug: string) {
  return orNull(api, key(api, 'promo', slug), () =>
    api.client.GET('/content/promo/{slug}', { params: { header: api.header, path: { slug } } }),
  );
}

export function legalPage(api: BookingApi, slug: string) {
  return orNull(api, key(api, 'legal', slug), () =>
    api.client.GET('/content/legal/{slug}', { params: { header: api.header, path: { slug } } }),
  );
}
