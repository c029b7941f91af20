import { describe, expect, it } from 'vitest';
import { slugify } from '../../text/slug.js';
import { interfaceModes } from '../schema/network.js';
import { buildSeedPlan } from './seedPlan.js';

const plan = buildSeedPlan();
const cities = plan.countries.flatMap((country) =>
  country.cities.map((city) => ({ ...city, country: country.code })),
);
const treatmentSlugs = plan.categoryGroups.flatMap((group) => group.treatments.map((t) => t.slug));

const kmBetween = (a: { latitude: number; longitude: number }, b: typeof a) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) *
      Math.cos(b.latitude * rad) *
      Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

// Rough boxes around each country, to catch swapped or mistyped coordinates.
const bounds = {
  RS: { lat: [42.2, 46.2], lng: [18.8, 23.1] },
  ME: { lat: [41.8, 43.6], lng: [18.4, 20.4] },
  BA: { lat: [42.5, 45.3], lng: [15.7, 19.7] },
  RU: { lat: [41, 70], lng: [19, 180] },
} as const;

describe('demo seed plan', () => {
  it('is the same on every build', () => {
    expect(buildSeedPlan()).toEqual(plan);
  });

  it('serves the four project countries with their currencies', () => {
    expect(plan.countries.map((c) => [c.code, c.currency])).toEqual([
      ['RS', 'RSD'],
      ['ME', 'EUR'],
      ['BA', 'BAM'],
      ['RU', 'RUB'],
    ]);
  });

  it('has at least 50 cities with ASCII slugs unique per country, names in every language', () => {
    expect(cities.length).toBeGreaterThanOrEqual(50);
    for (const country of plan.countries) {
      const slugs = country.cities.map((city) => city.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      expect(country.cities.length).toBeGreaterThanOrEqual(10);
    }
    for (const city of cities) {
      expect(city.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(Object.values(city.name).every((name) => name.trim().length > 0)).toBe(true);
    }
  });

  it('places every city inside its country, in a real time zone', () => {
    for (const city of cities) {
      const box = bounds[city.country];
      expect(city.latitude, city.slug).toBeGreaterThanOrEqual(box.lat[0]);
      expect(city.latitude, city.slug).toBeLessThanOrEqual(box.lat[1]);
      expect(city.longitude, city.slug).toBeGreaterThanOrEqual(box.lng[0]);
      expect(city.longitude, city.slug).toBeLessThanOrEqual(box.lng[1]);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: city.timeZone })).not.toThrow();
    }
    const zone = (slug: string) => cities.find((city) => city.slug === slug)?.timeZone;
    expect(zone('beograd')).toBe('Europe/Belgrade');
    expect(zone('podgorica')).toBe('Europe/Podgorica');
    expect(zone('sarajevo')).toBe('Europe/Sarajevo');
    expect(zone('moskva')).toBe('Europe/Moscow');
    expect(zone('yekaterinburg')).toBe('Asia/Yekaterinburg');
  });

  it('has a tree of about 8 groups and 40 treatments with unique slugs', () => {
    expect(plan.categoryGroups.length).toBeGreaterThanOrEqual(8);
    expect(treatmentSlugs.length).toBeGreaterThanOrEqual(40);
    const allSlugs = [...plan.categoryGroups.map((group) => group.slug), ...treatmentSlugs];
    expect(new Set(allSlugs).size).toBe(allSlugs.length);
  });

  it('has at least 60 branches in the listed cities, near their city centre', () => {
    const listed = [
      'beograd',
      'novi-sad',
      'nis',
      'podgorica',
      'budva',
      'sarajevo',
      'banja-luka',
      'moskva',
      'sankt-peterburg',
      'yekaterinburg',
    ];
    expect(plan.branches.length).toBeGreaterThanOrEqual(60);
    expect(new Set(plan.branches.map((b) => b.city))).toEqual(new Set(listed));
    for (const branch of plan.branches) {
      const city = cities.find((c) => c.country === branch.country && c.slug === branch.city);
      expect(city, branch.name).toBeDefined();
      expect(kmBetween(branch, city!), branch.name).toBeLessThan(20);
    }
  });

  it('mixes all three interface modes', () => {
    expect(new Set(plan.branches.map((b) => b.interfaceMode))).toEqual(new Set(interfaceModes));
  });

  it('gives every branch a unique name and slug, a local phone and several known treatments', () => {
    const names = plan.branches.map((b) => b.name);
    expect(new Set(names).size).toBe(names.length);
    for (const branch of plan.branches) {
      expect(slugify(branch.name), branch.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(branch.phone).toMatch(/^\+(381|382|387|7) \d{2,3} [\d -]+$/);
      expect(branch.treatments.length, branch.name).toBeGreaterThanOrEqual(2);
      for (const slug of branch.treatments) expect(treatmentSlugs).toContain(slug);
    }
  });

  it('groups chain branches under one organization', () => {
    const lotus = plan.branches.filter((b) => b.organization === 'Salon Lotus');
    expect(lotus.map((b) => b.city)).toEqual(['beograd', 'beograd', 'novi-sad']);
    expect(plan.organizations.length).toBeLessThan(plan.branches.length);
  });
});
