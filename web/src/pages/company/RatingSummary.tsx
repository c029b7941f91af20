import { FormattedMessage, useIntl } from 'react-intl';
import { formatRating } from './companyFormat';
import styles from './CompanyPage.module.css';

/** The average, the review count and how many reviews gave each number of stars. */
export function RatingSummary({
  rating,
  breakdown,
}: {
  rating: { average?: number | null; count: number };
  breakdown: readonly { stars: number; count: number }[];
}) {
  const intl = useIntl();
  if (rating.count === 0 || rating.average == null) {
    return (
      <p className={styles.muted}>
        <FormattedMessage id="company.reviews.none" />
      </p>
    );
  }
  return (
    <div className={styles.ratingSummary}>
      <p className={styles.ratingBig}>
        <span className={styles.ratingValue}>{formatRating(intl, rating.average)}</span>
        <span className={styles.muted}>
          <FormattedMessage id="company.reviews.count" values={{ count: rating.count }} />
        </span>
      </p>
      <ul
        className={styles.breakdown}
        aria-label={intl.formatMessage({ id: 'company.reviews.breakdown' })}
      >
        {breakdown.map(({ stars, count }) => (
          <li key={stars} className={styles.breakdownRow}>
            <span className={styles.breakdownLabel}>
              <FormattedMessage id="company.rating.stars" values={{ stars }} />
            </span>
            <span className={styles.bar} aria-hidden="true">
              <span
                className={styles.barFill}
                style={{ width: `${Math.round((count / rating.count) * 100)}%` }}
              />
            </span>
            <span className={styles.breakdownCount}>{count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
