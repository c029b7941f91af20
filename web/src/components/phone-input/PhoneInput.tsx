import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Select } from '../select/Select';
import { applyMask, dialCodeTable, phoneMaskFor } from './phoneMask';
import styles from './PhoneInput.module.css';

export interface PhoneValue {
  /** Two-letter country code of the dial code. */
  country: string;
  /** The national number as masked. */
  number: string;
}

/** A phone number: the country's dial code (spec §3 table) and the number in its mask (§5). */
export function PhoneInput({
  value,
  onChange,
  label,
}: {
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  label: string;
}) {
  const intl = useIntl();
  const id = useId();
  const options = useMemo(
    () =>
      Object.entries(dialCodeTable).map(([code, entry]) => ({
        value: code,
        label: `${entry.emoji} ${entry.name} ${entry.dial_code}`,
      })),
    [],
  );
  const mask = phoneMaskFor(value.country);
  return (
    <div className={styles.phone}>
      <Select
        label={intl.formatMessage({ id: 'phoneInput.country' })}
        options={options}
        value={value.country}
        onChange={(country) =>
          onChange({ country, number: applyMask(value.number, phoneMaskFor(country)) })
        }
      />
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={mask.replace(/[#SX]/g, '_')}
        value={value.number}
        onChange={(event) => onChange({ ...value, number: applyMask(event.target.value, mask) })}
      />
    </div>
  );
}
