import type { MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams, Link } from 'react-router';
import { citiesPage } from '../../routing/paths';
import { useCities, useCity } from '../../app/city/CityContext';
import { cookieNames, writeBrowserCookie } from '../../app/cookies';
import { prefixesFor, useLocale, type RoutePrefix } from '../../app/locale';
import { useShell } from '../../app/shell';
import touch from '../../components/touch/touch.module.css';
import hidden from '../../components/visuallyHidden.module.css';
import { choicePath, withCity, withPrefix } from './pickerPaths';
import styles from './SiteHeader.module.css';

const linkClass = `${styles.pickerLink} ${touch.touchable}`;

/**
 * A picker link's click with JavaScript: remember the choice here and go to the page itself,
 * without the round trip through /choose. Closes the disclosure the link sits in, if any.
 */
function useChoiceClick() {
  const navigate = useNavigate();
  return (remember: () => void, to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    remember();
    event.currentTarget.closest('details')?.removeAttribute('open');
    void navigate(to);
  };
}

/**
 * The language picker as plain links, each to the same page in another locale by way of
 * /choose, which remembers the choice (spec §4, locale cookie) without JavaScript too.
 */
export function LanguageLinks({ className }: { className?: string } = {}) {
  const intl = useIntl();
  const choose = useChoiceClick();
  const { pathname, search } = useLocation();
  const { prefix } = useLocale();
  const { region } = useShell().publicConfig;
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'picker.language' })}
      className={`${styles.pickerLinks} ${className ?? ''}`}
    >
      <p className={styles.pickerTitle} aria-hidden="true">
        <FormattedMessage id="picker.language" />
      </p>
      <ul>
        {prefixesFor(region).map((value: RoutePrefix) => (
          <li key={value}>
            <a
              href={choicePath('locale', value, withPrefix(pathname, search, value))}
              hrefLang={value}
              rel="nofollow"
              aria-current={value === prefix ? 'true' : undefined}
              className={linkClass}
              onClick={choose(
                () => writeBrowserCookie(cookieNames.locale, value),
                withPrefix(pathname, search, value),
              )}
            >
              <FormattedMessage id={`language.${value}`} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A path with its query, taken apart (it is always one of this site's: safeReturnPath). */
function pathAndQuery(path: string): { pathname: string; params: URLSearchParams } {
  const url = new URL(path, 'http://termin.invalid');
  return { pathname: url.pathname, params: url.searchParams };
}

/**
 * The city picker as links by way of /choose, which remembers the city without JavaScript too, as
 * the select does with it: each to `returnTo` (a path on this site) with the city query (spec §2 c).
 * The cities page shows them; see CityChoiceLink.
 */
export function CityLinks({ returnTo, className }: { returnTo: string; className?: string }) {
  const intl = useIntl();
  const onChoice = useChoiceClick();
  const { pathname, params } = pathAndQuery(returnTo);
  const cities = useCities();
  const [city, choose] = useCity(params.get('c') ?? undefined);
  if (cities.length === 0) return null;
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'picker.city' })}
      className={`${styles.pickerLinks} ${className ?? ''}`}
    >
      <ul>
        {cities.map(({ value, title }) => {
          const to = withCity(pathname, params, value);
          return (
            <li key={value}>
              <a
                href={choicePath('city', value, to)}
                rel="nofollow"
                aria-current={value === city ? 'true' : undefined}
                className={linkClass}
                onClick={onChoice(() => choose(value), to)}
              >
                {title}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The city picker where scripting is off: the current city, linking to the cities page, which
 * lists them all and comes back here. Not the list itself: it grows with the cities offered, and
 * every page carried it twice (the bar's menu and the phone's) for the few visitors without
 * JavaScript; it was the heaviest part of rendering the header.
 */
export function CityChoiceLink({ className }: { className?: string }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const { prefix } = useLocale();
  const [params] = useSearchParams();
  const cities = useCities();
  const [city] = useCity(params.get('c') ?? undefined);
  if (cities.length === 0) return null;
  const title = cities.find((option) => option.value === city)?.title ?? cities[0]!.title;
  return (
    <Link to={citiesPage(prefix, `${pathname}${search}`)} rel="nofollow" className={className}>
      <span className={hidden.visuallyHidden}>{intl.formatMessage({ id: 'picker.city' })}: </span>
      {title}
    </Link>
  );
}

/**
 * The language as a native disclosure of its links: the current language as the button, the
 * links in a panel below. Works before and without JavaScript (the booking header; the site
 * header's bar in browsers without scripting; the cities have a page instead).
 */
export function LanguageMenu() {
  const intl = useIntl();
  const { prefix } = useLocale();
  return (
    <details className={styles.pickerMenu}>
      <summary className={styles.pickerSummary}>
        <span
          className={hidden.visuallyHidden}
        >{`${intl.formatMessage({ id: 'picker.language' })}: `}</span>
        <FormattedMessage id={`language.${prefix}`} />
      </summary>
      <LanguageLinks className={styles.pickerPanel} />
    </details>
  );
}
