import { FormattedMessage, useIntl } from 'react-intl';
import { formatVenueTimeRange } from '../../app/format/dateTime';
import { formatMoney, type MoneyValue } from '../../app/format/money';
import styles from './VisitParts.module.css';

/** One service of a visit: who does it and when (several masters may share a visit, in turn). */
export interface VisitPart {
  serviceName: string;
  master: { name: string };
  startsAt: string;
  endsAt: string;
  price?: MoneyValue;
}

/**
 * A visit's services, each with its master and its time at the venue ("Women's haircut with
 * Marija Đorđević, 10:45 – 11:45 AM"), and its price where given: the same lines on the checkout,
 * the confirmation, the booking's pages and My bookings, as its e-mails tell them.
 */
export function VisitParts({
  parts,
  timeZone,
  className,
}: {
  parts: readonly VisitPart[];
  timeZone: string;
  className?: string;
}) {
  const intl = useIntl();
  return (
    <ul className={className}>
      {parts.map((part) => (
        <li key={`${part.startsAt}:${part.serviceName}`}>
          <FormattedMessage
            id={part.price ? 'visitPart.linePriced' : 'visitPart.line'}
            values={{
              service: part.serviceName,
              master: part.master.name,
              // Keyed: react-intl hands the formatted parts to React as a list.
              time: (
                <span key="time" className={styles.time}>
                  {formatVenueTimeRange(intl, part.startsAt, part.endsAt, timeZone)}
                </span>
              ),
              ...(part.price && { price: formatMoney(intl, part.price) }),
            }}
          />
        </li>
      ))}
    </ul>
  );
}
