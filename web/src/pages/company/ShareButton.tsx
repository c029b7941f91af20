import { useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import styles from './CompanyPage.module.css';

const noChange = () => () => {};

/**
 * Share the venue's page: the device's share sheet where the browser has one (phones), else its
 * address copied, with a word that it was (or the address to copy, where copying is refused). It
 * needs JavaScript: without it the button is shown disabled, as Add to favorites is.
 */
export function ShareButton({ title }: { title: string }) {
  const intl = useIntl();
  const hydrated = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  const [shared, setShared] = useState<{ copied: boolean; url: string }>();
  async function share() {
    // The page itself, without the city or other query it was reached with.
    const url = `${window.location.origin}${window.location.pathname}`;
    if (typeof navigator.share === 'function') {
      // Dismissing the sheet rejects: nothing to say then.
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    const copied = await navigator.clipboard?.writeText(url).then(
      () => true,
      () => false,
    );
    setShared({ copied: copied ?? false, url });
  }
  return (
    <div className={styles.favorite}>
      <button
        type="button"
        className={styles.secondaryButton}
        disabled={!hydrated}
        onClick={() => void share()}
      >
        {intl.formatMessage({ id: 'company.share' })}
      </button>
      <span role="status" className={styles.hint}>
        {shared &&
          (shared.copied
            ? intl.formatMessage({ id: 'company.share.copied' })
            : intl.formatMessage({ id: 'company.share.manual' }, { url: shared.url }))}
      </span>
    </div>
  );
}
