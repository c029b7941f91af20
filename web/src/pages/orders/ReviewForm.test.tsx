import { act, fireEvent, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { hydrateAfterEntering, typeInto } from '../../components/forms/hydrateAfterEntering';
import { englishMessages } from '../../components/testing/renderWithProviders';
import { ReviewForm } from './ReviewForm';

describe('ReviewForm', () => {
  it('sends the stars and words given before hydration', async () => {
    const send = vi.fn().mockResolvedValue({ review: { rating: 4, text: 'Lovely' } });
    const onReviewed = vi.fn();
    hydrateAfterEntering(
      <IntlProvider locale="en" messages={englishMessages}>
        <ReviewForm id="visit" send={send} onReviewed={onReviewed} />
      </IntlProvider>,
      (page) => {
        page.querySelector<HTMLInputElement>('input[type="radio"][value="4"]')!.checked = true;
        typeInto(page.querySelector('textarea'), 'Lovely colour, friendly staff.');
      },
    );
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveProperty('checked', true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send the review' }));
    });
    expect(send).toHaveBeenCalledWith({
      rating: 4,
      text: 'Lovely colour, friendly staff.',
      idempotencyKey: expect.any(String),
    });
    expect(onReviewed).toHaveBeenCalledWith({ rating: 4, text: 'Lovely' });
  });
});
