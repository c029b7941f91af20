import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router';
import { useCities, useCity } from '../../app/city/CityContext';
import { cookieNames, writeBrowserCookie } from '../../app/cookies';
import { prefixesFor, useLocale, type RoutePrefix } from '../../app/locale';
import { useShell } from '../../app/shell';
import touch from '../../components/touch/touch.module.css';
import { withPrefix } from './LanguagePicker';
import styles from './SiteHeader.module.css';

/**
 * The language picker as plain links to the same page in each locale, for the menu without
 * JavaScript. With JavaScript a click also remembers the choice (spec §4, locale cookie).
 */
export function LanguageLinks() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const { prefix } = useLocale();
  const { region } = useShell().publicConfig;
  return (
    <nav aria-label={intl.formatMessage({ id: 'picker.language' })} className={styles.pickerLinks}>
      <p className={styles.pickerTitle} aria-hidden="true">
        <FormattedMessage id="picker.language" />
      </p>
      <ul>
        {prefixesFor(region).map((value: RoutePrefix) => (
          <li key={value}>
            <a
              href={withPrefix(pathname, search, value)}
              hrefLang={value}
              aria-current={value === prefix ? 'true' : undefined}
              className={`${styles.pickerLink} ${touch.touchable}`}
              onClick={() => writeBrowserCookie(cookieNames.locale, value)}
            >
              <FormattedMessage id={`language.${value}`} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** This page with the city query set: where the city links of the menu without JavaScript lead. */
export function withCity(pathname: string, params: URLSearchParams, city: string): string {
  const next = new URLSearchParams(params);
  next.set('c', city);
  // A city's results start on their first page.
  next.delete('page');
  return `${pathname}?${next.toString()}`;
}

/**
 * The city picker as links to this page with the city query (spec §2 c), for the menu without
 * JavaScript. With JavaScript a click also remembers the city, as the select does.
 */
export function CityLinks() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const cities = useCities();
  const [city, choose] = useCity(params.get('c') ?? undefined);
  if (cities.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'picker.city' })} className={styles.pickerLinks}>
      <p className={styles.pickerTitle} aria-hidden="true">
        <FormattedMessage id="picker.city" />
      </p>
      <ul>
        {cities.map(({ value, title }) => (
          <li key={value}>
            <a
              href={withCity(pathname, params, value)}
              aria-current={value === city ? 'true' : undefined}
              className={`${styles.pickerLink} ${touch.touchable}`}
              onClick={() => choose(value)}
            >
              {title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
