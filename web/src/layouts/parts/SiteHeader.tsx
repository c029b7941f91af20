import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocale } from '../../app/locale';
import { useViewer } from '../../app/session';
import { atLeast } from '../../app/viewport/breakpoints';
import { useBreakpoint } from '../../app/viewport/ViewportContext';
import touch from '../../components/touch/touch.module.css';
import { AccountLink } from './AccountLink';
import { CityPicker } from './CityPicker';
import { LanguagePicker } from './LanguagePicker';
import { LogoutForm } from './LogoutForm';
import { sitePath } from './links';
import { NavLinks, type NavKind } from './NavLinks';
import styles from './SiteHeader.module.css';

// The menu drawer is only needed once someone opens it.
const Drawer = lazy(() =>
  import('../../components/drawer/Drawer').then((module) => ({ default: module.Drawer })),
);

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
 * The site header. At md and wider the navigation and pickers sit in the bar; narrower, a menu
 * button opens them in a drawer. The server picks the variant from the viewport cookie (spec §9).
 */
export function SiteHeader({
  nav = 'site',
  cityPicker = false,
  transparent = false,
  tagline,
}: SiteHeaderProps) {
  const intl = useIntl();
  const { prefix } = useLocale();
  const wide = atLeast(useBreakpoint(), 'md');
  const [menuOpen, setMenuOpen] = useState(false);
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
      {wide ? (
        <>
          {nav !== 'none' && (
            <nav aria-label={intl.formatMessage({ id: 'nav.main' })} className={styles.nav}>
              <NavLinks kind={nav} className={styles.navList} linkClassName={styles.navLink} />
            </nav>
          )}
          <div className={styles.tools}>
            {cityPicker && <CityPicker />}
            <LanguagePicker />
            <AccountLink />
            {userLoggedIn && <LogoutForm className={styles.logout} />}
          </div>
        </>
      ) : (
        <div className={styles.tools}>
          <AccountLink />
          <button
            type="button"
            className={`${styles.menuButton} ${touch.touchable}`}
            aria-label={intl.formatMessage({ id: 'nav.menu' })}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <span className={styles.burger} aria-hidden="true" />
          </button>
          {menuOpen && (
            <Suspense>
              <Drawer
                label={intl.formatMessage({ id: 'nav.menu' })}
                closeLabel={intl.formatMessage({ id: 'nav.closeMenu' })}
                onClose={() => setMenuOpen(false)}
              >
                {nav !== 'none' && (
                  <nav aria-label={intl.formatMessage({ id: 'nav.main' })}>
                    <NavLinks
                      kind={nav}
                      className={styles.drawerList}
                      linkClassName={styles.drawerLink}
                      onNavigate={() => setMenuOpen(false)}
                    />
                  </nav>
                )}
                <div className={styles.drawerTools}>
                  {cityPicker && <CityPicker />}
                  <LanguagePicker />
                  {userLoggedIn && <LogoutForm className={styles.logout} />}
                </div>
              </Drawer>
            </Suspense>
          )}
        </div>
      )}
    </header>
  );
}
