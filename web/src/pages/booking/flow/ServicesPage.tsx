import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, Link } from 'react-router';
import { stepHref, toggleService } from './bookingState';
import { chosenServices } from './flowData';
import { formatDuration } from '../../../app/format/duration';
import { NextLink, SelectionBar, ServicePrice, StepHeader } from './FlowParts';
import styles from './booking.module.css';
import type { loader } from './ServicesPage.data';

/** /book-now/{slug}/services: the menu by category; several services in one order. */
export function Component() {
  const { branch, state, prefix, slug } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const chosen = chosenServices(branch, state);
  // In the master flow the menu is what the chosen master performs.
  const master = state.masterFlow && state.m ? branch.masters.find((m) => m.id === state.m) : null;
  const offered = (id: string) => !master || master.serviceIds.includes(id);
  const step = { step: 'services' as const, branch, state, prefix, slug };
  return (
    <div className={styles.step}>
      <StepHeader {...step} heading="bookingPage.services.heading" />
      {master && (
        <p className={styles.note}>
          <FormattedMessage id="bookingFlow.servicesOf" values={{ name: master.name }} />
        </p>
      )}
      {branch.services.map((category) => {
        const services = category.services.filter((service) => offered(service.id));
        if (services.length === 0) return null;
        return (
          <section key={category.id} className={styles.category}>
            <h2 className={styles.categoryTitle}>{category.title}</h2>
            <ul className={styles.list}>
              {services.map((service) => {
                const selected = state.services.includes(service.id);
                return (
                  <li key={service.id}>
                    <Link
                      className={`${styles.option} ${selected ? styles.selected : ''}`}
                      to={stepHref(prefix, slug, 'services', toggleService(state, service.id))}
                      replace
                      preventScrollReset
                      aria-current={selected ? 'true' : undefined}
                    >
                      <span className={styles.optionMain}>
                        <span className={styles.optionTitle}>{service.name}</span>
                        <span className={styles.optionMeta}>
                          {formatDuration(intl, service.durationMinutes)}
                          {' · '}
                          <ServicePrice service={service} />
                        </span>
                      </span>
                      <span className={styles.optionAction}>
                        <FormattedMessage
                          id={selected ? 'bookingFlow.remove' : 'bookingFlow.add'}
                        />
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      <SelectionBar services={chosen} currency={branch.currency}>
        <NextLink step="services" state={state} prefix={prefix} slug={slug} />
      </SelectionBar>
    </div>
  );
}
