import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAdoptEnteredValue } from '../forms/useAdoptEnteredValue';
import { PinIcon } from '../icons/PinIcon';
import a11y from '../visuallyHidden.module.css';
import type { CityOption } from './pickCity';
import styles from './SearchBar.module.css';

export interface CitySelectProps {
  id: string;
  /** Its field name in the search form. */
  name: string;
  cities: readonly CityOption[];
  value: string | undefined;
  onChange: (value: string) => void;
}

const valueOf = (select: HTMLSelectElement) => select.value;

/** The city the search runs in; a native select, so keyboard and screen readers work as usual. */
export function CitySelect({ id, name, cities, value, onChange }: CitySelectProps) {
  const select = useRef<HTMLSelectElement>(null);
  // A city picked before hydration is chosen, as a change would choose it. (With cities offered
  // the value is always one of them, so the list's first option is never taken for a choice.)
  useAdoptEnteredValue(select, valueOf, value ?? '', onChange);
  return (
    <div className={styles.city}>
      <label htmlFor={id} className={a11y.visuallyHidden}>
        <FormattedMessage id="searchBar.cityLabel" />
      </label>
      <PinIcon className={styles.cityIcon} />
      <select
        ref={select}
        id={id}
        name={name}
        className={styles.select}
        value={value ?? ''}
        disabled={cities.length === 0}
        onChange={(event) => onChange(event.target.value)}
      >
        {cities.map((city) => (
          <option key={city.value} value={city.value}>
            {city.title}
          </option>
        ))}
      </select>
    </div>
  );
}
