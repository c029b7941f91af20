import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../passwordHash.js';
import { demoEmail, demoPassword } from './customers.js';
import { largestBranch } from './demoBookings.js';
import { demoGiftCardCode, expiredGiftCardCode } from './planGiftCards.js';
import { buildSeedPlan } from './seedPlan.js';
import { isoWeekday, localDateOf } from '@termin/zoned-time';

const now = new Date('2026-11-22T10:00:00Z');
const plan = buildSeedPlan(now);
const branchOf = (name: string) => plan.branches.find((b) => b.name === name)!;
const day = 86_400_000;

describe('demo bookings', () => {
  it('never overlap two active visits of a master, and keep them inside working hours', () => {
    const busy = new Map<string, { startsAt: Date; endsAt: Date }[]>();
    for (const order of plan.orders.filter((o) => o.status !== 'cancelled')) {
      const branch = branchOf(order.branch);
      for (const item of order.items) {
        const key = `${order.branch}/${item.master}`;
        const taken = busy.get(key) ?? [];
        expect(
          taken.some((t) => item.startsAt < t.endsAt && t.startsAt < item.endsAt),
          key,
        ).toBe(false);
        busy.set(key, [...taken, item]);
        const date = localDateOf(item.startsAt, branch.timeZone);
        const master = branch.masters[item.master]!;
        expect(master.services.some((s) => s.service === item.service)).toBe(true);
        expect(
          master.workingHours.some((h) => h.weekday === isoWeekday(date)),
          key,
        ).toBe(true);
        expect(master.daysOff.some((off) => off.startsOn <= date && date <= off.endsOn)).toBe(
          false,
        );
        expect(branch.closures.some((c) => c.startsOn <= date && date <= c.endsOn)).toBe(false);
      }
    }
  });

  it('give the demo customer past, reviewable, reviewed and future orders on both sides of the cancellation deadline', () => {
    const mine = plan.orders.filter((o) => o.customer === demoEmail);
    const reviewed = new Set(plan.reviews.map((r) => r.order));
    const past = mine.filter((o) => o.status === 'completed' && o.items[0]!.endsAt < now);
    expect(past.filter((o) => reviewed.has(o.guid))).toHaveLength(1);
    expect(past.filter((o) => !reviewed.has(o.guid))).toHaveLength(1);
    const future = mine.filter((o) => o.status === 'confirmed' && o.items[0]!.startsAt > now);
    const locked = future.filter((o) => o.cancellableUntil < now);
    const cancellable = future.filter((o) => o.cancellableUntil > now);
    expect(locked).toHaveLength(1);
    expect(cancellable).toHaveLength(1);
    expect(locked[0]!.items[0]!.startsAt.getTime() - now.getTime()).toBeLessThan(2 * day);
    expect(cancellable[0]!.items).toHaveLength(2);
    expect(mine.some((o) => o.status === 'cancelled')).toBe(true);
    const classes = plan.eventBookings.filter((b) => b.customer === demoEmail);
    expect(classes.map((b) => b.status).sort()).toEqual(['completed', 'confirmed']);
  });

  it('have 5–40 reviews per venue, after the visit and before the seed day, by people who came', () => {
    const perBranch = new Map<string, number>();
    for (const review of plan.reviews) {
      perBranch.set(review.branch, (perBranch.get(review.branch) ?? 0) + 1);
      const order = plan.orders.find((o) => o.guid === review.order);
      const booking = plan.eventBookings.find((b) => b.guid === review.eventBooking);
      expect(Boolean(order) !== Boolean(booking)).toBe(true);
      const visit = order ?? booking!;
      expect(visit.customer).toBe(review.customer);
      expect(visit.status).toBe('completed');
      expect(review.createdAt < now).toBe(true);
      if (review.reply)
        expect(review.reply.at > review.createdAt && review.reply.at < now).toBe(true);
      const writer = plan.customers.find((c) => c.email === review.customer)!;
      expect(review.language).toBe(writer.language);
    }
    for (const branch of plan.branches) {
      expect(perBranch.get(branch.name), branch.name).toBeGreaterThanOrEqual(5);
      expect(perBranch.get(branch.name), branch.name).toBeLessThanOrEqual(40);
    }
    const ratings = plan.reviews.map((r) => r.rating);
    const share = (stars: number) => ratings.filter((r) => r === stars).length / ratings.length;
    expect(share(5)).toBeGreaterThan(0.45);
    expect(share(1)).toBeGreaterThan(0);
    expect(share(1)).toBeLessThan(0.08);
    expect(plan.reviews.filter((r) => r.reply).length).toBeGreaterThan(200);
  });

  it('lay out group classes over the next two months without overselling, one sold out per venue', () => {
    const groupVenues = plan.branches.filter((b) => b.interfaceMode === 'group');
    expect(groupVenues.length).toBeGreaterThanOrEqual(10);
    const seats = plan.groupEvents.map(() => 0);
    for (const booking of plan.eventBookings) {
      if (booking.status !== 'cancelled') seats[booking.event]! += booking.seats;
    }
    for (const branch of groupVenues) {
      const events = plan.groupEvents
        .map((event, index) => ({ event, index }))
        .filter(({ event }) => event.branch === branch.name);
      const ahead = events.filter(({ event }) => event.startsAt > now);
      expect(ahead.length, branch.name).toBeGreaterThan(40);
      const last = Math.max(...ahead.map(({ event }) => event.startsAt.getTime()));
      expect(last - now.getTime()).toBeGreaterThan(50 * day);
      expect(last - now.getTime()).toBeLessThan(64 * day);
      expect(
        ahead.some(({ event, index }) => seats[index] === event.capacity),
        branch.name,
      ).toBe(true);
    }
    plan.groupEvents.forEach((event, index) =>
      expect(seats[index]).toBeLessThanOrEqual(event.capacity),
    );
    expect(plan.groupEvents.every((e) => branchOf(e.branch).interfaceMode === 'group')).toBe(true);
    expect(plan.orders.every((o) => branchOf(o.branch).interfaceMode !== 'group')).toBe(true);
  });

  it('fill the benchmark branch with 20 masters and a busy fortnight', () => {
    const branch = branchOf(largestBranch);
    expect(branch.masters).toHaveLength(20);
    const upcoming = plan.orders.filter(
      (o) => o.branch === largestBranch && o.items[0]!.startsAt > now,
    );
    expect(upcoming.length).toBeGreaterThanOrEqual(60);
  });

  it('seed the demo account with a password that verifies, and about 30 reviewers without one', async () => {
    const demo = plan.customers.find((c) => c.email === demoEmail)!;
    expect(await verifyPassword(demoPassword, demo.passwordHash!)).toBe(true);
    expect(await verifyPassword('wrong', demo.passwordHash!)).toBe(false);
    const others = plan.customers.filter((c) => c.email !== demoEmail);
    expect(others.length).toBeGreaterThanOrEqual(30);
    expect(others.every((c) => c.passwordHash === undefined)).toBe(true);
    const emails = plan.customers.map((c) => c.email.toLowerCase());
    expect(new Set(emails).size).toBe(emails.length);
  });

  it('issue gift cards with readable codes: one valid for the demo, one expired', () => {
    for (const card of plan.giftCards) {
      expect(card.code).toMatch(/^TERM-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    }
    const valid = plan.giftCards.find((c) => c.code === demoGiftCardCode)!;
    expect(valid.status).toBe('active');
    expect(valid.expiresAt > now).toBe(true);
    expect(valid.recipientEmail).toBe(demoEmail);
    const spent = plan.giftCardRedemptions.filter((r) => r.code === demoGiftCardCode);
    expect(spent).toHaveLength(1);
    expect(spent[0]!.amount).toBeLessThan(valid.initialAmount);
    expect(plan.giftCards.find((c) => c.code === expiredGiftCardCode)!.expiresAt < now).toBe(true);
  });
});
