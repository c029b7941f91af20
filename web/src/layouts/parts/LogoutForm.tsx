import { FormattedMessage } from 'react-intl';
import { useLocale } from '../../app/locale';
import styles from '../Layout.module.css';

/**
 * Logging out is a POST to bff (no state change on GET), as a plain form so it works before
 * hydration and without JavaScript; bff clears the session and comes back to the start page.
 */
export function LogoutForm({ className = styles.logout }: { className?: string }) {
  const { prefix } = useLocale();
  return (
    <form method="post" action="/auth/logout" className={className}>
      <input type="hidden" name="redirect" value={`/${prefix}`} />
      <button type="submit">
        <FormattedMessage id="account.logout" />
      </button>
    </form>
  );
}
