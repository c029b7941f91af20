import { describe, expect, it } from 'vitest';
import type { BranchCalendar, MasterCalendar, MinuteSpan } from './slots.js';
import { computeSlots, dayView, takerAt, workableSpans } from './slots.js';
import { zonedInstant } from '@termin/zoned-time/instant';

const everyDay = (spans: MinuteSpan[]) => new Map([1, 2, 3, 4, 5, 6, 7].map((d) => [d, spans]));
const h = (hours: number) => hours * 60;

const branch = (overrides: Partial<BranchCalendar> = {}): BranchCalendar => ({
  timeZone: 'Europe/Belgrade',
  slotStepMinutes: 30,
  minNoticeMinutes: 0,
  bookingHorizonDays: 60,
  openingHours: everyDay([{ start: h(9), end: h(17) }]),
  closures: [],
  ...overrides,
});

const master = (masterId: number, overrides: Partial<MasterCalendar> = {}): MasterCalendar => ({
  masterId,
  durationMinutes: 60,
  workingHours: everyDay([{ start: h(10), end: h(14) }]),
  breaks: new Map(),
  daysOff: [],
  busy: [],
  ...overrides,
});

// A Monday well before the dates below.
const now = new Date('2030-03-01T00:00:00Z');
const times = (day: { slots: { time: string }[] }) => day.slots.map((s) => s.time);

describe('computeSlots', () => {
  it('offers starts on the step inside shifts and opening hours, whole service inclusive', () => {
    const [day] = computeSlots(branch(), [master(1)], '2030-03-05', 1, now);
    expect(times(day!)).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00']);
    expect(day!.slots[0]!.startsAt.toISOString()).toBe('2030-03-05T09:00:00.000Z');
  });

  it('clips shifts to opening hours and subtracts breaks', () => {
    const m = master(1, {
      workingHours: everyDay([{ start: h(8), end: h(12) }]),
      breaks: everyDay([{ start: h(10), end: h(10) + 30 }]),
    });
    const [day] = computeSlots(branch(), [m], '2030-03-05', 1, now);
    expect(times(day!)).toEqual(['09:00', '10:30', '11:00']);
  });

  it('skips closures, days off and busy time', () => {
    const closed = branch({ closures: [{ startsOn: '2030-03-05', endsOn: '2030-03-05' }] });
    expect(computeSlots(closed, [master(1)], '2030-03-05', 1, now)[0]!.slots).toEqual([]);
    const away = master(1, { daysOff: [{ startsOn: '2030-03-04', endsOn: '2030-03-06' }] });
    expect(computeSlots(branch(), [away], '2030-03-05', 1, now)[0]!.slots).toEqual([]);
    const start = zonedInstant('2030-03-05', h(11), 'Europe/Belgrade').getTime();
    const booked = master(1, { busy: [{ start, end: start + 3_600_000 }] });
    const [day] = computeSlots(branch(), [booked], '2030-03-05', 1, now);
    expect(times(day!)).toEqual(['10:00', '12:00', '12:30', '13:00']);
  });

  it('lists which masters are free for each start (any master)', () => {
    const late = master(2, { workingHours: everyDay([{ start: h(12), end: h(16) }]) });
    const [day] = computeSlots(branch(), [master(1), late], '2030-03-05', 1, now);
    const at = (time: string) => day!.slots.find((s) => s.time === time)?.masterIds;
    expect(at('10:00')).toEqual([1]);
    expect(at('12:00')).toEqual([1, 2]);
    expect(at('15:00')).toEqual([2]);
  });

  it('uses each master’s own duration', () => {
    const slow = master(1, { durationMinutes: 120 });
    const [day] = computeSlots(branch(), [slow], '2030-03-05', 1, now);
    expect(times(day!)).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00']);
  });

  it('honours minimum notice and the booking horizon', () => {
    const soon = new Date('2030-03-05T10:10:00Z'); // 11:10 in Belgrade
    const [day] = computeSlots(
      branch({ minNoticeMinutes: 60 }),
      [master(1)],
      '2030-03-05',
      1,
      soon,
    );
    expect(times(day!)).toEqual(['12:30', '13:00']);
    const days = computeSlots(branch({ bookingHorizonDays: 2 }), [master(1)], '2030-03-01', 5, now);
    expect(days.map((d) => d.slots.length > 0)).toEqual([true, true, true, false, false]);
    expect(computeSlots(branch(), [master(1)], '2030-02-27', 1, now)[0]!.slots).toEqual([]);
  });

  it('keeps wall-clock times across the spring DST change in Belgrade', () => {
    // 2030-03-31: clocks go from 02:00 to 03:00 (UTC+1 → UTC+2).
    const night = master(1, { workingHours: everyDay([{ start: 0, end: h(24) }]) });
    const open = branch({
      openingHours: everyDay([{ start: 0, end: h(24) }]),
      slotStepMinutes: 60,
    });
    const [before, change] = computeSlots(open, [night], '2030-03-30', 2, now);
    expect(before!.slots[10]).toMatchObject({ time: '10:00' });
    expect(before!.slots[10]!.startsAt.toISOString()).toBe('2030-03-30T09:00:00.000Z');
    expect(times(change!)).not.toContain('02:00');
    expect(change!.slots.find((s) => s.time === '10:00')!.startsAt.toISOString()).toBe(
      '2030-03-31T08:00:00.000Z',
    );
  });

  it('keeps wall-clock times across the autumn DST change in Belgrade', () => {
    // 2030-10-27: clocks go from 03:00 back to 02:00 (UTC+2 → UTC+1).
    const autumn = new Date('2030-10-01T00:00:00Z');
    const [dayBefore, day] = computeSlots(branch(), [master(1)], '2030-10-26', 2, autumn);
    expect(times(day!)[0]).toBe('10:00');
    expect(day!.slots[0]!.startsAt.toISOString()).toBe('2030-10-27T09:00:00.000Z');
    expect(dayBefore!.slots[0]!.startsAt.toISOString()).toBe('2030-10-26T08:00:00.000Z');
  });
});

