import { describe, expect, it } from 'vitest';
import type { UpstreamCity } from '../upstream/countriesApi.js';
import { needsCities, upstreamSearchQuery } from './searchQuery.js';

const beograd: UpstreamCity = {
  value: 'beograd',
  title: 'Belgrade',
  lat: 44.82,
  lng: 20.46,
  timeZone: 'Europe/Belgrade',
};
const yekaterinburg: UpstreamCity = {
  value: 'ekaterinburg',
  title: 'Yekaterinburg',
  lat: 56.84,
  lng: 60.6,
  timeZone: 'Asia/Yekaterinburg',
};
const cities = [beograd, yekaterinburg];
const lateEvening = new Date('2026-11-22T23:30:00Z');

describe('the day of a search', () => {
  const dayIn = (city: string, day: 'TODAY' | 'TOMORROW', now: Date) =>
    upstreamSearchQuery({ city, day }, cities, now).date;

  it('is the day in the time zone, not in UTC', () => {
    expect(dayIn('beograd', 'TODAY', lateEvening)).toBe('2026-11-23');
    expect(dayIn('beograd', 'TOMORROW', lateEvening)).toBe('2026-11-24');
    expect(dayIn('ekaterinburg', 'TODAY', new Date('2026-11-22T12:00:00Z'))).toBe('2026-11-22');
  });

  it('counts calendar days, not 24 hours, across a clock change', () => {
    // 23:30 in Belgrade on 27 March 2027; the clocks spring forward that night.
    expect(dayIn('beograd', 'TOMORROW', new Date('2027-03-27T22:30:00Z'))).toBe('2027-03-28');
    // And across a month's and a year's end.
    expect(dayIn('beograd', 'TOMORROW', new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
  });
});

describe('upstreamSearchQuery', () => {
  it("measures from the named city's centre and finds the day in its time zone", () => {
    expect(
      upstreamSearchQuery(
        {
          category: 'hair',
          city: 'beograd',
          priceMin: 150000,
          ratingMin: 4,
          day: 'TOMORROW',
          radiusKm: 5,
          sort: 'DISTANCE',
          page: 2,
          pageSize: 12,
        },
        cities,
        lateEvening,
      ),
    ).toEqual({
      category: 'hair',
      q: undefined,
      city: 'beograd',
      area: undefined,
      priceMin: 150000,
      priceMax: undefined,
      ratingMin: 4,
      date: '2026-11-24',
      lat: 44.82,
      lng: 20.46,
      radiusKm: 5,
      sort: 'distance',
      page: 2,
      pageSize: 12,
    });
  });

  it('keeps a point and a date the client gave', () => {
    const query = upstreamSearchQuery(
      { city: 'beograd', latitude: 44.8, longitude: 20.5, date: '2026-12-01', day: 'TODAY' },
      cities,
      lateEvening,
    );
    expect(query).toMatchObject({ lat: 44.8, lng: 20.5, date: '2026-12-01' });
  });

  it("without a city there is no point: relevance instead of distance, no radius, the country's first city's day", () => {
    const query = upstreamSearchQuery(
      { text: 'nails', day: 'TODAY', radiusKm: 5, sort: 'DISTANCE' },
      [yekaterinburg, beograd],
      new Date('2026-11-22T20:00:00Z'),
    );
    expect(query).toMatchObject({
      q: 'nails',
      lat: undefined,
      lng: undefined,
      radiusKm: undefined,
      sort: 'relevance',
      // 01:00 the next day in Yekaterinburg (UTC+5), still the 22nd in Belgrade.
      date: '2026-11-23',
      page: 1,
      pageSize: 20,
    });
  });

  it('an unknown city has no centre: the api answers it (a 404 from the facets)', () => {
    expect(upstreamSearchQuery({ city: 'atlantis', sort: 'DISTANCE' }, cities)).toMatchObject({
      city: 'atlantis',
      lat: undefined,
      sort: 'relevance',
    });
  });
});

describe('needsCities', () => {
  it('asks for the cities only for a city without a point, or a day', () => {
    expect(needsCities({ text: 'nails' })).toBe(false);
    expect(needsCities({ city: 'beograd', latitude: 44.8, longitude: 20.5 })).toBe(false);
    expect(needsCities({ city: 'beograd' })).toBe(true);
    expect(needsCities({ day: 'TODAY' })).toBe(true);
  });
});
