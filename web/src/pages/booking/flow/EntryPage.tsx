import { FormattedMessage } from 'react-intl';
import { useLoaderData, Link } from 'react-router';
import { stepHref, withState } from './bookingState';
import styles from './booking.module.css';
import type { loader } from './EntryPage.data';

/** Multi mode stays here: start with the services, or with a specialist (the master flow). */
export function Component() {
  const { branch, prefix, slug, state } = useLoaderData<typeof loader>();
  return (
    <div className={styles.step}>
      <title>{`${branch.name} | Termin`}</title>
      <p className={styles.branchName}>
        <FormattedMessage id="bookingPage.entry.heading" />
      </p>
      <h1 className={styles.heading}>{branch.name}</h1>
      <p className={styles.note}>
        <FormattedMessage id="bookingPage.entry.intro" />
      </p>
      <ul className={styles.list}>
        <li>
          <Link className={styles.option} to={stepHref(prefix, slug, 'services', state)}>
            <span className={styles.optionMain}>
              <span className={styles.optionTitle}>
                <FormattedMessage id="bookingFlow.startServices" />
              </span>
              <span className={styles.optionMeta}>
                <FormattedMessage id="bookingFlow.startServicesHint" />
              </span>
            </span>
          </Link>
        </li>
        <li>
          <Link
            className={styles.option}
            to={stepHref(prefix, slug, 'master', withState(state, { masterFlow: true }))}
          >
            <span className={styles.optionMain}>
              <span className={styles.optionTitle}>
                <FormattedMessage id="bookingFlow.startMaster" />
              </span>
              <span className={styles.optionMeta}>
                <FormattedMessage id="bookingFlow.startMasterHint" />
              </span>
            </span>
          </Link>
        </li>
      </ul>
    </div>
  );
}