describe('computeSlots with a chain ("any specialist", nobody does every service)', () => {
  // A haircut (60 min) only master 1 does, then a facial (45 min) only master 2 does.
  const steps = [
    { serviceId: 10, performers: [{ masterId: 1, durationMinutes: 60, price: 3000 }] },
    { serviceId: 20, performers: [{ masterId: 2, durationMinutes: 45, price: 4500 }] },
  ];
  const hairdresser = master(1, { workingHours: everyDay([{ start: h(9), end: h(13) }]) });
  const beautician = master(2, { workingHours: everyDay([{ start: h(11), end: h(17) }]) });
  const schedules = new Map([
    [1, hairdresser],
    [2, beautician],
  ]);

  it('offers the starts where the services fit back to back, each with its master', () => {
    const [day] = computeSlots(branch(), [], '2030-03-05', 1, now, { steps, schedules });
    // The haircut must end inside the hairdresser's shift (by 13:00) and the facial start in the
    // beautician's (from 11:00).
    expect(times(day!)).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00']);
    const [first] = day!.slots;
    expect(first!.masterIds).toEqual([]);
    expect(first!.parts).toEqual([
      {
        serviceId: 10,
        masterId: 1,
        startsAt: new Date('2030-03-05T09:00:00Z'),
        endsAt: new Date('2030-03-05T10:00:00Z'),
        price: 3000,
      },
      {
        serviceId: 20,
        masterId: 2,
        startsAt: new Date('2030-03-05T10:00:00Z'),
        endsAt: new Date('2030-03-05T10:45:00Z'),
        price: 4500,
      },
    ]);
  });

  it('leaves out a start where either part is taken', () => {
    const eleven = zonedInstant('2030-03-05', h(11), 'Europe/Belgrade').getTime();
    const booked = new Map([
      [1, hairdresser],
      [2, { ...beautician, busy: [{ start: eleven, end: eleven + 1_800_000 }] }],
    ]);
    const [day] = computeSlots(branch(), [], '2030-03-05', 1, now, { steps, schedules: booked });
    // From 10:00 the facial would be 11:00–11:45, over the booked 11:00–11:30; from 10:30 it
    // starts as that booking ends.
    expect(times(day!)).toEqual(['10:30', '11:00', '11:30', '12:00']);
  });

  it('prefers a master free for everything alone, naming them without parts', () => {
    const both = master(3, { workingHours: everyDay([{ start: h(9), end: h(10) + 45 }]) });
    const [day] = computeSlots(
      branch(),
      [{ ...both, durationMinutes: 105 }],
      '2030-03-05',
      1,
      now,
      { steps, schedules },
    );
    expect(day!.slots[0]).toEqual({
      time: '09:00',
      startsAt: new Date('2030-03-05T08:00:00Z'),
      masterIds: [3],
    });
    expect(day!.slots.find((s) => s.time === '10:00')!.parts).toHaveLength(2);
  });
});

describe('takerAt', () => {
  it('checks shifts, breaks and busy time for any start, on the grid or not', () => {
    const start = zonedInstant('2030-03-05', h(12), 'Europe/Belgrade').getTime();
    const m = master(1, { busy: [{ start, end: start + 1_800_000 }] });
    const day = dayView(branch(), [m], '2030-03-05');
    const at = (minute: number, options = {}) =>
      takerAt(
        day,
        minute,
        zonedInstant('2030-03-05', minute, 'Europe/Belgrade').getTime(),
        options,
      );
    expect(at(h(10) + 5)(1, 0, 60)).toBe(true);
    expect(at(h(11) + 30)(1, 0, 60)).toBe(false);
    expect(at(h(11) + 30, { ignoreBusy: true })(1, 0, 60)).toBe(true);
    expect(at(h(13) + 30)(1, 0, 60)).toBe(false);
    // A part 90 minutes into a chain from 10:00 is 11:30–12:30: it meets the booked 12:00.
    expect(at(h(10))(1, 90, 60)).toBe(false);
    expect(at(h(10))(2, 0, 60)).toBe(false);
    expect(workableSpans(branch(), m, '2030-03-05')).toEqual([{ start: h(10), end: h(14) }]);
  });
});
