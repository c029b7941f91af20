// @vitest-environment jsdom
// Issue 42 item 23: a cancelled booking says gift-card money went back only when a card paid.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EnglishLocale } from '../../components/testing/renderWithProviders';
import { CancelPanel } from './CancelPanel';

const cancelled = (giftCard: number) =>
  render(
    <EnglishLocale>
      <CancelPanel
        guid="0b7c9a1e-1111-4222-8333-944455556666"
        cancelled
        giftCardAmount={{ amount: giftCard, currency: 'RSD' }}
        canCancel={false}
        timeZone="Europe/Belgrade"
        phone="+381111234567"
        window={null}
        answer={undefined}
      />
    </EnglishLocale>,
  );

describe('CancelPanel once cancelled', () => {
  it('says nothing of gift cards when none paid', () => {
    cancelled(0);
    expect(screen.getByRole('status').textContent).toBe('The booking is cancelled.');
  });

  it('says how much went back onto the gift card that paid', () => {
    cancelled(150000);
    expect(screen.getByRole('status').textContent?.replace(/\s/g, ' ')).toBe(
      'The booking is cancelled. The RSD 1,500 paid with a gift card is back on the card.',
    );
  });
});
