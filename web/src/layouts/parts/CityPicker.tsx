import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useCity } from '../../app/city/CityContext';
import { CitiesQuery } from '../../components/search-bar/queries';
import { Select } from '../../components/select/Select';

/** The visitor's city (spec §4), shared with the search bar and remembered when changed. */
export function CityPicker({ className }: { className?: string }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const cities = useQuery(CitiesQuery).data?.cities ?? [];
  const [city, choose] = useCity(cities, params.get('c') ?? undefined);
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
