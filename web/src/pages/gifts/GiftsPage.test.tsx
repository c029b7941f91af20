// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../components/testing/renderWithProviders';
import { pendingPayment } from '../payment/testPayment';
import { Component } from './GiftsPage';
import { testGiftBranch, testGiftCard } from './testGifts';
import type { BoughtCard } from './YourGiftCard';

const branch = testGiftBranch;

/** The page as its loader answers (GiftsPage.data.test checks the loader). */
function showGiftsPage({
  sellsGiftCards = true,
  loggedIn = true,
  code = '',
  bought = null as BoughtCard | null,
}) {
  renderWithProviders(<Component />, {
    loaderData: {
      branch: { ...branch, sellsGiftCards },
      code,
      checked: null,
      bought,
      loggedIn,
      sendOnRange: { min: '2026-11-28', max: '2027-05-27' },
    },
  });
}

describe('GiftsPage', () => {
  it.each([true, false])(
    'where the venue sells no gift cards, says so instead of the form (logged in: %s)',
    (loggedIn) => {
      showGiftsPage({ sellsGiftCards: false, loggedIn });
      expect(
        screen.getByText(
          "This venue does not sell gift cards online. You can still check a gift card's balance below.",
        ),
      ).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Buy the gift card' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Log in to buy a gift card' })).toBeNull();
      // Checking a card's balance still works there.
      expect(screen.getByRole('button', { name: 'Check the balance' })).toBeTruthy();
    },
  );

  it('offers the form where the venue sells them', () => {
    showGiftsPage({});
    expect(screen.getByRole('button', { name: 'Buy the gift card' })).toBeTruthy();
    expect(screen.queryByText(/does not sell gift cards/)).toBeNull();
  });

  it("shows the buyer's card at its address, and the code to pay it with at once", () => {
    showGiftsPage({
      code: testGiftCard.code,
      bought: {
        card: testGiftCard,
        delivery: { email: 'mila@example.test', sendOn: '2026-12-24' },
        payment: pendingPayment,
        problem: null,
      },
    });
    const yours = screen.getByRole('region', { name: 'Your gift card' });
    expect(yours.textContent).toContain('TERM-2222-2222');
    expect(yours.textContent).toContain('Waiting for payment');
    expect(yours.textContent).toContain(
      'Once paid, the card is emailed to mila@example.test on Thursday, December 24, 2026.',
    );
    // No button to find first: the payment is there.
    expect(screen.getByRole('img', { name: /^IPS QR code for a payment of / })).toBeTruthy();
    // Its own page, not the form again; another card is a link away.
    expect(screen.queryByRole('button', { name: 'Buy the gift card' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Buy another gift card' })).toBeTruthy();
    expect(screen.getByLabelText('Gift card code')).toHaveProperty('value', '');
  });

  it("says why a card's payment cannot start", () => {
    showGiftsPage({
      code: testGiftCard.code,
      sellsGiftCards: false,
      bought: {
        card: testGiftCard,
        delivery: { email: '', sendOn: '' },
        payment: null,
        problem: 'PAYMENT_UNAVAILABLE',
      },
    });
    expect(screen.getByRole('alert').textContent).toBe('This venue does not take online payments.');
    expect(screen.queryByRole('link', { name: 'Buy another gift card' })).toBeNull();
  });
});
