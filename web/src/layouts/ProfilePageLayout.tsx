import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet, NavLink } from 'react-router';
import { useLocale } from '../app/locale';
import { LayoutFrame } from './layouts';
import styles from './Layout.module.css';
import { sitePath, type SitePath } from './parts/links';

const sections: Array<[SitePath, string]> = [
  ['profileSettings', 'profile.nav.settings'],
  ['profileBookings', 'profile.nav.bookings'],
  ['profileFavorites', 'profile.nav.favorites'],
  ['profileGeneral', 'profile.nav.general'],
  ['profileNotifications', 'profile.nav.notifications'],
];

/** profile-page: the customer's bookings and settings, with their sections beside them. */
export function Component() {
  const intl = useIntl();
  const { prefix } = useLocale();
  return (
    <LayoutFrame name="profile-page" header={{}}>
      <div className={styles.columns}>
        <nav className={styles.aside} aria-label={intl.formatMessage({ id: 'profile.nav.label' })}>
          <ul className={styles.asideList}>
            {sections.map(([path, label]) => (
              <li key={path}>
                {/* My bookings stays current on its gift cards tab (/profile/bookings/…). */}
                <NavLink to={sitePath(prefix, path)} end={path !== 'profileBookings'}>
                  <FormattedMessage id={label} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <Outlet />
        </div>
      </div>
    </LayoutFrame>
  );
}
