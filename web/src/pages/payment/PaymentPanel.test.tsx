// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../components/testing/renderWithProviders';
import { PaymentPanel, type PaymentView } from './PaymentPanel';
import { PaymentStatusQuery } from './queries';

const pending: PaymentView = {
  __typename: 'Payment',
  id: '41',
  status: 'PENDING',
  amount: { __typename: 'Money', amount: 350000, currency: 'RSD' },
  reference: '97521234',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"></svg>',
  expiresAt: '2099-01-01T10:30:00.000Z',
  paidAt: null,
  demoSwitch: false,
} as PaymentView;

describe('PaymentPanel', () => {
  it('shows the QR code of a pending payment and follows its status to paid', async () => {
    const paid = { ...pending, status: 'PAID', paidAt: '2099-01-01T10:05:00.000Z' };
    renderWithProviders(<PaymentPanel initial={pending} timeZone="Europe/Belgrade" />, {
      mocks: [
        {
          request: { query: PaymentStatusQuery, variables: { id: '41' } },
          result: { data: { payment: paid } },
        },
      ],
    });
    const qr = screen.getByRole('img', { name: /^IPS QR code for a payment of RSD\s?3,500$/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(screen.getByRole('status').textContent).toBe('Waiting for your payment…');
    // Without the demo switch there is no "mark paid" button.
    expect(screen.queryByRole('button')).toBeNull();
    expect(await screen.findByText('Paid. Thank you!', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("writes the code's validity on the venue's clock, as the server rendered it (issue 42)", () => {
    // 10:30 UTC is 11:30 in Belgrade and 13:30 in Moscow, whatever this machine's zone.
    const { unmount } = renderWithProviders(
      <PaymentPanel initial={pending} timeZone="Europe/Belgrade" />,
    );
    expect(screen.getByText('11:30 AM')).toBeTruthy();
    unmount();
    renderWithProviders(<PaymentPanel initial={pending} timeZone="Europe/Moscow" />);
    expect(screen.getByText('1:30 PM')).toBeTruthy();
  });

  it('offers the demo switch only when the api has it', () => {
    renderWithProviders(
      <PaymentPanel initial={{ ...pending, demoSwitch: true }} timeZone="Europe/Belgrade" />,
    );
    expect(screen.getByRole('button', { name: 'Mark as paid (demo)' })).toBeTruthy();
  });
});
