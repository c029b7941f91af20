import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine, type CalendarEntry } from './calendarFile';

/** The file as a calendar reads it (ical.js): the event, and its times as instants. */
function parsed(file: string) {
  const calendar = new ICAL.Component(ICAL.parse(file));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    event,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
  };
}

describe('calendarFile', () => {
  const entry: CalendarEntry = {
    uid: '0b7c9a1e-1111-4222-8333-944455556666',
    title: 'Morning yoga; beginners, welcome',
    startsAt: '2026-11-24T08:00:00.000Z',
    endsAt: '2026-11-24T09:15:00.000Z',
    timeZone: 'Europe/Belgrade',
    location: 'Joga Studio Prana, Knez Mihailova 1, Beograd',
  };

  it("writes the venue's wall clock with its zone, which a calendar reads as the same instants", () => {
    const file = calendarFile(entry, new Date('2026-11-22T07:00:00Z'));
    expect(file).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    expect(file).toContain('\r\nDTSTART;TZID=Europe/Belgrade:20261124T090000\r\n');
    expect(file).toContain('\r\nDTEND;TZID=Europe/Belgrade:20261124T101500\r\n');
    expect(file).toContain('\r\nDTSTAMP:20261122T070000Z\r\n');
    expect(file).toContain('SUMMARY:Morning yoga\\; beginners\\, welcome');
    expect(file.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toContain('\n');
    const { event, start, end } = parsed(file);
    expect(start).toBe(entry.startsAt);
    expect(end).toBe(entry.endsAt);
    expect(event.summary).toBe(entry.title);
    expect(event.location).toBe(entry.location);
    expect(event.uid).toBe(`${entry.uid}@termin`);
  });

  it.each([
    ['Belgrade in summer time', 'Europe/Belgrade', '2027-07-01T15:30:00.000Z', '20270701T173000'],
    [
      'Podgorica on the night of the autumn change',
      'Europe/Podgorica',
      '2026-10-24T22:00:00.000Z',
      '20261025T000000',
    ],
    ['Sarajevo in winter', 'Europe/Sarajevo', '2027-01-10T07:00:00.000Z', '20270110T080000'],
    ['Moscow, one offset all year', 'Europe/Moscow', '2027-07-01T06:00:00.000Z', '20270701T090000'],
  ])('holds for %s', (_what, timeZone, startsAt, wall) => {
    const endsAt = new Date(Date.parse(startsAt) + 45 * 60_000).toISOString();
    const file = calendarFile({ ...entry, timeZone, startsAt, endsAt });
    expect(file).toContain(`DTSTART;TZID=${timeZone}:${wall}`);
    expect(parsed(file)).toMatchObject({ start: startsAt, end: endsAt });
  });

  it('writes UTC for a visit that ends in the hour the clocks repeat', () => {
    const file = calendarFile({
      ...entry,
      timeZone: 'Europe/Podgorica',
      startsAt: '2026-10-25T00:30:00.000Z',
      endsAt: '2026-10-25T01:15:00.000Z',
    });
    expect(file).toContain('\r\nDTEND:20261025T011500Z\r\n');
    expect(parsed(file)).toMatchObject({
      start: '2026-10-25T00:30:00.000Z',
      end: '2026-10-25T01:15:00.000Z',
    });
  });

  it('keeps UTC times for a zone whose rules it does not write', () => {
    const startsAt = '2027-07-01T15:00:00.000Z';
    const file = calendarFile({
      ...entry,
      timeZone: 'America/New_York',
      startsAt,
      endsAt: '2027-07-01T16:00:00.000Z',
    });
    expect(file).toContain('\r\nDTSTART:20270701T150000Z\r\n');
    expect(file).not.toContain('VTIMEZONE');
    expect(parsed(file).start).toBe(startsAt);
  });

  it('escapes newlines and backslashes', () => {
    expect(escapeText('a\\b\nc')).toBe('a\\\\b\\nc');
  });

  it('folds lines longer than 75 octets, counting bytes of Cyrillic text', () => {
    const folded = foldLine(`SUMMARY:${'Йога '.repeat(20)}`);
    for (const line of folded.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((line) => line.startsWith(' ')),
    ).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'Йога '.repeat(20)}`);
  });
});
