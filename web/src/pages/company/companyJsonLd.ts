import type { JsonLd } from '../../components/seo/Seo';

/** What the structured data of a company page is made from (plain data, no fragments). */
export interface BranchFacts {
  name: string;
  about?: string | null;
  phone: string;
  address: string;
  postalCode?: string | null;
  /** ISO 3166-1 alpha-2: a branch is always in the project country. */
  country: string;
  city: { title: string };
  area?: { title: string } | null;
  coordinates: { latitude: number; longitude: number };
  photos: readonly { url: string }[];
  rating: { average?: number | null; count: number };
  treatments: readonly { groupSlug: string }[];
  openingHours: readonly {
    weekday: number;
    intervals: readonly { opensAt: string; closesAt: string }[];
  }[];
  prices: readonly { amount: number; currency: string }[];
}

const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The most specific schema.org type the treatments support. */
export function businessType(treatments: BranchFacts['treatments']): string {
  const groups = new Set(treatments.map((treatment) => treatment.groupSlug));
  if (groups.size === 1) {
    const [only] = groups;
    if (only === 'hair') return 'HairSalon';
    if (only === 'nails') return 'NailSalon';
    if (only === 'spa') return 'DaySpa';
  }
  const beauty = ['hair', 'nails', 'face', 'body'];
  return [...groups].some((group) => beauty.includes(group))
    ? 'BeautySalon'
    : 'HealthAndBeautyBusiness';
}

/** "1500–6000 RSD" from minor-unit prices; undefined without prices. */
export function priceRange(prices: BranchFacts['prices']): string | undefined {
  if (prices.length === 0) return undefined;
  const amounts = prices.map((price) => price.amount / 100);
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  const currency = prices[0]!.currency;
  return low === high ? `${low} ${currency}` : `${low}–${high} ${currency}`;
}

/** schema.org wants 00:00–23:59; the api writes midnight at the end of a day as 24:00. */
const clock = (time: string) => (time === '24:00' ? '23:59' : time);

/**
 * The LocalBusiness (or a more specific type) of a company page: address, geo, hours, phone,
 * price range, and an AggregateRating only when there are reviews (Google refuses empty ones).
 */
export function localBusiness(
  branch: BranchFacts,
  urls: { page: string; image: (src: string) => string },
): JsonLd {
  const range = priceRange(branch.prices);
  return {
    '@type': businessType(branch.treatments),
    '@id': `${urls.page}#business`,
    name: branch.name,
    url: urls.page,
    ...(branch.about ? { description: branch.about } : {}),
    ...(branch.photos.length > 0
      ? { image: branch.photos.slice(0, 5).map((photo) => urls.image(photo.url)) }
      : {}),
    telephone: branch.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: branch.address,
      addressLocality: branch.city.title,
      ...(branch.area ? { addressRegion: branch.area.title } : {}),
      ...(branch.postalCode ? { postalCode: branch.postalCode } : {}),
      addressCountry: branch.country,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: branch.coordinates.latitude,
      longitude: branch.coordinates.longitude,
    },
    openingHoursSpecification: branch.openingHours.flatMap((day) =>
      day.intervals.map((interval) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: dayNames[day.weekday - 1],
        opens: clock(interval.opensAt),
        closes: clock(interval.closesAt),
      })),
    ),
    ...(range ? { priceRange: range } : {}),
    ...(branch.rating.count > 0 && branch.rating.average != null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: branch.rating.average,
            reviewCount: branch.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
