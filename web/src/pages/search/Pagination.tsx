import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import a11y from '../../components/visuallyHidden.module.css';
import styles from './SearchPage.module.css';

/** The pages to offer around the current one: first, last, and two either side, with gaps. */
export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const shown = new Set([1, pageCount]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pageCount) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  pages.forEach((p, index) => {
    if (index > 0 && p - pages[index - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

/** Real links (?page=N) search engines can follow; the current page is not a link. */
export function Pagination({
  page,
  pageCount,
  hrefOf,
}: {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
}) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'searchPage.pagination' })}>
      <ul className={styles.pages}>
        {page > 1 ? (
          <li>
            <Link to={hrefOf(page - 1)} rel="prev" className={styles.pageLink}>
              <FormattedMessage id="searchPage.previous" />
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((p, index) =>
          p === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                // A span may not carry a label (only some roles may): the words are its text.
                <span aria-current="page" className={styles.currentPage}>
                  <span className={a11y.visuallyHidden}>
                    {intl.formatMessage({ id: 'searchPage.pageLabel' }, { page: p })}
                  </span>
                  <span aria-hidden="true">{p}</span>
                </span>
              ) : (
                <Link
                  to={hrefOf(p)}
                  className={styles.pageLink}
                  aria-label={intl.formatMessage({ id: 'searchPage.pageLabel' }, { page: p })}
                >
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link to={hrefOf(page + 1)} rel="next" className={styles.pageLink}>
              <FormattedMessage id="searchPage.next" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
