import { FormattedMessage } from 'react-intl';
import styles from './CompanyPage.module.css';

/**
 * Said on a venue's pages while the booking service does not answer (issue 41): what is shown
 * is what bff saved, and nothing can be booked until it answers again.
 */
export function SavedDataNotice({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <p role="status" className={styles.savedData}>
      <FormattedMessage id="company.savedData" />
    </p>
  );
}
