// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/renderWithProviders';
import { PaymentPanel, type PaymentView } from './PaymentPanel';
import { PaymentStatusQuery } from './queries';
import { pendingPayment as pending } from './testPayment';

/** A browser with the Clipboard API, as a phone's is once the page runs script. */
function withClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  vi.useRealTimers();
});

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

  it('gives a phone the transfer to type or paste, and the code as a picture to save', () => {
    renderWithProviders(<PaymentPanel initial={pending} timeZone="Europe/Belgrade" />);
    const value = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Payee')).toBe('Salon Lotus d.o.o., Njegoševa 45, Beograd');
    expect(value('Account number')).toBe('265-0000000123456-78');
    expect(value('Amount')).toBe('3500,00 RSD');
    expect(value('Payment code')).toBe('289');
    expect(value('Purpose of payment')).toBe('Termin 0b7c9a1e');
    expect(value('Model')).toBe('97');
    expect(value('Reference')).toBe('521234');
    // No Clipboard API (or no script yet): plain text, no buttons that would do nothing.
    expect(screen.queryByRole('button', { name: /^Copy/ })).toBeNull();
    const save = screen.getByRole('link', { name: 'Save the code as a picture' });
    expect(save.getAttribute('href')).toBe('/payments/41/qr.png');
    expect(save.getAttribute('download')).toBe('ips-qr-97521234.png');
  });

  it('copies a detail and says so, on the button and to a screen reader', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const writeText = vi.fn((_text: string) => Promise.resolve());
    withClipboard(writeText);
    renderWithProviders(<PaymentPanel initial={pending} timeZone="Europe/Belgrade" />);
    expect(screen.getAllByRole('button', { name: /^Copy: / })).toHaveLength(7);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy: Account number' }));
    });
    expect(writeText).toHaveBeenCalledWith('265-0000000123456-78');
    expect(screen.getByRole('button', { name: 'Copied: Account number' })).toBeTruthy();
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'Account number copied',
    );
    // The amount goes as a bank app takes it: no currency, a decimal comma.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy: Amount' }));
    });
    expect(writeText).toHaveBeenLastCalledWith('3500,00');
    expect(screen.getByRole('button', { name: 'Copy: Account number' })).toBeTruthy();
    act(() => vi.runAllTimers());
    expect(screen.queryByRole('button', { name: /^Copied/ })).toBeNull();
  });

  it('selects the value when the browser refuses to copy it', async () => {
    withClipboard(() => Promise.reject(new Error('NotAllowedError')));
    renderWithProviders(<PaymentPanel initial={pending} timeZone="Europe/Belgrade" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy: Reference' }));
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Could not copy. Select the text and copy it yourself.',
    );
    expect(window.getSelection()?.toString()).toBe('521234');
  });

  it('says what was paid and when, at the venue, once paid: no code, nothing to copy', () => {
    withClipboard(() => Promise.resolve());
    const paid = { ...pending, status: 'PAID', paidAt: '2099-01-01T10:05:00.000Z' } as PaymentView;
    renderWithProviders(<PaymentPanel initial={paid} timeZone="Europe/Belgrade" />);
    expect(screen.getByRole('status').textContent).toBe('Paid. Thank you!');
    expect(screen.getByText('Paid', { selector: 'dt' }).nextElementSibling?.textContent).toMatch(
      /^RSD\s?3,500 on Thursday, January 1, 2099 at 11:05\sAM$/,
    );
    expect(screen.getByText('97521234')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
