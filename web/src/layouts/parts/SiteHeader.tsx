import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../app/locale';
import { useViewer } from '../../app/session';
import { atLeast } from '../../app/viewport/breakpoints';
import { useBreakpoint } from '../../app/viewport/ViewportContext';
import { AccountLink, BookingsLink } from './AccountLink';
import { CityPicker } from './CityPicker';
import { LanguagePicker } from './LanguagePicker';
import { CityChoiceLink, LanguageMenu } from './PickerLinks';
import { LogoutForm } from './LogoutForm';
import { sitePath } from './links';
import { MobileMenu } from './MobileMenu';
import { NavLinks, type NavKind } from './NavLinks';
import touch from '../../components/touch/touch.module.css';
import styles from './SiteHeader.module.css';

export interface SiteHeaderProps {
  nav?: NavKind | 'none';
  /** Offer the city picker (pages about venues in a city). */
  cityPicker?: boolean;
  /** A see-through header over a hero. */
  transparent?: boolean;
  /** A tagline beside the logo (e.g. "for business"). */
  tagline?: string;
}

/**
 * The site header. At lg (1024 px) and wider the navigation and pickers sit in the bar; narrower, a menu
 * button opens them. Both are in the page and CSS media queries choose (spec §9 breakpoints), so
 * the layout follows the screen from the first paint whatever the server guessed; the guess (the
 * viewport cookie, else client hints) is only recorded in data-header.
 */
export function SiteHeader({
  nav = 'site',
  cityPicker = false,
  transparent = false,
  tagline,
}: SiteHeaderProps) {
  const intl = useIntl();
  const { prefix } = useLocale();
  const wide = atLeast(useBreakpoint(), 'lg');
  // Logging out is offered on every page with a header, not only in the profile.
  const { userLoggedIn } = useViewer();

  return (
    <header
      className={`${styles.header} ${transparent ? styles.transparent : ''}`}
      data-header={wide ? 'wide' : 'compact'}
    >
      <Link
        to={sitePath(prefix, 'home')}
        className={styles.logo}
        aria-label={intl.formatMessage({ id: 'layout.homeLink' })}
      >
        Termin
      </Link>
      {tagline && (
        <Link to={sitePath(prefix, 'forBusiness')} className={styles.tagline}>
          <FormattedMessage id={tagline} />
        </Link>
      )}
      {nav !== 'none' && (
        <nav
          aria-label={intl.formatMessage({ id: 'nav.main' })}
          className={`${styles.nav} ${styles.wideOnly}`}
        >
          <NavLinks kind={nav} className={styles.navList} linkClassName={styles.navLink} />
        </nav>
      )}
      <div className={styles.tools}>
        <div className={`${styles.pickers} ${styles.wideOnly}`}>
          <div className={styles.withScript}>
            {cityPicker && <CityPicker />}
            <LanguagePicker />
          </div>
          <div className={styles.withoutScript}>
            {cityPicker && <CityChoiceLink className={styles.pickerSummary} />}
            <LanguageMenu />
          </div>
        </div>
        {userLoggedIn && (
          <BookingsLink className={`${styles.bookings} ${styles.wideOnly} ${touch.touchable}`} />
        )}
        <AccountLink />
        {userLoggedIn && <LogoutForm className={`${styles.logout} ${styles.wideOnly}`} />}
        <MobileMenu nav={nav} cityPicker={cityPicker} />
      </div>
    </header>
  );
}
