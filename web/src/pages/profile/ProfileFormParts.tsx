import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Form, useNavigation } from 'react-router';
import { attemptKeyField, attemptKeyFor } from '../../components/forms/attempt';
import { SubmitButton } from '../../components/forms/SubmitButton';
import type { FormResult } from './profileForms';
import styles from './Profile.module.css';

/** A labelled control with its hint and, when refused, the message beside it. */
export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': describedBy || undefined })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          <FormattedMessage id={hint} />
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <FormattedMessage id={error} />
        </p>
      )}
    </div>
  );
}

/**
 * A settings form: posts to its route's action (without JavaScript the page still renders on the
 * server). The action makes each attempt's idempotency key and names it back while the api has
 * not settled the attempt, so sending again retries it (components/forms/attempt.ts).
 */
export function ProfileForm({
  result,
  noValidate,
  children,
}: {
  result: FormResult | undefined;
  noValidate?: boolean;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <Form method="post" className={styles.form} noValidate={noValidate}>
      {children}
      <input type="hidden" name={attemptKeyField} value={attemptKeyFor(result)} />
      {result && !result.saved && result.form && (
        <p className={styles.formError} role="alert">
          <FormattedMessage id={result.form} />
        </p>
      )}
      <div className={styles.actions}>
        <SubmitButton
          className={styles.submit}
          busy={<FormattedMessage id="profile.form.saving" />}
        >
          <FormattedMessage id="profile.form.save" />
        </SubmitButton>
        <p className={styles.saved} role="status">
          {result?.saved && !busy ? <FormattedMessage id="profile.form.saved" /> : null}
        </p>
      </div>
    </Form>
  );
}
