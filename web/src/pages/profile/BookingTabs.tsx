import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../app/locale';
import { sitePath } from '../../layouts/parts/links';
import { myBookingsHref, periods, type Period } from './myBookingsState';
import styles from './MyBookings.module.css';

/** My bookings' tabs: the bookings by period, and the gift cards bought. */
export function BookingTabs({ current }: { current: Period | 'giftCards' }) {
  const intl = useIntl();
  const { prefix } = useLocale();
  const base = sitePath(prefix, 'profileBookings');
  const tabs = [
    ...periods.map((period) => ({
      key: period,
      to: myBookingsHref(base, period),
      label: `myBookings.when.${period}`,
    })),
    { key: 'giftCards', to: sitePath(prefix, 'profileGiftCards'), label: 'myBookings.giftCards' },
  ];
  return (
    <nav aria-label={intl.formatMessage({ id: 'myBookings.periods' })}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link to={tab.to} aria-current={tab.key === current ? 'page' : undefined}>
              <FormattedMessage id={tab.label} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
