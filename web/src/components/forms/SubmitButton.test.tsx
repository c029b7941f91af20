// @vitest-environment jsdom
// After a form's answer, focus is where the visitor goes on: the first field the answer refused,
// else the button they pressed (disabling it while sending dropped focus to the page).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Form, RouterProvider, useActionData } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './SubmitButton';

type Answer = { refused: string[] } | undefined;

function Fields() {
  const answer = useActionData<Answer>();
  const refused = (name: string) => answer?.refused.includes(name) ?? false;
  return (
    <>
      <Form method="post">
        <input name="form" type="hidden" value="contact" />
        <input aria-label="Name" name="name" aria-invalid={refused('name')} />
        <input aria-label="Email" name="email" aria-invalid={refused('email')} />
        <SubmitButton>Book</SubmitButton>
      </Form>
      <Form method="post">
        <input name="form" type="hidden" value="gift" />
        <input aria-label="Gift card" name="code" aria-invalid={refused('code')} />
        <SubmitButton>Apply</SubmitButton>
      </Form>
    </>
  );
}

function showForms(answer: (form: FormData) => Answer | Promise<Answer>) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: Fields,
        action: async ({ request }) => answer(await request.formData()),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

/** The forms over an action that answers when the test says. */
function showFormsAnsweringLater() {
  let answer: (value: Answer) => void = () => {};
  showForms(() => new Promise<Answer>((resolve) => (answer = resolve)));
  return (value: Answer) => answer(value);
}

const book = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Book' });

function press(name: string) {
  const button = screen.getByRole('button', { name });
  button.focus();
  fireEvent.click(button);
}

describe('SubmitButton', () => {
  it('moves focus to the first field the answer refused', async () => {
    showForms(() => ({ refused: ['email', 'code'] }));
    press('Book');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
  });

  it('gives focus back to the button when the answer refused nothing', async () => {
    const answer = showFormsAnsweringLater();
    // Pressed with no focus left on it: where a browser leaves a focused button that becomes
    // disabled (jsdom would keep it there).
    fireEvent.click(book());
    await waitFor(() => expect(book().disabled).toBe(true));
    expect(document.activeElement).toBe(document.body);
    answer({ refused: [] });
    await waitFor(() => expect(book().disabled).toBe(false));
    expect(document.activeElement).toBe(book());
  });

  it('leaves focus alone in a form that was not sent', async () => {
    showForms((form) => ({ refused: form.get('form') === 'gift' ? ['code', 'name'] : [] }));
    press('Apply');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Gift card')));
  });

  it('leaves focus where the visitor has moved it meanwhile', async () => {
    const answer = showFormsAnsweringLater();
    press('Book');
    await waitFor(() => expect(book().disabled).toBe(true));
    screen.getByLabelText('Gift card').focus();
    answer({ refused: ['email'] });
    await waitFor(() => expect(book().disabled).toBe(false));
    expect(document.activeElement).toBe(screen.getByLabelText('Gift card'));
  });
});
