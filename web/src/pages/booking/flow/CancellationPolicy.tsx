import { FormattedMessage, useIntl } from 'react-intl';
import { formatVenueDateTime } from '../../../app/format/dateTime';
import { VenuePhone } from '../../orders/VenuePhone';
import { formatDuration } from '../../../app/format/duration';
import styles from './booking.module.css';

/**
 * The checkout's cancellation terms for this time (issue 42): until when it can be cancelled
 * online, or, for a time already inside the window, that once booked it cannot be; either way the
 * venue's number to call. `closed` comes from the loader, so server and browser say the same.
 */
export function CancellationPolicy({
  cancellableUntil,
  closed,
  windowMinutes,
  timeZone,
  phone,
}: {
  cancellableUntil: string;
  closed: boolean;
  windowMinutes: number;
  timeZone: string;
  phone: string;
}) {
  const intl = useIntl();
  return (
    <p className={closed ? styles.warning : styles.note}>
      <FormattedMessage
        id={closed ? 'bookingFlow.policy.closed' : 'bookingFlow.policy.open'}
        values={{
          deadline: formatVenueDateTime(intl, cancellableUntil, timeZone),
          window: formatDuration(intl, windowMinutes),
          phone: <VenuePhone key="phone" phone={phone} />,
        }}
      />
    </p>
  );
}
