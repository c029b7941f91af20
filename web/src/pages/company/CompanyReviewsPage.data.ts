import { redirect, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__';
import type { ReviewSort } from '../../__generated__/graphql';
import { loadPageQuery } from '../../app/data/pageData';
import { canonicalSlugPath } from './canonicalSlugPath';

export const reviewsPageSize = 10;

export const CompanyReviewsQuery = graphql(`
  query CompanyReviews($slug: ID!, $page: Int!, $pageSize: Int!, $sort: ReviewSort!) {
    branch(id: $slug) {
      id
      slug
      name
      city {
        slug
        title
      }
      reviews(page: $page, pageSize: $pageSize, sort: $sort) {
        total
        page
        pageCount
        rating {
          average
          count
        }
        ratingBreakdown {
          stars
          count
        }
        items {
          id
          ...CompanyReviewItem_review
        }
      }
    }
    bookingUnavailable
  }
`);

export const sorts = { newest: 'NEWEST', highest: 'HIGHEST', lowest: 'LOWEST' } as const;
export type SortParam = keyof typeof sorts;

/** ?page=N (1 when absent or not a page number) and ?sort=newest|highest|lowest. */
export function reviewsParams(search: URLSearchParams): { page: number; sort: SortParam } {
  const page = Number(search.get('page') ?? '1');
  const sort = search.get('sort');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sort: sort && sort in sorts ? (sort as SortParam) : 'newest',
  };
}

/** The URL of a reviews page: page 1 and the default sort leave their params out. */
export function reviewsHref(base: string, page: number, sort: SortParam): string {
  const query = new URLSearchParams();
  if (sort !== 'newest') query.set('sort', sort);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { page, sort } = reviewsParams(new URL(request.url).searchParams);
  const data = await loadPageQuery(
    context,
    request,
    CompanyReviewsQuery,
    { slug: params.slug ?? '', page, pageSize: reviewsPageSize, sort: sorts[sort] as ReviewSort },
    { found: (result) => result.branch != null },
  );
  const canonical = canonicalSlugPath(request, params.slug, data.branch!.slug);
  if (canonical) throw redirect(canonical, 301);
  // A page past the last is no page (search engines must not index empty pages).
  if (page > data.branch!.reviews.pageCount) {
    throw redirect(reviewsHref(new URL(request.url).pathname, 1, sort), 302);
  }
  return { ...data, page, sort };
}
