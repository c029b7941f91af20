// @vitest-environment jsdom
// Moving a booking: a new time that is already inside the cancellation window is said to be so
// before the move, as the booking flow says it before booking, since once moved there the
// booking can no longer be cancelled or moved online.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../components/testing/renderPage';
import { Component } from './OrderReschedulePage';
import { testVenue } from './testVenue';

const rsd = (amount: number) => ({ amount, currency: 'RSD' });
const guid = '0b9c7f1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f';

/** A visit on 10 January 2099 at 10:00 in Belgrade, cancellable online up to 24 hours before. */
const order = {
  __typename: 'Order',
  guid,
  status: 'CONFIRMED',
  branch: testVenue,
  items: [
    {
      serviceId: '11',
      serviceName: 'Haircut',
      startsAt: '2099-01-10T09:00:00.000Z',
      endsAt: '2099-01-10T10:00:00.000Z',
      master: { id: '2', name: 'Ana' },
      price: rsd(240000),
    },
  ],
  startsAt: '2099-01-10T09:00:00.000Z',
  endsAt: '2099-01-10T10:00:00.000Z',
  total: rsd(240000),
  giftCardAmount: rsd(0),
  amountDue: rsd(240000),
  amountPaid: rsd(0),
  paidAt: null,
  canPay: true,
  canCancel: true,
  canReschedule: true,
  cancellableUntil: '2099-01-09T09:00:00.000Z',
  canReview: false,
  over: false,
  review: null,
  comment: null,
  cancelledAt: null,
};

/** Ana's free times on 5 January 2099 at 9:00 and 15:00 (8:00 and 14:00 UTC). */
const times = {
  team: [{ id: '2', name: 'Ana', price: rsd(240000) }],
  days: [
    {
      date: '2099-01-05',
      slots: [
        { time: '09:00', startsAt: '2099-01-05T08:00:00.000Z', masterIds: ['2'] },
        { time: '15:00', startsAt: '2099-01-05T14:00:00.000Z', masterIds: ['2'] },
      ],
    },
  ],
  dates: ['2099-01-05'],
  today: '2099-01-04',
  previous: null,
  next: '2099-01-12',
  parts: [],
};

/** The page with the time `t` on 5 January chosen, when it is 10:00 on the 4th (UTC+1). */
function showChosen(t: string) {
  const loaderData = {
    order,
    ownMaster: '2',
    // Now (09:00 UTC on the 4th) and the window of 24 hours.
    cancellableFrom: '2099-01-05T09:00:00.000Z',
    state: { d: '2099-01-05', t },
    base: `/en/book-now/order/${guid}/reschedule`,
    prefix: 'en',
    times,
  };
  renderPage(Component, {
    path: '/en/book-now/order/:orderId/reschedule',
    url: `/en/book-now/order/${guid}/reschedule?d=2099-01-05&t=${t}`,
    loaderData,
  });
}

const warning =
  /^This time starts in less than 24 h: once your booking is moved there, it can no longer be cancelled or moved online\. To change your plans then, please call the venue on \+381111234567\.$/;

describe('OrderReschedulePage', () => {
  it('warns before moving to a time inside the cancellation window, with the venue’s number', async () => {
    showChosen('09:00');
    await screen.findByRole('button', { name: 'Move my booking' });
    expect(screen.getByRole('note').textContent).toMatch(warning);
    expect(screen.getByRole('link', { name: '+381111234567' }).getAttribute('href')).toBe(
      'tel:+381111234567',
    );
  });

  it('says nothing of the kind for a time that can still be cancelled online once moved', async () => {
    showChosen('15:00');
    await screen.findByRole('button', { name: 'Move my booking' });
    expect(screen.queryByText(warning)).toBeNull();
  });
});
