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
  if (navigation.state === 'idle') return null;
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'navigation.loading' })}
    />
  );
}
