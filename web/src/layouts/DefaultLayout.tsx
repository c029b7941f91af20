import { LayoutFrame } from './layouts';
import styles from './Layout.module.css';

/** default: content pages (legal, blog, promo, sitemap). */
export function Component() {
  return <LayoutFrame name="default" header={{}} mainClassName={styles.narrow} />;
}
