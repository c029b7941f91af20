// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../components/testing/renderWithProviders';
import { shownDayOf, WeekCalendar } from './WeekCalendar';

const dates = ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'];
const slot = { time: '10:00', startsAt: '2026-11-30T09:00:00Z' };
const days = [
  { date: '2026-11-29', slots: [] },
  { date: '2026-11-30', slots: [slot] },
  { date: '2026-12-01', slots: [] },
  { date: '2026-12-02', slots: [slot] },
];

describe('shownDayOf', () => {
  it('shows the chosen day when it has free times', () => {
    expect(shownDayOf(dates, days, '2026-12-02')).toBe('2026-12-02');
  });

  it('shows the next day with free times when "Next week" lands on a closed one (issue 42)', () => {
    expect(shownDayOf(dates, days, '2026-11-29')).toBe('2026-11-30');
    expect(shownDayOf(dates, days, '2026-12-01')).toBe('2026-12-02');
  });

  it('shows the first free day of the week without a choice in it, none when nothing is free', () => {
    expect(shownDayOf(dates, days, undefined)).toBe('2026-11-30');
    expect(shownDayOf(dates, days, '2027-01-05')).toBe('2026-11-30');
    expect(shownDayOf(dates, [], '2026-11-29')).toBeUndefined();
  });
});

describe('WeekCalendar', () => {
  const week = ['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31'];
  const calendar = (lastDay: string) =>
    renderWithProviders(
      <WeekCalendar
        dates={week}
        days={[
          { date: '2026-12-28', slots: [slot] },
          { date: '2026-12-29', slots: [] },
        ]}
        today="2026-11-29"
        previous="2026-12-20"
        next={null}
        lastDay={lastDay}
        chosen={{}}
        href={({ d }) => `/en/calendar?d=${d}`}
        skipTo="selection"
      />,
    );

  it('says until when a week past the booking horizon can be booked, not that it is full', () => {
    calendar('2026-12-29');
    expect(
      screen.getByText('For now the last day you can book online is Tuesday, December 29, 2026', {
        exact: false,
      }),
    ).toBeTruthy();
    expect(screen.getByText('Wednesday, December 30, 2026, not open for booking yet')).toBeTruthy();
    // A day within the horizon without free times is full.
    expect(screen.getByText('Tuesday, December 29, 2026, no free times')).toBeTruthy();
  });

  it('says nothing of the horizon in a week within it', () => {
    calendar('2027-01-31');
    expect(screen.queryByText('the last day you can book online', { exact: false })).toBeNull();
    expect(screen.getByText('Wednesday, December 30, 2026, no free times')).toBeTruthy();
  });
});
