import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useViewer } from '../../app/session';
import touch from '../../components/touch/touch.module.css';
import { BookingsLink, RegisterLink } from './AccountLink';
import { CityPicker } from './CityPicker';
import { LanguagePicker } from './LanguagePicker';
import { LogoutForm } from './LogoutForm';
import { NavLinks, type NavKind } from './NavLinks';
import { CityChoiceLink, LanguageLinks } from './PickerLinks';
import styles from './SiteHeader.module.css';

// The menu drawer is only needed once someone opens it.
const Drawer = lazy(() =>
  import('../../components/drawer/Drawer').then((module) => ({ default: module.Drawer })),
);

/** The fragment the menu button leads to without JavaScript (the panel shows as :target). */
export const menuPanelId = 'site-menu';

/**
 * The narrow screens' menu. With JavaScript the button opens a modal drawer; without it the
 * button is a link to the panel below, which CSS shows while it is the URL's target, so the
 * navigation, the pickers (as links) and logging out work on a phone without scripts too.
 */
export function MobileMenu({ nav, cityPicker }: { nav: NavKind | 'none'; cityPicker: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const { userLoggedIn } = useViewer();
  const menuLabel = intl.formatMessage({ id: 'nav.menu' });
  const navLabel = intl.formatMessage({ id: 'nav.main' });

  return (
    <div className={styles.compactOnly}>
      <a
        href={`#${menuPanelId}`}
        role="button"
        className={`${styles.menuButton} ${touch.touchable}`}
        aria-label={menuLabel}
        aria-expanded={open}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <span className={styles.burger} aria-hidden="true" />
      </a>
      {/* hidden until targeted: CSS's :target rule (an author style) overrides the attribute. */}
      <div
        id={menuPanelId}
        className={styles.menuPanel}
        aria-label={menuLabel}
        role="region"
        hidden
      >
        <a href="#" className={`${styles.menuClose} ${touch.touchable}`}>
          <FormattedMessage id="nav.closeMenu" />
        </a>
        {nav !== 'none' && (
          <nav aria-label={navLabel}>
            <NavLinks kind={nav} className={styles.drawerList} linkClassName={styles.drawerLink} />
          </nav>
        )}
        {!userLoggedIn && (
          <RegisterLink className={`${styles.drawerLink} ${styles.registerNarrow}`} />
        )}
        {userLoggedIn && <BookingsLink className={styles.drawerLink} />}
        {cityPicker && (
          <div className={styles.pickerLinks}>
            <p className={styles.pickerTitle} aria-hidden="true">
              <FormattedMessage id="picker.city" />
            </p>
            <CityChoiceLink
              className={`${styles.pickerLink} ${styles.cityChoice} ${touch.touchable}`}
            />
          </div>
        )}
        <LanguageLinks />
        {userLoggedIn && <LogoutForm className={styles.logout} />}
      </div>
      {open && (
        <Suspense>
          <Drawer
            label={menuLabel}
            closeLabel={intl.formatMessage({ id: 'nav.closeMenu' })}
            onClose={() => setOpen(false)}
          >
            {nav !== 'none' && (
              <nav aria-label={navLabel}>
                <NavLinks
                  kind={nav}
                  className={styles.drawerList}
                  linkClassName={styles.drawerLink}
                  onNavigate={() => setOpen(false)}
                />
              </nav>
            )}
            {!userLoggedIn && (
              <RegisterLink className={`${styles.drawerLink} ${styles.registerNarrow}`} />
            )}
            {userLoggedIn && (
              <BookingsLink className={styles.drawerLink} onNavigate={() => setOpen(false)} />
            )}
            <div className={styles.drawerTools}>
              {cityPicker && <CityPicker onNavigate={() => setOpen(false)} />}
              <LanguagePicker />
              {userLoggedIn && <LogoutForm className={styles.logout} />}
            </div>
          </Drawer>
        </Suspense>
      )}
    </div>
  );
}
