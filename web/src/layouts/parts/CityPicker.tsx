import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useCities, useCity, usePageCity } from '../../app/city/CityContext';
import { Select } from '../../components/select/Select';

/**
 * The visitor's city (spec §4), shared with the search bar and remembered when changed. On a page
 * of results, a change shows the same search in the chosen city, as the cities page's links do.
 */
export function CityPicker({
  className,
  onNavigate,
}: {
  className?: string;
  /** After it has gone to the results in the chosen city (the menu it sits in closes). */
  onNavigate?: () => void;
}) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const cities = useCities();
  const [city, choose] = useCity(params.get('c') ?? undefined);
  const page = usePageCity();
  const navigate = useNavigate();
  if (cities.length === 0) return null;
  return (
    <Select
      className={className}
      label={intl.formatMessage({ id: 'picker.city' })}
      options={cities.map(({ value, title }) => ({ value, label: title }))}
      value={city}
      onChange={(value) => {
        choose(value);
        if (!page) return;
        void navigate(page.href(value));
        onNavigate?.();
      }}
    />
  );
}
