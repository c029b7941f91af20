import { describe, expect, it } from 'vitest';
import { businessType, localBusiness, priceRange, type BranchFacts } from './companyJsonLd';

const branch: BranchFacts = {
  name: 'Salon Lotus Vračar',
  about: 'Hair and nails in Vračar.',
  phone: '+381 11 123 4567',
  address: 'Njegoševa 45',
  postalCode: '11000',
  country: 'RS',
  city: { title: 'Belgrade' },
  area: { title: 'Vračar' },
  coordinates: { latitude: 44.8031, longitude: 20.4712 },
  photos: [{ url: '/images/branches/beauty-salon-1.jpg' }],
  rating: { average: 4.57, count: 23 },
  treatments: [{ groupSlug: 'hair' }, { groupSlug: 'nails' }],
  openingHours: [
    { weekday: 1, intervals: [{ opensAt: '09:00', closesAt: '20:00' }] },
    {
      weekday: 6,
      intervals: [
        { opensAt: '09:00', closesAt: '13:00' },
        { opensAt: '14:00', closesAt: '24:00' },
      ],
    },
    { weekday: 7, intervals: [] },
  ],
  prices: [
    { amount: 150000, currency: 'RSD' },
    { amount: 600000, currency: 'RSD' },
  ],
};
const urls = {
  page: 'https://termin.example/en/company/salon-lotus-vracar-1',
  image: (src: string) => `https://termin.example${src}`,
};

describe('company JSON-LD', () => {
  it('describes the business with address, geo, hours, phone, prices and rating', () => {
    const data = localBusiness(branch, urls);
    expect(data).toMatchObject({
      '@type': 'BeautySalon',
      name: 'Salon Lotus Vračar',
      url: urls.page,
      telephone: '+381 11 123 4567',
      image: ['https://termin.example/images/branches/beauty-salon-1.jpg'],
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Njegoševa 45',
        addressLocality: 'Belgrade',
        postalCode: '11000',
        addressCountry: 'RS',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 44.8031, longitude: 20.4712 },
      priceRange: '1500–6000 RSD',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.57, reviewCount: 23 },
    });
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'Monday',
        opens: '09:00',
        closes: '20:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'Saturday',
        opens: '09:00',
        closes: '13:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'Saturday',
        opens: '14:00',
        closes: '23:59',
      },
    ]);
  });

  it('leaves the rating out without reviews, and the price range without prices', () => {
    const data = localBusiness(
      { ...branch, rating: { average: null, count: 0 }, prices: [] },
      urls,
    );
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('priceRange');
  });

  it('picks the most specific type the treatments allow', () => {
    expect(businessType([{ groupSlug: 'hair' }])).toBe('HairSalon');
    expect(businessType([{ groupSlug: 'nails' }, { groupSlug: 'nails' }])).toBe('NailSalon');
    expect(businessType([{ groupSlug: 'spa' }])).toBe('DaySpa');
    expect(businessType([{ groupSlug: 'face' }, { groupSlug: 'spa' }])).toBe('BeautySalon');
    expect(businessType([{ groupSlug: 'health' }, { groupSlug: 'fitness' }])).toBe(
      'HealthAndBeautyBusiness',
    );
  });

  it('writes one price when all are equal', () => {
    expect(priceRange([{ amount: 250050, currency: 'EUR' }])).toBe('2500.5 EUR');
  });
});
