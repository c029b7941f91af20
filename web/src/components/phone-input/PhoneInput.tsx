import { useId, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useAdoptEnteredValue } from '../forms/useAdoptEnteredValue';
import { Select } from '../select/Select';
import { countryOptions } from './countryOptions';
import { phoneRules } from './phoneRules';
import styles from './PhoneInput.module.css';

export interface PhoneValue {
  /** Two-letter country code of the dial code. */
  country: string;
  /** The number as typed (0641234567), written as its country does once it is whole. */
  number: string;
}

/**
 * A phone number: the country's dial code (spec §3 table), named and sorted in the page's language,
 * and the number as people write it (with or without the trunk 0 or a +code). Nothing typed is
 * dropped (a letter is refused on sending, with a reason); leaving the field writes a valid number
 * as its country does (@termin/phone-number, loaded as the field is first used).
 */
export function PhoneInput({
  name,
  value,
  onChange,
  label,
  invalid,
  describedBy,
}: {
  /** Posts the number as `name` and the country as `${name}Country` with the form. */
  name?: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  label: string;
  /** The number was refused: the field says so to assistive technology. */
  invalid?: boolean;
  /** Ids of the hint and error texts that describe the number. */
  describedBy?: string;
}) {
  const intl = useIntl();
  const id = useId();
  const options = useMemo(() => countryOptions(intl.locale), [intl.locale]);
  const numberField = useRef<HTMLInputElement>(null);
  // Each edit counts: a number written out once the rules load is dropped if edited meanwhile.
  const edits = useRef(0);
  const edit = (changed: PhoneValue) => {
    edits.current += 1;
    onChange(changed);
  };
  /** `typed` written as its country does, as soon as the rules are loaded. */
  const writeOut = (typed: PhoneValue) => {
    const at = edits.current;
    void phoneRules().then(({ formattedPhone }) => {
      if (edits.current === at) onChange(formattedPhone(typed));
    });
  };
  const change = (changed: PhoneValue) => {
    edit(changed);
    writeOut(changed);
  };
  // A number typed before hydration reaches the form's state as typing does.
  useAdoptEnteredValue(
    numberField,
    (input) => input.value,
    value.number,
    (entered) => change({ ...value, number: entered }),
  );
  return (
    <div className={styles.phone}>
      <Select
        label={intl.formatMessage({ id: 'phoneInput.country' })}
        options={options}
        value={value.country}
        onChange={(country) => change({ ...value, country })}
      />
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={numberField}
        id={id}
        name={name}
        className={styles.input}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={30}
        value={value.number}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onFocus={() => void phoneRules()}
        onChange={(event) => edit({ ...value, number: event.target.value })}
        onBlur={() => writeOut(value)}
      />
      {name && <input type="hidden" name={`${name}Country`} value={value.country} />}
    </div>
  );
}
