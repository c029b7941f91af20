export interface CityChoiceOptions {
  /** The city the visitor chose before (cookie). */
  remembered?: string;
  /** The city the page starts with (e.g. the c query), used when nothing is remembered. */
  start?: string;
  /** spec §4: fall back to the first city (on by default). */
  defaultToFirst?: boolean;
}

/**
 * spec §4 "City selection": a remembered city wins; else the start city if given; else the first
 * city when the default-start-city option is on. Only offered cities count.
 */
export function selectCity(
  cities: ReadonlyArray<{ value: string }>,
  { remembered, start, defaultToFirst = true }: CityChoiceOptions,
): string | undefined {
  const offered = (value: string | undefined) =>
    value !== undefined && cities.some((city) => city.value === value) ? value : undefined;
  return offered(remembered) ?? offered(start) ?? (defaultToFirst ? cities[0]?.value : undefined);
}
