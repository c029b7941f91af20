import { describe, expect, it } from 'vitest';
import { slugify } from '../../text/slug.js';
import { interfaceModes } from '../schema/network.js';
import type { SeedPlan } from './seedPlan.js';
import { buildSeedPlan } from './seedPlan.js';

/** A fixed seed day, so the plan's dates are the same on every run. */
const seedNow = new Date('2026-11-22T10:00:00Z');
const plan = buildSeedPlan(seedNow);
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
  it('is the same on every build from the same day', () => {
    expect(buildSeedPlan(seedNow)).toEqual(plan);
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

  // Which master and service a visit gets depends on who works that weekday, so those (and the
  // price) may differ; who booked, when relative to the seed day, and what they said do not.
  it('has the same rows, keys and choices whatever day it is seeded; dates move', () => {
    // A Thursday night before the spring DST change, and the eve of Orthodox Christmas in Moscow.
    const others = [new Date('2026-03-26T22:30:00Z'), new Date('2027-01-06T20:45:00Z')];
    const shape = (p: SeedPlan) => ({
      branches: p.branches.map((b) => [b.name, b.services.length, b.masters.map((m) => m.name)]),
      closures: p.branches.map((b) => b.closures.length),
      daysOff: p.branches.map((b) => b.masters.map((m) => m.daysOff.length)),
      orders: p.orders.map((o) => [o.guid, o.customer, o.status]),
      events: p.groupEvents.map((e) => [e.branch, e.title.en, e.capacity]),
      bookings: p.eventBookings.map((b) => [b.guid, b.customer, b.seats, b.event]),
      reviews: p.reviews.map((r) => [r.order ?? r.eventBooking, r.customer, r.rating, r.text]),
      counts: [p.customers.length, p.giftCards.length, p.content.blogPosts.length],
    });
    for (const now of others) expect(shape(buildSeedPlan(now))).toEqual(shape(plan));
  });

  it('writes every localized text in English, Serbian (Latin) and Russian', () => {
    const texts: { path: string; value: Record<string, unknown> }[] = [];
    const walk = (value: unknown, path: string) => {
      if (value === null || typeof value !== 'object' || value instanceof Date) return;
      const keys = Object.keys(value);
      if (keys.includes('en') || keys.includes('sr') || keys.includes('ru')) {
        texts.push({ path, value: value as Record<string, unknown> });
        return;
      }
      for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`);
    };
    walk(plan, 'plan');
    expect(texts.length).toBeGreaterThan(3000);
    for (const { path, value } of texts) {
      expect(Object.keys(value).sort(), path).toEqual(['en', 'ru', 'sr']);
      for (const text of Object.values(value)) {
        expect(typeof text === 'string' && text.trim().length > 0, path).toBe(true);
      }
    }
    // Serbian copy is in Latin script (names of Russian venues aside, which stay as they are).
    const editorial = texts.filter(({ path }) =>
      /^plan\.(content|categoryGroups|areas)/.test(path),
    );
    expect(editorial.length).toBeGreaterThan(200);
    for (const { path, value } of editorial) expect(value['sr'], path).not.toMatch(/[А-Яа-яЁё]/);
  });

  it('lists about 240 dial codes keyed by ISO code, with names and flags', () => {
    expect(plan.dialCodes.length).toBeGreaterThanOrEqual(240);
    const codes = plan.dialCodes.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(plan.dialCodes.find((entry) => entry.code === 'RS')).toEqual({
      code: 'RS',
      name: { en: 'Serbia', sr: 'Srbija', ru: 'Сербия' },
      dialCode: '+381',
      emoji: '🇷🇸',
    });
    expect(plan.dialCodes.find((entry) => entry.code === 'RU')?.dialCode).toBe('+7');
    for (const entry of plan.dialCodes) {
      expect(entry.code).toMatch(/^[A-Z]{2}$/);
      expect(entry.dialCode).toMatch(/^\+\d{1,4}$/);
      expect([...entry.emoji]).toHaveLength(2);
    }
  });

  it('has districts for every city with venues, and places each venue in one of its city', () => {
    const withVenues = new Set(plan.branches.map((b) => `${b.country}/${b.city}`));
    const withAreas = new Set(plan.areas.map((a) => `${a.country}/${a.city}`));
    expect(withAreas).toEqual(withVenues);
    for (const branch of plan.branches) {
      const areas = plan.areas.find((a) => a.country === branch.country && a.city === branch.city)!;
      expect(
        areas.areas.map((a) => a.slug),
        branch.name,
      ).toContain(branch.area);
    }
    const areaOf = (name: string) => plan.branches.find((b) => b.name === name)?.area;
    expect(areaOf('Salon Lotus Vračar')).toBe('vracar');
    expect(areaOf('Wellness Spa Zemun')).toBe('zemun');
    expect(areaOf('Salon Lotus Novi Beograd')).toBe('novi-beograd');
    expect(areaOf('Pilates Studio Liman')).toBe('liman');
    expect(areaOf('Студия йоги Асана')).toBe('arbat');
  });

  it("writes no venue's district into its street: the address line adds it", () => {
    // The page writes street, district, city: "Beogradska 9, Petrovaradin" read "…, Petrovaradin,
    // Petrovaradin, Novi Sad".
    for (const branch of plan.branches) {
      const areas = plan.areas.find((a) => a.country === branch.country && a.city === branch.city)!;
      const area = areas.areas.find((a) => a.slug === branch.area)!;
      // A street may bear the district's name (ул. Арбат, 24 in Arbat); a part of its own may not.
      const parts = branch.address.split(', ');
      for (const name of Object.values(area.name)) expect(parts, branch.name).not.toContain(name);
    }
  });
});
