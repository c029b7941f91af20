import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useCities, useCity } from '../../app/city/CityContext';
import { Select } from '../../components/select/Select';

/** The visitor's city (spec §4), shared with the search bar and remembered when changed. */
export function CityPicker({ className }: { className?: string }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const cities = useCities();
  const [city, choose] = useCity(params.get('c') ?? undefined);
  if (cities.length === 0) return null;
  return (
    <Select
      className={className}
      label={intl.formatMessage({ id: 'picker.city' })}
      options={cities.map(({ value, title }) => ({ value, label: title }))}
      value={city}
      onChange={choose}
    />
  );
}
