// @vitest-environment jsdom
// One view of a booking, whichever its kind: a visit and places on an event read alike (what,
// where with the full address, when at the venue's clock, money, status), each with its own
// actions.
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import generalEnglish from '../../../../locales/general/en/data.json';
import { makeFragmentData } from '../../__generated__/fragment-masking';
import type { BookingFieldsFragment } from '../../__generated__/graphql';
import { ShellContext, type Shell } from '../../app/shell';
import { renderWithProviders } from '../../components/testing/renderWithProviders';
import { BookingOverview } from './BookingOverview';
import { BookingFields } from './bookingFields';
import { testVenue } from './testVenue';

const shell = {
  publicConfig: { siteUrl: 'https://termin.test', region: 'eu', hreflangs: {} },
  session: { loggedIn: true },
  assets: { scripts: [], styles: [] },
} as unknown as Shell;

const rsd = (amount: number) => ({ amount, currency: 'RSD' });
/** An amount as shown: the currency and the figure (Intl may join them with a no-break space). */
const shownRsd = (figure: string) => expect.stringMatching(new RegExp(`^RSD\\s${figure}$`));

const branch = testVenue;

const shared = {
  status: 'CONFIRMED' as string,
  branch,
  // 10:00 in Belgrade (UTC+1 in winter).
  startsAt: '2099-01-15T09:00:00.000Z',
  cancellableUntil: '2099-01-14T09:00:00.000Z',
  total: rsd(240000),
  giftCardAmount: rsd(0),
  amountDue: rsd(240000),
  canCancel: true,
  canReview: false,
  over: false,
  review: null,
  comment: null as string | null,
};

const order = {
  __typename: 'Order',
  ...shared,
  guid: '0b9c7f1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f',
  items: [
    {
      serviceId: '11',
      serviceName: 'Haircut',
      startsAt: shared.startsAt,
      endsAt: '2099-01-15T09:45:00.000Z',
      master: { id: '2', name: 'Ana' },
      price: rsd(240000),
    },
  ],
  amountPaid: rsd(0),
  paidAt: null as string | null,
  canPay: true,
  canReschedule: true,
};

const eventBooking = {
  __typename: 'EventBooking',
  ...shared,
  guid: '1c0d8f2e-3b4c-4d5e-9f0a-1b2c3d4e5f60',
  eventId: '7',
  title: 'Morning yoga',
  seats: 2,
};

/**
 * The shared messages alone: the overview is on pages of several translation folders (the
 * booking's confirmation, events', orders'), so its texts are the shared ones; a missing id throws.
 */
const SharedMessagesOnly = ({ children }: { children: ReactNode }) => (
  <IntlProvider
    locale="en"
    messages={generalEnglish}
    onError={(error) => {
      throw error;
    }}
  >
    {children}
  </IntlProvider>
);

function show(booking: typeof order | typeof eventBooking) {
  // The fixtures leave out the nested __typename fields the cache needs and the view does not read.
  const fragment = booking as unknown as BookingFieldsFragment;
  renderWithProviders(
    <ShellContext value={shell}>
      <SharedMessagesOnly>
        <BookingOverview booking={makeFragmentData(fragment, BookingFields)} prefix="en" />
      </SharedMessagesOnly>
    </ShellContext>,
  );
}

/** The facts as term → definition pairs. */
const facts = () =>
  Object.fromEntries(
    screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

const links = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('BookingOverview', () => {
  it('shows a visit: its services, the venue with its full address, the venue’s time, what to pay', async () => {
    show(order);
    await screen.findByRole('navigation');
    expect(facts()).toMatchObject({
      Services: expect.stringContaining('Haircut'),
      Where: 'Salon Lotus Vračar, Njegoševa 12, Beograd, Srbija',
      When: expect.stringMatching(/January 15, 2099.* 10:00\sAM$/),
      Total: shownRsd('2,400'),
      'To pay': shownRsd('2,400'),
      Status: 'Confirmed',
    });
    expect(facts()['Your comment']).toBeUndefined();
    expect(screen.getByText(/^You can move or cancel online free of charge until /)).toBeTruthy();
    expect(links()).toEqual([
      ['Pay by IPS QR code', `/en/book-now/${branch.slug}/payment/${order.guid}`],
      ['Add to calendar (.ics)', `/calendar/order/${order.guid}`],
      ['Get directions', expect.stringContaining('Beograd')],
      ['Change the time', `/en/book-now/order/${order.guid}/reschedule`],
      ['Cancel the booking', `/en/book-now/order/${order.guid}/cancel`],
    ]);
  });

  it('shows places on an event the same way, with the event’s own actions', async () => {
    show(eventBooking);
    await screen.findByRole('navigation');
    expect(facts()).toMatchObject({
      Event: 'Morning yoga',
      Places: '2',
      Where: 'Salon Lotus Vračar, Njegoševa 12, Beograd, Srbija',
      When: expect.stringMatching(/January 15, 2099.* 10:00\sAM$/),
      Total: shownRsd('2,400'),
      'To pay': shownRsd('2,400'),
      Status: 'Confirmed',
    });
    expect(screen.getByText(/^You can cancel online free of charge until /)).toBeTruthy();
    // No online payment or move for places on an event.
    expect(links()).toEqual([
      ['Add to calendar (.ics)', `/calendar/event-booking/${eventBooking.guid}`],
      ['Get directions', expect.stringContaining('Beograd')],
      [
        'Cancel the booking',
        `/en/book-now/${branch.slug}/group/7/cancel?booking=${eventBooking.guid}`,
      ],
    ]);
  });

  it('shows the comment the customer left for the venue, as written, and no row without one', async () => {
    show({ ...order, comment: 'Short hair, please.\nI may be 5 minutes late.' });
    await screen.findByRole('navigation');
    expect(facts()['Your comment']).toBe('Short hair, please.\nI may be 5 minutes late.');
    expect(screen.getByText(/^Short hair, please\./).className).toMatch(/comment/);
  });

  it('tells who returns a payment once a paid visit is cancelled', async () => {
    show({
      ...order,
      status: 'CANCELLED',
      canCancel: false,
      canPay: false,
      canReschedule: false,
      amountPaid: rsd(240000),
      paidAt: '2099-01-10T12:00:00.000Z',
    });
    await screen.findByRole('navigation');
    expect(screen.getByText(/^The venue returns the /).textContent).toMatch(
      /^The venue returns the RSD\s2,400 you paid to the account you paid from\. .* on \+381111234567\.$/,
    );
  });

  it('owes nothing and offers no calendar once a visit is over', async () => {
    show({
      ...order,
      status: 'COMPLETED',
      over: true,
      canCancel: false,
      canPay: false,
      canReschedule: false,
      canReview: true,
    });
    await screen.findByRole('navigation');
    expect(facts()['To pay']).toBeUndefined();
    expect(links().map(([text]) => text)).toEqual([
      'Get directions',
      'Write a review',
      'Book again',
    ]);
  });

  it('offers to book a cancelled visit again: its services with its specialist, on the calendar', async () => {
    show({ ...order, status: 'CANCELLED', canCancel: false, canPay: false, canReschedule: false });
    await screen.findByRole('navigation');
    expect(links()).toEqual([
      ['Book again', `/en/book-now/${branch.slug}/calendar?service=11&m=2`],
    ]);
  });

  it('offers no "book again" for cancelled places on an event (events are booked from their list)', async () => {
    show({ ...eventBooking, status: 'CANCELLED', canCancel: false });
    await screen.findByRole('navigation');
    expect(screen.queryByRole('link', { name: 'Book again' })).toBeNull();
  });
});
