// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import ruCompany from '../../../../locales/company/ru/data.json';
import { englishMessages } from '../../components/testing/renderWithProviders';
import { OpeningHours } from './OpeningHours';

const week = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  intervals: [{ opensAt: '09:00', closesAt: '21:00' }],
}));
// Sunday, November 29, 2026, 09:30 UTC: 14:30 in Yekaterinburg.
const loadedAt = Date.parse('2026-11-29T09:30:00Z');

describe('OpeningHours', () => {
  it('names the venue’s zone by its offset, as the calendar does, never by its id', () => {
    render(
      <IntlProvider locale="ru" messages={{ ...englishMessages, ...ruCompany }}>
        <OpeningHours days={week} timeZone="Asia/Yekaterinburg" loadedAt={loadedAt} />
      </IntlProvider>,
    );
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toBe(
      'Местное время (UTC+5)',
    );
    expect(document.body.textContent).not.toContain('Asia/');
    // Open until 21:00 by the venue's clock, whatever the visitor's.
    expect(screen.getByRole('status').textContent).toContain('21:00');
  });
});
