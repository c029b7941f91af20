import { FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { formatDay } from '../../app/format/dateTime';
import styles from './CompanyPage.module.css';

export const ReviewItemFragment = graphql(`
  fragment CompanyReviewItem_review on Review {
    id
    rating
    text
    language
    author
    masterName
    createdAt
    reply {
      text
      repliedAt
    }
  }
`);

/** One review with its stars, date, text and the business's reply. */
export function ReviewItem({
  review: reviewRef,
  businessName,
}: {
  review: FragmentType<typeof ReviewItemFragment>;
  businessName: string;
}) {
  const review = getFragmentData(ReviewItemFragment, reviewRef);
  const intl = useIntl();
  const date = (iso: string) => formatDay(intl, iso);
  return (
    <article className={styles.review}>
      <header className={styles.reviewHeader}>
        {/* A person's name stays as they wrote it, in whatever script (translate="no"); it heads
            the review, under the page's reviews heading (h2). */}
        <h3 className={styles.reviewAuthor} translate="no">
          {review.author}
        </h3>
        <span
          className={styles.stars}
          role="img"
          aria-label={intl.formatMessage({ id: 'company.rating.stars' }, { stars: review.rating })}
        >
          {'★'.repeat(review.rating)}
          <span className={styles.starsOff}>{'★'.repeat(5 - review.rating)}</span>
        </span>
        <time className={styles.muted} dateTime={review.createdAt}>
          {date(review.createdAt)}
        </time>
      </header>
      {review.masterName && (
        <p className={styles.muted}>
          <FormattedMessage id="company.reviews.master" values={{ name: review.masterName }} />
        </p>
      )}
      {review.text && (
        <p className={styles.reviewText} lang={review.language}>
          {review.text}
        </p>
      )}
      {review.reply && (
        <div className={styles.reply}>
          <p className={styles.replyHeading}>
            <FormattedMessage id="company.reviews.reply" values={{ business: businessName }} />{' '}
            <time className={styles.muted} dateTime={review.reply.repliedAt}>
              {date(review.reply.repliedAt)}
            </time>
          </p>
          {/* The business answers in the reviewer's language. */}
          <p className={styles.reviewText} lang={review.language}>
            {review.reply.text}
          </p>
        </div>
      )}
    </article>
  );
}
