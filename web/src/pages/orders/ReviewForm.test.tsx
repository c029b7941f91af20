// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, useActionData, useLoaderData } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { englishMessages } from '../../components/testing/renderWithProviders';
import { makeFragmentData } from '../../__generated__';
import { ReviewSection, ReviewShownFields, type ReviewValue } from './ReviewForm';
import {
  answerReview,
  type ReviewAnswer,
  type ReviewInput,
  type ReviewPayload,
} from './reviewAction';

/**
 * A visit's page as the router runs it: its loader answers the stored review, its action sends
 * the form through `send`, and a review the api stored is the loader's from then on.
 */
function renderVisitPage(send: (input: ReviewInput) => Promise<ReviewPayload>) {
  let stored: ReviewValue | null = null;
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => ({ review: stored }),
      action: ({ request }) =>
        answerReview(request, async (input) => {
          const payload = await send(input);
          if (payload.review)
            stored = makeFragmentData(
              { __typename: 'BookingReview', rating: input.rating, text: input.text },
              ReviewShownFields,
            );
          return payload;
        }),
      Component() {
        const { review } = useLoaderData<{ review: ReviewValue | null }>();
        return (
          <ReviewSection
            id="visit"
            guid="g1"
            review={review}
            canReview
            answer={useActionData<ReviewAnswer>()}
            otherwise={null}
          />
        );
      },
    },
  ]);
  render(
    <IntlProvider locale="en" messages={englishMessages}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
}

/** Lets the action, the loaders after it and what they await run to the end. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const sendButton = () => screen.findByRole('button', { name: 'Send the review' });
const words = () => screen.getByLabelText('Your review (optional)');

describe('ReviewForm', () => {
  it('sends the stars and words, then shows the stored review with thanks', async () => {
    const send = vi.fn().mockResolvedValue({ review: { rating: 4 }, errors: [] });
    renderVisitPage(send);
    fireEvent.click(await screen.findByRole('radio', { name: '4 stars' }));
    fireEvent.change(words(), { target: { value: 'Lovely colour, friendly staff.' } });
    fireEvent.click(await sendButton());
    await settle();
    expect(send).toHaveBeenCalledWith({
      guid: 'g1',
      rating: 4,
      text: 'Lovely colour, friendly staff.',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect((await screen.findByRole('status')).textContent).toBe('Thank you for your review!');
    expect(screen.getByText('4 stars · Lovely colour, friendly staff.')).toBeTruthy();
  });

  it('asks for stars before sending', async () => {
    const send = vi.fn();
    renderVisitPage(send);
    fireEvent.change(await screen.findByLabelText('Your review (optional)'), {
      target: { value: 'No stars' },
    });
    fireEvent.click(await sendButton());
    await settle();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose a rating from 1 to 5 stars.',
    );
    expect(send).not.toHaveBeenCalled();
    expect(words()).toHaveProperty('value', 'No stars');
  });

  it('keeps the stars and words after a failed send and retries with the same key', async () => {
    let answer: (payload: ReviewPayload) => void = () => {};
    const send = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderVisitPage(send);
    fireEvent.click(await screen.findByRole('radio', { name: '3 stars' }));
    fireEvent.change(words(), { target: { value: 'Good' } });
    fireEvent.click(await sendButton());
    await settle();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again.',
    );
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveProperty('checked', true);
    expect(words()).toHaveProperty('value', 'Good');

    fireEvent.click(await sendButton());
    await settle();
    // One press sends once: the button waits for the answer.
    expect(await sendButton()).toHaveProperty('disabled', true);
    answer({ review: { rating: 3 }, errors: [] });
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![0]).toEqual(send.mock.calls[0]![0]);
    expect((await screen.findByRole('status')).textContent).toBe('Thank you for your review!');
  });

  it('sends a new key once an answer settled the attempt', async () => {
    const send = vi
      .fn()
      .mockResolvedValueOnce({ review: null, errors: [{ code: 'NOT_REVIEWABLE' }] })
      .mockResolvedValueOnce({ review: null, errors: [{ code: 'IN_PROGRESS' }] })
      .mockResolvedValueOnce({ review: { rating: 5 }, errors: [] });
    renderVisitPage(send);
    fireEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    for (let press = 0; press < 3; press++) {
      fireEvent.click(await sendButton());
      await settle();
    }
    const keys = send.mock.calls.map((call) => (call[0] as ReviewInput).idempotencyKey);
    // Refused for good: a new attempt. Still in progress: its retry carries the same key.
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
  });
});
