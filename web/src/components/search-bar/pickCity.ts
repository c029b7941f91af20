export interface CityOption {
  value: string;
  title: string;
}

/**
 * The city the search bar starts with: the requested one when it is offered, else the first.
 * Spec §4's remembered city and geolocation rules are to be added here.
 */
export function pickCity(cities: readonly CityOption[], initialCity?: string): string | undefined {
  const requested = cities.find((city) => city.value === initialCity);
  return (requested ?? cities[0])?.value;
}
