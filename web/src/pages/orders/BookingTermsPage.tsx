import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, Link } from 'react-router';
import { Seo } from '../../components/seo/Seo';
import { descriptionLength, shorten } from '../company/companySeo';
import styles from './afterBooking.module.css';
import { bookNow } from '../../routing/paths';
import type { loader } from './BookingTermsPage.data';

const sections = ['booking', 'cancellation', 'payment', 'giftCards', 'reviews'] as const;

export function Component() {
  const { branch, prefix } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const heading = intl.formatMessage({ id: 'ordersPage.terms.heading' }, { branch: branch.name });
  const values = { branch: branch.name, hours: Math.round(branch.cancellationWindowMinutes / 60) };
  return (
    <article className={styles.page}>
      <Seo
        title={`${heading} | Termin`}
        description={shorten(
          `${intl.formatMessage({ id: 'ordersPage.terms.booking.text' }, values)} ${intl.formatMessage({ id: 'ordersPage.terms.cancellation.text' }, values)}`,
          descriptionLength,
        )}
      />
      <h1 className={styles.heading}>{heading}</h1>
      {sections.map((section) => (
        <section key={section} aria-labelledby={`terms-${section}`}>
          <h2 id={`terms-${section}`} className={styles.subheading}>
            <FormattedMessage id={`ordersPage.terms.${section}.title`} />
          </h2>
          <p>
            <FormattedMessage id={`ordersPage.terms.${section}.text`} values={values} />
          </p>
        </section>
      ))}
      <Link className={styles.secondary} to={bookNow(prefix, branch.slug)}>
        <FormattedMessage id="ordersPage.terms.book" values={{ branch: branch.name }} />
      </Link>
    </article>
  );
}
