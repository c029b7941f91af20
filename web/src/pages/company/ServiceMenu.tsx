import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { tracker } from '../../app/analytics/tracker';
import { formatDuration } from '../../app/format/duration';
import { formatMenuPrice } from '../../app/format/money';
import styles from './CompanyPage.module.css';

export const ServiceMenuFragment = graphql(`
  fragment CompanyServiceMenu_branch on Branch {
    id
    services {
      id
      title
      services {
        id
        name
        description
        durationMinutes
        priceFrom
        price {
          amount
          currency
        }
      }
    }
  }
`);

/** The services menu grouped by category, with durations and prices; each books directly. */
export function ServiceMenu({
  branch,
  bookingLink,
}: {
  branch: FragmentType<typeof ServiceMenuFragment>;
  /** The booking of a service (routing/paths.ts). */
  bookingLink: (serviceId: string) => string;
}) {
  const { id: branchId, services: categories } = getFragmentData(ServiceMenuFragment, branch);
  const intl = useIntl();
  if (categories.length === 0) {
    return (
      <p className={styles.muted}>
        <FormattedMessage id="company.services.empty" />
      </p>
    );
  }
  return (
    <>
      {categories.length > 1 && (
        <nav aria-label={intl.formatMessage({ id: 'company.services.categories' })}>
          <ul className={styles.chips}>
            {categories.map((category) => (
              <li key={category.id}>
                <a
                  className={styles.chip}
                  href={`#category-${category.id}`}
                  onClick={() =>
                    tracker.track('click_category', { branchId, categoryId: category.id })
                  }
                >
                  {category.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {categories.map((category) => (
        <section
          key={category.id}
          id={`category-${category.id}`}
          aria-labelledby={`category-${category.id}-title`}
          className={styles.category}
        >
          <h3 id={`category-${category.id}-title`} className={styles.categoryTitle}>
            {category.title}
          </h3>
          <ul className={styles.serviceList}>
            {category.services.map((service) => {
              return (
                <li key={service.id} className={styles.service}>
                  <div className={styles.serviceText}>
                    <span className={styles.serviceName}>{service.name}</span>
                    {service.description && (
                      <span className={styles.muted}>{service.description}</span>
                    )}
                    <span className={styles.muted}>
                      {formatDuration(intl, service.durationMinutes)}
                    </span>
                  </div>
                  <div className={styles.serviceBuy}>
                    <span className={styles.price}>
                      {formatMenuPrice(intl, service.price, service.priceFrom)}
                    </span>
                    <Link
                      className={styles.smallButton}
                      to={bookingLink(service.id)}
                      aria-label={intl.formatMessage(
                        { id: 'company.services.bookService' },
                        { service: service.name },
                      )}
                      onClick={() =>
                        tracker.track('click_service', { branchId, serviceId: service.id })
                      }
                    >
                      <FormattedMessage id="company.services.book" />
                    </Link>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
