// @vitest-environment jsdom
// Issue 45: the placeholder of the free times to move to is a section with a heading (the Nu HTML
// Checker refuses a section without one), whether the times are coming or failed.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../components/testing/renderWithProviders';
import { FreeTimesFailed, FreeTimesLoading } from '../booking/flow/FreeTimesPending';
import { MoveTimesPending } from './MoveTimesPending';

describe('MoveTimesPending', () => {
  it('heads the times still on their way as the calendar they stand for', async () => {
    renderWithProviders(
      <MoveTimesPending>
        <FreeTimesLoading />
      </MoveTimesPending>,
    );
    const region = await screen.findByRole('region', { name: 'New day and time' });
    expect(region.querySelector('h2')?.textContent).toBe('New day and time');
    expect(screen.getByRole('status').textContent).toMatch(/\S/);
  });

  it('heads the times that could not be loaded the same way', async () => {
    renderWithProviders(
      <MoveTimesPending>
        <FreeTimesFailed />
      </MoveTimesPending>,
    );
    const region = await screen.findByRole('region', { name: 'New day and time' });
    expect(region.contains(screen.getByRole('alert'))).toBe(true);
  });
});
