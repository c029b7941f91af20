// The event pages' tests: one yoga class, and a page of /book-now/{slug}/group/{eventId}.
import type { ComponentType } from 'react';
import { renderPage } from '../../components/testing/renderPage';
import type { EventView } from './eventView';

export const testEvent: EventView = {
  __typename: 'GroupEvent',
  id: '63',
  title: 'Morning hatha yoga',
  description: 'A calm practice.',
  status: 'SCHEDULED',
  startsAt: '2099-01-15T06:30:00.000Z',
  durationMinutes: 60,
  capacity: 14,
  seatsLeft: 4,
  bookable: true,
  closedReason: null,
  hostName: 'Sanja Petrović',
  price: { __typename: 'Money', amount: 110000, currency: 'RSD' },
  branch: {
    __typename: 'BookingVenue',
    id: '7',
    slug: 'joga-studio-prana-7',
    name: 'Joga Studio Prana',
    address: 'Gospodar Jevremova 41',
    timeZone: 'Europe/Belgrade',
  },
};

/** An event page (`rest`: what follows the event's id in its path, '' for its own page). */
export const renderEventPage = (
  Component: ComponentType,
  { rest, ...data }: { rest: string; loaderData: unknown; actionData?: unknown },
) =>
  renderPage(Component, {
    path: `/en/book-now/:slug/group/:eventId${rest}`,
    url: `/en/book-now/${testEvent.branch.slug}/group/${testEvent.id}${rest}`,
    ...data,
  });
