import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine } from './calendarFile';

describe('calendarFile', () => {
  const entry = {
    uid: '0b7c9a1e-1111-4222-8333-944455556666',
    title: 'Morning yoga; beginners, welcome',
    startsAt: '2026-11-24T08:00:00.000Z',
    endsAt: '2026-11-24T09:15:00.000Z',
    location: 'Joga Studio Prana, Beograd',
  };

  it('writes one VEVENT with UTC times, CRLF line ends and escaped text', () => {
    const file = calendarFile(entry, new Date('2026-11-22T07:00:00Z'));
    expect(file).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    expect(file).toContain('\r\nDTSTART:20261124T080000Z\r\n');
    expect(file).toContain('\r\nDTEND:20261124T091500Z\r\n');
    expect(file).toContain('\r\nDTSTAMP:20261122T070000Z\r\n');
    expect(file).toContain('SUMMARY:Morning yoga\\; beginners\\, welcome');
    expect(file).toContain(`UID:${entry.uid}@termin`);
    expect(file.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toContain('\n');
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
