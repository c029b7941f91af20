// @vitest-environment jsdom
// Issue 42 item 23: a cancelled booking says gift-card money went back only when a card paid;
// a visit paid to the venue says, before and after, that the venue returns the payment.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../components/testing/renderWithProviders';
import { CancelPanel } from './CancelPanel';

const rsd = (amount: number) => ({ amount, currency: 'RSD' });

const panel = (state: { cancelled: boolean; giftCard?: number; paid?: number }) =>
  renderWithProviders(
    <CancelPanel
      guid="0b7c9a1e-1111-4222-8333-944455556666"
      cancelled={state.cancelled}
      giftCardAmount={rsd(state.giftCard ?? 0)}
      {...(state.paid === undefined ? {} : { amountPaid: rsd(state.paid) })}
      canCancel={!state.cancelled}
      timeZone="Europe/Belgrade"
      phone="+381111234567"
      window={null}
      answer={undefined}
    />,
  );
const cancelled = (giftCard: number) => panel({ cancelled: true, giftCard });
/** Its text with the spaces Intl writes (no-break, narrow) as plain ones. */
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe('CancelPanel once cancelled', () => {
  it('says nothing of gift cards when none paid', () => {
    cancelled(0);
    expect(screen.getByRole('status').textContent).toBe('The booking is cancelled.');
  });

  it('says how much went back onto the gift card that paid', () => {
    cancelled(150000);
    expect(text(screen.getByRole('status'))).toBe(
      'The booking is cancelled. The RSD 1,500 paid with a gift card is back on the card.',
    );
  });
});

describe('CancelPanel of a visit paid to the venue', () => {
  it('says before cancelling that the venue returns the payment', () => {
    panel({ cancelled: false, paid: 310000 });
    expect(text(screen.getByText(/^You paid/))).toBe(
      'You paid RSD 3,100 to the venue for this visit. If you cancel, the venue returns it to the account you paid from.',
    );
  });

  it('says once cancelled who returns it, and whom to call if it does not come', () => {
    panel({ cancelled: true, paid: 310000 });
    expect(text(screen.getByRole('status'))).toBe(
      'The booking is cancelled. The venue returns the RSD 3,100 you paid to the account you paid from. If it has not arrived within a few working days, please call the venue on +381111234567.',
    );
  });

  it('says nothing of a payment when none was made', () => {
    panel({ cancelled: false, paid: 0 });
    expect(screen.queryByText(/^You paid/)).toBeNull();
  });
});
