import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import styles from './SearchPage.module.css';

export type SearchView = 'list' | 'map';

/** The view a search URL asks for on narrow screens: the list unless ?view=map. */
export function searchView(search: string): SearchView {
  return new URLSearchParams(search).get('view') === 'map' ? 'map' : 'list';
}

/** The same search URL showing the other view (the list is the default, without the param). */
export function searchViewHref(search: string, view: SearchView): string {
  const query = new URLSearchParams(search);
  if (view === 'map') query.set('view', 'map');
  else query.delete('view');
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The toggle's anchor: switching lands on it, the map (or list) right below it on a phone. */
const anchor = 'search-view';

/**
 * List or map, on screens too narrow for both (hidden by CSS where the map has its own column).
 * Links, not buttons: each view has its URL, so it works without JavaScript and back returns.
 */
export function SearchViewToggle({ view }: { view: SearchView }) {
  const intl = useIntl();
  const { search } = useLocation();
  return (
    <nav
      id={anchor}
      className={styles.viewToggle}
      aria-label={intl.formatMessage({ id: 'searchPage.view.label' })}
    >
      {(['list', 'map'] as const).map((option) => (
        <Link
          key={option}
          to={{ search: searchViewHref(search, option), hash: anchor }}
          className={styles.viewOption}
          aria-current={option === view ? 'page' : undefined}
        >
          <FormattedMessage id={`searchPage.view.${option}`} />
        </Link>
      ))}
    </nav>
  );
}
