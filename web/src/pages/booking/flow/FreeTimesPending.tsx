import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { wholePageHref } from '../../../app/data/lateData';
import { SlotsSkeleton } from './WeekCalendar';
import styles from './booking.module.css';

/**
 * While free times are on their way (the server sent the page before them): where they will be.
 * Without JavaScript the stream cannot put them in place: a link asks for the page whole.
 */
export function FreeTimesLoading({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const location = useLocation();
  return (
    <>
      <p className={styles.note} role="status">
        <FormattedMessage id="bookingFlow.loadingTimes" />
      </p>
      <SlotsSkeleton label={intl.formatMessage({ id: 'bookingFlow.loadingTimes' })} />
      <noscript>
        <p className={styles.note}>
          <a href={wholePageHref(location)}>
            <FormattedMessage id="bookingFlow.showTimes" />
          </a>
        </p>
      </noscript>
      {children}
    </>
  );
}

/** The free times could not be loaded: say so, and offer to try again. */
export function FreeTimesFailed({ children }: { children?: ReactNode }) {
  return (
    <>
      <p className={styles.alert} role="alert">
        <FormattedMessage id="bookingFlow.timesFailed" />{' '}
        <a href="">
          <FormattedMessage id="bookingFlow.tryAgain" />
        </a>
      </p>
      {children}
    </>
  );
}
