// @vitest-environment jsdom
// An event's page says why no place can be booked, when none can: the reason it knows, not a list
// of every possible one.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GroupEventClosedReason } from '../../__generated__/graphql';
import { Component } from './EventPage';
import { renderEventPage, testEvent } from './testEvent';

const venue = {
  id: '7',
  organization: { id: '5', name: 'Prana' },
  city: { slug: 'beograd', title: 'Beograd' },
  postalCode: '11000',
  coordinates: { latitude: 44.82, longitude: 20.46 },
  photos: [],
};

function showEvent(changes: Partial<typeof testEvent>) {
  const event = { ...testEvent, ...changes };
  renderEventPage(Component, {
    rest: '',
    loaderData: { event, venue, slug: event.branch.slug, prefix: 'en' },
  });
}

const closed = (closedReason: GroupEventClosedReason, seatsLeft = 0) =>
  showEvent({ bookable: false, closedReason, seatsLeft });

describe('EventPage', () => {
  it('offers a place while the event takes bookings', () => {
    showEvent({});
    expect(screen.getByRole('link', { name: 'Book a place' })).toBeTruthy();
  });

  it('says a full event is full', () => {
    closed('FULL');
    expect(screen.getByText('This event is full: no places are left to book.')).toBeTruthy();
    expect(screen.queryByText(/cancelled or has already started/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Book a place' })).toBeNull();
  });

  it('says a cancelled event is cancelled, and one under way has started', () => {
    closed('CANCELLED');
    expect(screen.getByText('This event is cancelled, so it cannot be booked.')).toBeTruthy();
    closed('STARTED', 3);
    expect(
      screen.getByText('This event has already started, so it can no longer be booked.'),
    ).toBeTruthy();
  });
});
