import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import {
  hydrateAfterEntering,
  pressSubmit,
  typeInto,
} from '../../components/forms/hydrateAfterEntering';
import { englishMessages } from '../../components/testing/renderWithProviders';
import { ReviewForm } from './ReviewForm';

const inEnglish = (ui: ReactNode) => (
  <IntlProvider locale="en" messages={englishMessages}>
    {ui}
  </IntlProvider>
);

/** Lets the action and what it awaits run to the end. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const sendButton = () => screen.getByRole('button', { name: 'Send the review' });

describe('ReviewForm', () => {
  it('sends the stars and words given before hydration', async () => {
    const send = vi.fn().mockResolvedValue({ review: { rating: 4, text: 'Lovely' } });
    const onReviewed = vi.fn();
    hydrateAfterEntering(
      inEnglish(<ReviewForm id="visit" send={send} onReviewed={onReviewed} />),
      (page) => {
        page.querySelector<HTMLInputElement>('input[type="radio"][value="4"]')!.checked = true;
        typeInto(page.querySelector('textarea'), 'Lovely colour, friendly staff.');
      },
    );
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveProperty('checked', true);
    await act(async () => {
      fireEvent.click(sendButton());
    });
    expect(send).toHaveBeenCalledWith({
      rating: 4,
      text: 'Lovely colour, friendly staff.',
      idempotencyKey: expect.any(String),
    });
    expect(onReviewed).toHaveBeenCalledWith({ rating: 4, text: 'Lovely' });
  });

  it('replays a send pressed before hydration, with the stars and words as they were', async () => {
    const send = vi.fn().mockResolvedValue({ review: { rating: 5, text: 'Early' } });
    const onReviewed = vi.fn();
    hydrateAfterEntering(
      inEnglish(<ReviewForm id="visit" send={send} onReviewed={onReviewed} />),
      (page) => {
        page.querySelector<HTMLInputElement>('input[type="radio"][value="5"]')!.checked = true;
        typeInto(page.querySelector('textarea'), 'Sent before the page came alive.');
        pressSubmit(page.querySelector('button[type="submit"]'));
      },
    );
    await settle();
    expect(send).toHaveBeenCalledOnce();
    expect(send).toHaveBeenCalledWith({
      rating: 5,
      text: 'Sent before the page came alive.',
      idempotencyKey: expect.any(String),
    });
    expect(onReviewed).toHaveBeenCalledWith({ rating: 5, text: 'Early' });
  });

  it('asks for stars before sending', async () => {
    const send = vi.fn();
    render(inEnglish(<ReviewForm id="visit" send={send} onReviewed={vi.fn()} />));
    fireEvent.change(screen.getByLabelText('Your review (optional)'), {
      target: { value: 'No stars' },
    });
    fireEvent.click(sendButton());
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Choose a rating from 1 to 5 stars.');
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Your review (optional)')).toHaveProperty('value', 'No stars');
  });

  it('keeps the stars and words after a failed send and retries with the same key', async () => {
    let answer: (outcome: { review: { rating: number; text: string } }) => void = () => {};
    const send = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const onReviewed = vi.fn();
    render(inEnglish(<ReviewForm id="visit" send={send} onReviewed={onReviewed} />));
    fireEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    fireEvent.change(screen.getByLabelText('Your review (optional)'), {
      target: { value: 'Good' },
    });
    fireEvent.click(sendButton());
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
    // React resets a form once its action is done; the stars would go back to none.
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Your review (optional)')).toHaveProperty('value', 'Good');

    fireEvent.click(sendButton());
    await settle();
    // One press sends once: the button waits for the answer.
    expect(sendButton()).toHaveProperty('disabled', true);
    answer({ review: { rating: 3, text: 'Good' } });
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![0]).toEqual(send.mock.calls[0]![0]);
    expect(onReviewed).toHaveBeenCalledWith({ rating: 3, text: 'Good' });
  });
});
