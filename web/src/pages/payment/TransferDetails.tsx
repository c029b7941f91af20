import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentFieldsFragment } from '../../__generated__/graphql';
import hidden from '../../components/visuallyHidden.module.css';
import styles from './TransferDetails.module.css';
import { useCanCopy, useClipboard } from './useClipboard';

/** A payment's transfer, as PaymentPanel's fragment reads it. */
type PaymentTransfer = PaymentFieldsFragment['transfer'];

type Field = 'payee' | 'account' | 'amount' | 'paymentCode' | 'purpose' | 'model' | 'reference';

/** Each detail of a bank app's payment order: its label, what is copied, and what is shown. */
const fields: { field: Field; label: string; value: (t: PaymentTransfer) => string }[] = [
  { field: 'payee', label: 'paymentPage.field.payee', value: (t) => `${t.payee}, ${t.place}` },
  { field: 'account', label: 'paymentPage.field.account', value: (t) => t.account },
  { field: 'amount', label: 'paymentPage.amount', value: (t) => t.amount },
  { field: 'paymentCode', label: 'paymentPage.field.paymentCode', value: (t) => t.paymentCode },
  { field: 'purpose', label: 'paymentPage.field.purpose', value: (t) => t.purpose },
  { field: 'model', label: 'paymentPage.field.model', value: (t) => t.model },
  { field: 'reference', label: 'paymentPage.reference', value: (t) => t.reference },
];

/**
 * The transfer as a bank app's payment order asks for it, for a phone that cannot scan its own
 * screen: each value plain, selectable text (a tap selects it whole), and once the page runs
 * script a copy button beside it whose "Copied" is shown and announced.
 */
export function TransferDetails({
  transfer,
  currency,
}: {
  transfer: PaymentTransfer;
  currency: string;
}) {
  const intl = useIntl();
  const canCopy = useCanCopy();
  const { copied, failed, copy } = useClipboard<Field>();
  const values = useRef(new Map<Field, HTMLElement>());
  const copiedLabel = fields.find((f) => f.field === copied)?.label;

  // Refused: the value is selected instead, for the phone's own "Copy".
  const copyOrSelect = async (field: Field, text: string) => {
    const element = values.current.get(field);
    if (!(await copy(field, text)) && element) window.getSelection()?.selectAllChildren(element);
  };

  return (
    <>
      <dl className={styles.details}>
        {fields.map(({ field, label, value }) => (
          <div key={field} className={styles.row}>
            <dt>
              <FormattedMessage id={label} />
            </dt>
            <dd>
              <span>
                <span
                  className={styles.value}
                  ref={(element) => {
                    if (element) values.current.set(field, element);
                  }}
                >
                  {value(transfer)}
                </span>
                {field === 'amount' && ` ${currency}`}
              </span>
              {canCopy && (
                <button
                  type="button"
                  className={styles.copy}
                  data-copied={copied === field || undefined}
                  aria-label={intl.formatMessage(
                    { id: copied === field ? 'paymentPage.copiedLabel' : 'paymentPage.copyLabel' },
                    { field: intl.formatMessage({ id: label }) },
                  )}
                  onClick={() => void copyOrSelect(field, value(transfer))}
                >
                  <FormattedMessage
                    id={copied === field ? 'paymentPage.copied' : 'paymentPage.copy'}
                  />
                </button>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className={hidden.visuallyHidden} aria-live="polite">
        {copiedLabel &&
          intl.formatMessage(
            { id: 'paymentPage.copiedAnnounce' },
            { field: intl.formatMessage({ id: copiedLabel }) },
          )}
      </p>
      {failed && (
        <p className={styles.failed} role="alert">
          <FormattedMessage id="paymentPage.copyFailed" />
        </p>
      )}
    </>
  );
}
