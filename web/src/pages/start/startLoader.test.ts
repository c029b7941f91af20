import { describe, expect, it } from 'vitest';
import { treatmentFacet as treatment } from '../../components/testing/facets';
import { shown, shownContent, type StartContent } from './startLoader';

const city = (value: string) => ({
  __typename: 'CityFacet' as const,
  city: { __typename: 'City' as const, value, title: value },
  venueCount: 1,
});
/** Groups a and b with six treatments each, in the api's order (groups first). */
const treatments = [
  treatment('a', null),
  treatment('b', null),
  treatment('c', null),
  treatment('d', null),
  ...['a', 'b'].flatMap((group) =>
    Array.from({ length: 6 }, (_, index) => treatment(`${group}${index}`, group)),
  ),
];

const content = {
  here: { city: city('beograd'), treatments },
  country: {
    cities: Array.from({ length: 10 }, (_, index) => city(`city${index}`)),
    treatments,
  },
  featured: { total: 0, items: [] },
} as unknown as StartContent;

describe('shownContent', () => {
  it("keeps every group of the city's treatments with its first few", () => {
    const kept = shownContent(content).here.treatments.map((t) => t.slug);
    expect(kept).toEqual([
      'a',
      ...['a0', 'a1', 'a2', 'a3'].slice(0, shown.treatmentsPerGroup),
      'b',
      ...['b0', 'b1', 'b2', 'b3'].slice(0, shown.treatmentsPerGroup),
      'c',
      'd',
    ]);
  });

  it("keeps the country's first cities and first groups, and the rest as it was", () => {
    const kept = shownContent(content);
    expect(kept.country.cities).toHaveLength(shown.cities);
    expect(kept.country.treatments.map((t) => t.slug)).toEqual(
      ['a', 'b', 'c', 'd'].slice(0, shown.groupsPerCity),
    );
    expect(kept.here.city).toBe(content.here.city);
    expect(kept.featured).toBe(content.featured);
  });
});
