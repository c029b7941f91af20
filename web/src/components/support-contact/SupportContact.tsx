import { FormattedMessage } from 'react-intl';
import { useShell } from '../../app/shell';
import styles from './SupportContact.module.css';

/** A tel: link's target for a phone number as the public config writes it (+381 11 123 4567). */
export const telHref = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;

/**
 * Where a search that found nothing leads (issue 42): the support email and phone of the public
 * config (spec §1), the site's one way to reach support.
 */
export function SupportContact({ className }: { className?: string }) {
  const { supportEmail, supportPhone } = useShell().publicConfig;
  return (
    <p className={className}>
      <FormattedMessage
        id="supportContact.text"
        values={{
          email: (
            <a key="email" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
          ),
          phone: (
            <a key="phone" href={telHref(supportPhone)} className={styles.phone}>
              {supportPhone}
            </a>
          ),
        }}
      />
    </p>
  );
}
