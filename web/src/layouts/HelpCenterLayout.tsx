import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet, useMatches } from 'react-router';
import { localizedPath, useLocale } from '../app/locale';
import { LayoutFrame } from './layouts';
import styles from './Layout.module.css';

interface TopicLink {
  slug: string;
  title: string;
}

/** The help center's topics, from its page's loader (the api's, in the page's language). */
function useHelpTopics(): TopicLink[] {
  for (const match of useMatches()) {
    const topics = (match.loaderData as { helpTopics?: TopicLink[] } | undefined)?.helpTopics;
    if (topics) return topics;
  }
  return [];
}

/** help-center: a band with the help center's name, its topics beside the article. */
export function Component() {
  const intl = useIntl();
  const { prefix } = useLocale();
  const topics = useHelpTopics();
  const base = localizedPath(prefix, '/help-center');
  return (
    <LayoutFrame name="help-center" header={{}}>
      <div className={styles.columns}>
        {topics.length > 0 ? (
          <nav
            className={styles.aside}
            aria-label={intl.formatMessage({ id: 'helpCenter.topics' })}
          >
            <h2 className={styles.asideTitle}>
              <FormattedMessage id="helpCenter.topics" />
            </h2>
            <ul className={styles.asideList}>
              {topics.map((topic) => (
                <li key={topic.slug}>
                  <a href={`${base}#${topic.slug}`}>{topic.title}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div>
          <Outlet />
        </div>
      </div>
    </LayoutFrame>
  );
}
