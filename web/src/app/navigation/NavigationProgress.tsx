import { useIntl } from 'react-intl';
import { useNavigation } from 'react-router';
import styles from './NavigationProgress.module.css';

/**
 * A thin bar across the top while a client-side navigation loads its data or a form submits.
 * It appears at once (a slow network must see the click answered within 100 ms) but fades in
 * over a short moment, so fast navigations barely flash it; it creeps towards the end and never
 * claims to know how far along the loading is.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const intl = useIntl();
  // A polite live region, always there, that the bar appears in: a screen reader hears the page
  // loading, and the bar is not content outside the page's landmarks (axe's `region`).
  return (
    <div aria-live="polite">
      {navigation.state === 'idle' ? null : (
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={intl.formatMessage({ id: 'navigation.loading' })}
        />
      )}
    </div>
  );
}
