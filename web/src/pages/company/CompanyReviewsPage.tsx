import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, Link } from 'react-router';
import { localizedPath, useLocale } from '../../app/locale';
import { useShell } from '../../app/shell';
import { breadcrumbList, Seo } from '../../components/seo/Seo';
import { companyPaths, shorten } from './companySeo';
import { BookNowLink } from './ContactActions';
import { RatingSummary } from './RatingSummary';
import { ReviewItem } from './ReviewItem';
import { SavedDataNotice } from './SavedDataNotice';
import styles from './CompanyPage.module.css';
import { type loader, sorts, type SortParam, reviewsHref } from './CompanyReviewsPage.data';

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
