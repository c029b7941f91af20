// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, redirect, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { EnglishLocale } from '../../components/testing/renderWithProviders';
import { BuyGiftCard } from './BuyGiftCard';
import { purchaseProblemOf, refusalOf, sentPurchase, type PurchaseAnswer } from './giftPurchase';

/**
 * The gift form as the page's route runs it (GiftsPage.data's action, whose redirect to the card
 * bought GiftsPage.data.test checks); `buy` stands for buyGiftCard.
 */
function renderForm(buy: (sent: PurchaseAnswer['sent']) => { code: string; field?: string }[]) {
  const router = createMemoryRouter([
    {
      path: '/',
      action: async ({ request }) => {
        const sent = sentPurchase(await request.formData());
        const answer = { sent, retryKey: null };
        const refused = purchaseProblemOf(sent);
        if (refused) return { ...answer, problem: refused } satisfies PurchaseAnswer;
        const errors = buy(sent);
        if (errors.length) return { ...answer, problem: refusalOf(errors) };
        return redirect('/?code=TERM-2222-2222');
      },
      element: (
        <BuyGiftCard
          branchId="7"
          currency="RSD"
          sendOnRange={{ min: '2026-11-28', max: '2027-05-27' }}
        />
      ),
    },
  ]);
  render(
    <EnglishLocale>
      <RouterProvider router={router} />
    </EnglishLocale>,
  );
  return router;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Buy the gift card' }));
  await settle();
};

describe('BuyGiftCard', () => {
  it('sends the recipient’s e-mail and the day chosen', async () => {
    const buy = vi.fn(() => []);
    const router = renderForm(buy);
    const day = screen.getByLabelText('Day to email it (optional)');
    expect(day.getAttribute('type')).toBe('date');
    expect(day.getAttribute('min')).toBe('2026-11-28');
    expect(day.getAttribute('max')).toBe('2027-05-27');
    fill("Recipient's name", 'Mila');
    fill("Recipient's email (optional)", 'mila@example.test');
    fill('Day to email it (optional)', '2026-12-24');
    fill('Message (optional)', 'Happy birthday!');
    await submit();
    expect(buy).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'mila@example.test',
        sendOn: '2026-12-24',
        message: 'Happy birthday!',
      }),
    );
    expect(router.state.location.search).toBe('?code=TERM-2222-2222');
  });

  it('asks for the e-mail a day needs, and words a day the api refuses', async () => {
    renderForm(() => [{ code: 'VALIDATION', field: 'sendOn' }]);
    fill("Recipient's name", 'Mila');
    fill('Day to email it (optional)', '2026-12-24');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Enter the recipient's email to send the card on a day.",
    );
    fill("Recipient's email (optional)", 'mila@example.test');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose a day from today up to 180 days ahead.',
    );
  });

  it('names a mistyped recipient e-mail beside its field and keeps what was typed', async () => {
    const buy = vi.fn(() => []);
    renderForm(buy);
    fill("Recipient's name", 'Mila');
    fill("Recipient's email (optional)", 'mila@example');
    fill('Message (optional)', 'Happy birthday!');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter a valid email address for the recipient, or leave it empty.',
    );
    const email = screen.getByLabelText("Recipient's email (optional)");
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email).toHaveProperty('value', 'mila@example');
    expect(screen.getByLabelText('Message (optional)')).toHaveProperty('value', 'Happy birthday!');
    expect(buy).not.toHaveBeenCalled();
    // An address the api refuses reads the same.
    expect(refusalOf([{ code: 'VALIDATION', field: 'recipientEmail' }])).toBe('emailInvalid');
  });
});
