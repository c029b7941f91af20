import { telHref } from '../company/companyFormat';
import styles from './VenuePhone.module.css';

/**
 * The venue's number as a link that calls it: the {phone} of every "please call the venue"
 * message, so a customer told to call is never left to look the number up (issue 42).
 */
export function VenuePhone({ phone }: { phone: string }) {
  return (
    <a className={styles.phone} href={telHref(phone)}>
      {phone}
    </a>
  );
}
