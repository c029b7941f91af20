import { FormattedMessage, useIntl } from 'react-intl';
import { redirect, useLoaderData, type LoaderFunctionArgs, Link } from 'react-router';
import { graphql } from '../../__generated__';
import type { ReviewSort } from '../../__generated__/graphql';
import { loadPageQuery } from '../../app/data/pageData';
import { localizedPath, useLocale } from '../../app/locale';
import { useShell } from '../../app/shell';
import { breadcrumbList, Seo } from '../../components/seo/Seo';
import { canonicalSlugPath } from './CompanyPage';
import { companyPaths, shorten } from './companySeo';
import { BookNowLink } from './ContactActions';
import { RatingSummary } from './RatingSummary';
import { ReviewItem } from './ReviewItem';
import { SavedDataNotice } from './SavedDataNotice';
import styles from './CompanyPage.module.css';

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

const sorts = { newest: 'NEWEST', highest: 'HIGHEST', lowest: 'LOWEST' } as const;
type SortParam = keyof typeof sorts;

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

/** /company/{slug}/reviews: every review, paged with links, sortable, with the replies. */
export function Component() {
  const { branch, page, sort, bookingUnavailable } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const { prefix } = useLocale();
  const { publicConfig } = useShell();
  if (!branch) return null;
  const paths = companyPaths(prefix, branch.slug);
  const { reviews } = branch;
  const absolute = (path: string) => new URL(path, publicConfig.siteUrl).href;
  const title = intl.formatMessage(
    { id: page > 1 ? 'company.reviewsPage.titlePaged' : 'company.reviewsPage.title' },
    { name: branch.name, city: branch.city.title, page },
  );
  return (
    <div className={styles.page}>
      <Seo
        title={title}
        description={shorten(
          intl.formatMessage(
            { id: 'company.reviewsPage.description' },
            { name: branch.name, count: reviews.total },
          ),
          155,
        )}
        noindex={sort !== 'newest'}
        jsonLd={breadcrumbList([
          {
            name: intl.formatMessage({ id: 'company.breadcrumbs.home' }),
            url: absolute(paths.home),
          },
          { name: branch.city.title, url: absolute(paths.city(branch.city.slug)) },
          { name: branch.name, url: absolute(paths.page) },
          { name: intl.formatMessage({ id: 'company.reviews' }), url: absolute(paths.reviews) },
        ])}
      />
      <nav aria-label={intl.formatMessage({ id: 'company.breadcrumbs' })}>
        <ol className={styles.breadcrumbs}>
          <li>
            <Link to={localizedPath(prefix, '/')}>
              <FormattedMessage id="company.breadcrumbs.home" />
            </Link>
          </li>
          <li>
            <Link to={paths.city(branch.city.slug)}>{branch.city.title}</Link>
          </li>
          <li>
            <Link to={paths.page}>{branch.name}</Link>
          </li>
          <li aria-current="page">
            <FormattedMessage id="company.reviews" />
          </li>
        </ol>
      </nav>
      <SavedDataNotice shown={bookingUnavailable} />
      <header className={styles.header}>
        <h1 className={styles.title}>
          <FormattedMessage id="company.reviewsPage.heading" values={{ name: branch.name }} />
        </h1>
      </header>
      <div className={styles.columns}>
        <section className={styles.section} aria-labelledby="all-reviews">
          <h2 id="all-reviews" className={styles.visuallyHidden}>
            <FormattedMessage id="company.reviews" />
          </h2>
          <RatingSummary rating={reviews.rating} breakdown={reviews.ratingBreakdown} />
          {reviews.total > 1 && (
            <nav aria-label={intl.formatMessage({ id: 'company.reviewsPage.sort' })}>
              <ul className={styles.sorts}>
                <li className={styles.muted}>
                  <FormattedMessage id="company.reviewsPage.sort" />
                </li>
                {(Object.keys(sorts) as SortParam[]).map((option) => (
                  <li key={option}>
                    <Link
                      to={reviewsHref(paths.reviews, 1, option)}
                      aria-current={option === sort ? 'true' : undefined}
                      rel="nofollow"
                    >
                      <FormattedMessage id={`company.reviewsPage.sort.${option}`} />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {reviews.items.map((review) => (
            <ReviewItem key={review.id} review={review} businessName={branch.name} />
          ))}
          {reviews.pageCount > 1 && (
            <Pager base={paths.reviews} page={page} pageCount={reviews.pageCount} sort={sort} />
          )}
        </section>
        <aside className={styles.aside} aria-label={intl.formatMessage({ id: 'company.contact' })}>
          <div className={styles.card}>
            <BookNowLink to={paths.booking} branchId={branch.id} />
            <Link to={paths.page}>
              <FormattedMessage id="company.reviewsPage.back" values={{ name: branch.name }} />
            </Link>
          </div>
        </aside>
      </div>
    </div>
  );
}

/** Page links search engines can follow: previous, a window of numbers, next. */
function Pager({
  base,
  page,
  pageCount,
  sort,
}: {
  base: string;
  page: number;
  pageCount: number;
  sort: SortParam;
}) {
  const intl = useIntl();
  const first = Math.max(1, Math.min(page - 2, pageCount - 4));
  const numbers = Array.from({ length: Math.min(5, pageCount) }, (_, i) => first + i);
  return (
    <nav aria-label={intl.formatMessage({ id: 'company.reviewsPage.pages' })}>
      <ul className={styles.pager}>
        {page > 1 && (
          <li>
            <Link to={reviewsHref(base, page - 1, sort)} rel="prev">
              <FormattedMessage id="company.reviewsPage.previous" />
            </Link>
          </li>
        )}
        {numbers.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page">{number}</span>
            ) : (
              <Link
                to={reviewsHref(base, number, sort)}
                aria-label={intl.formatMessage(
                  { id: 'company.reviewsPage.page' },
                  { page: number },
                )}
              >
                {number}
              </Link>
            )}
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link to={reviewsHref(base, page + 1, sort)} rel="next">
              <FormattedMessage id="company.reviewsPage.next" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
