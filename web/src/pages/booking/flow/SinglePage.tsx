import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, Link } from 'react-router';
import { stepHref } from './bookingState';
import { formatDuration } from '../../../app/format/duration';
import { ServicePrice, StepHeader } from './FlowParts';
import styles from './booking.module.css';
import type { loader } from './SinglePage.data';

/**
 * /book-now/{slug}/single: individual services. One service per booking with whoever is free:
 * picking one goes straight to the calendar (the individual flag; spec §2 back rules).
 */
export function Component() {
  const { branch, state, prefix, slug } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const step = { step: 'single' as const, branch, state, prefix, slug };
  return (
    <div className={styles.step}>
      <StepHeader {...step} heading="bookingPage.single.heading" />
      <p className={styles.note}>
        <FormattedMessage id="bookingPage.single.intro" />
      </p>
      {branch.services.map((category) => (
        <section key={category.id} className={styles.category}>
          <h2 className={styles.categoryTitle}>{category.title}</h2>
          <ul className={styles.list}>
            {category.services.map((service) => (
              <li key={service.id}>
                <Link
                  className={styles.option}
                  to={stepHref(prefix, slug, 'calendar', {
                    services: [service.id],
                    masterFlow: false,
                    isEditing: false,
                    anyEmployee: false,
                    individual: true,
                  })}
                >
                  <span className={styles.optionMain}>
                    <span className={styles.optionTitle}>{service.name}</span>
                    <span className={styles.optionMeta}>
                      {formatDuration(intl, service.durationMinutes)}
                      {' · '}
                      <ServicePrice service={service} />
                    </span>
                    {service.description && (
                      <span className={styles.optionMeta}>{service.description}</span>
                    )}
                  </span>
                  <span className={styles.optionAction}>
                    <FormattedMessage id="bookingFlow.book" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
