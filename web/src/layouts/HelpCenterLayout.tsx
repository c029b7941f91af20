import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { LayoutFrame } from './layouts';
import styles from './Layout.module.css';

const topics = ['booking', 'account', 'payments', 'business'] as const;

/** help-center: a band with the help center's name, topics beside the article. */
export function Component() {
  const intl = useIntl();
  return (
    <LayoutFrame name="help-center" header={{}}>
      <div className={styles.columns}>
        <nav className={styles.aside} aria-label={intl.formatMessage({ id: 'helpCenter.topics' })}>
          <h2 className={styles.asideTitle}>
            <FormattedMessage id="helpCenter.topics" />
          </h2>
          <ul className={styles.asideList}>
            {topics.map((topic) => (
              <li key={topic}>
                <a href={`#${topic}`}>
                  <FormattedMessage id={`helpCenter.topic.${topic}`} />
                </a>
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
