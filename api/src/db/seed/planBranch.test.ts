import { describe, expect, it } from 'vitest';
import { serbianAccount } from './planOrganizations.js';
import { largestBranch } from './demoBookings.js';
import { buildSeedPlan } from './seedPlan.js';
import type { WeeklyInterval } from './types.js';

const plan = buildSeedPlan(new Date('2026-11-22T10:00:00Z'));
const treatmentGroup = new Map(
  plan.categoryGroups.flatMap((g) => g.treatments.map((t) => [t.slug, g.slug] as const)),
);
const inside = (inner: WeeklyInterval, outer: readonly WeeklyInterval[]) =>
  outer.some(
    (o) => o.weekday === inner.weekday && o.startsAt <= inner.startsAt && inner.endsAt <= o.endsAt,
  );

describe('demo venues', () => {
  it('list 6–20 services of the treatments they offer, 15–180 minutes, in their currency', () => {
    for (const branch of plan.branches) {
      expect(branch.services.length, branch.name).toBeGreaterThanOrEqual(6);
      expect(branch.services.length, branch.name).toBeLessThanOrEqual(20);
      expect(branch.currency).toBe({ RS: 'RSD', ME: 'EUR', BA: 'BAM', RU: 'RUB' }[branch.country]);
      for (const service of branch.services) {
        expect(branch.treatments, service.name.en).toContain(service.treatment);
        expect(service.durationMinutes).toBeGreaterThanOrEqual(15);
        expect(service.durationMinutes).toBeLessThanOrEqual(180);
        expect(Number.isInteger(service.price) && service.price >= 0).toBe(true);
      }
    }
  });

  it('price like local price lists: whole dinars, euros, marks and roubles at local levels', () => {
    const haircut = (name: string) =>
      plan.branches
        .find((b) => b.name === name)!
        .services.find((s) => s.name.en === "Men's haircut")!.price / 100;
    expect(haircut('Barbershop Dorćol')).toBeGreaterThanOrEqual(1200);
    expect(haircut('Barbershop Dorćol')).toBeLessThanOrEqual(2000);
    expect(haircut('Barber Shop Gentleman')).toBeGreaterThanOrEqual(10);
    expect(haircut('Barber Shop Gentleman')).toBeLessThanOrEqual(20);
    expect(haircut('Barber Shop Marijin Dvor')).toBeGreaterThanOrEqual(15);
    expect(haircut('Barber Shop Marijin Dvor')).toBeLessThanOrEqual(35);
    expect(haircut('Барбершоп Бритва')).toBeGreaterThanOrEqual(1400);
    expect(haircut('Барбершоп Бритва')).toBeLessThanOrEqual(2500);
    for (const branch of plan.branches) {
      for (const { price } of branch.services) {
        const step = { RSD: 5000, EUR: 50, BAM: 100, RUB: 5000 }[branch.currency];
        expect(price % step, `${branch.name} ${price}`).toBe(0);
      }
    }
  });

  it('have 2–8 masters (the benchmark branch 20), each doing services of one group', () => {
    for (const branch of plan.branches) {
      const count = branch.masters.length;
      if (branch.name === largestBranch) expect(count).toBe(20);
      else expect(count, branch.name).toBeGreaterThanOrEqual(2);
      if (branch.name !== largestBranch) expect(count, branch.name).toBeLessThanOrEqual(8);
      branch.services.forEach((service, index) => {
        const doers = branch.masters.filter((m) => m.services.some((s) => s.service === index));
        expect(doers.length, `${branch.name}: ${service.name.en}`).toBeGreaterThan(0);
      });
      for (const master of branch.masters) {
        expect(master.services.length, master.name).toBeGreaterThan(0);
        for (const { service } of master.services) {
          expect(treatmentGroup.get(branch.services[service]!.treatment)).toBe(master.group);
        }
      }
      expect(new Set(branch.masters.map((m) => m.name)).size).toBe(count);
    }
  });

  it('schedule masters inside opening hours, with breaks inside shifts and some split shifts', () => {
    let splitDays = 0;
    let partTimers = 0;
    for (const branch of plan.branches) {
      const openDays = new Set(branch.openingHours.map((h) => h.weekday));
      for (const master of branch.masters) {
        for (const shift of master.workingHours)
          expect(inside(shift, branch.openingHours)).toBe(true);
        for (const pause of master.breaks) expect(inside(pause, master.workingHours)).toBe(true);
        const days = new Set(master.workingHours.map((h) => h.weekday));
        if (days.size < master.workingHours.length) splitDays++;
        if (days.size <= 3) partTimers++;
        for (const off of master.daysOff) expect(off.endsOn >= off.startsOn).toBe(true);
      }
      for (const day of openDays) {
        expect(branch.masters.some((m) => m.workingHours.some((h) => h.weekday === day))).toBe(
          true,
        );
      }
    }
    expect(splitDays).toBeGreaterThan(10);
    expect(partTimers).toBeGreaterThan(10);
    expect(
      plan.branches.flatMap((b) => b.masters).filter((m) => m.daysOff.length).length,
    ).toBeGreaterThan(30);
  });

  it('describe themselves, show 3–6 photos and a sensible booking policy', () => {
    for (const branch of plan.branches) {
      expect(branch.description.sr).toContain(branch.name);
      expect(branch.photos.length).toBeGreaterThanOrEqual(3);
      expect(branch.photos.length).toBeLessThanOrEqual(6);
      for (const photo of branch.photos) {
        expect(photo.url).toMatch(new RegExp(`^/images/branches/${branch.kind}-[1-8]\\.jpg$`));
      }
      expect(branch.cancellationWindowMinutes).toBeGreaterThanOrEqual(120);
      expect(branch.cancellationWindowMinutes).toBeLessThanOrEqual(2880);
      expect(branch.email).toMatch(/^hello@[a-z0-9-]+\.(rs|me|ba|ru)$/);
      expect(branch.openingHours.length).toBeGreaterThan(0);
    }
    const budvaBarber = plan.branches.find((b) => b.name === 'Barber Stari Grad')!;
    expect(budvaBarber.openingHours.filter((h) => h.weekday === 1)).toHaveLength(2);
    for (const city of new Set(plan.branches.map((b) => b.city))) {
      expect(
        plan.branches.some((b) => b.city === city && b.isFeatured),
        city,
      ).toBe(true);
    }
  });

  it('give Serbian businesses a valid tax number and IPS payee account', () => {
    const serbian = plan.organizations.filter((o) => o.country === 'RS');
    expect(serbian.length).toBeGreaterThan(20);
    for (const organization of serbian) {
      expect(organization.ipsAccount).toMatch(/^\d{18}$/);
      expect(BigInt(organization.ipsAccount!) % 97n).toBe(1n);
      expect(organization.taxId).toMatch(/^[1-9]\d{8}$/);
      expect(organization.payeeAddress).toMatch(/, (Beograd|Novi Sad|Niš)$/);
    }
    expect(plan.organizations.filter((o) => o.country !== 'RS').every((o) => !o.ipsAccount)).toBe(
      true,
    );
    // Control digits make the whole number ≡ 1 (mod 97), short accounts padded with zeros.
    expect(serbianAccount('160', '51')).toBe('160000000000005120');
  });
});
