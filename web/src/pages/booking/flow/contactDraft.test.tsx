// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateAfterEntering, typeInto } from '../../../components/forms/hydrateAfterEntering';
import type { PhoneValue } from '../../../components/phone-input/PhoneInput';
import { readDraft, useContactDraft } from './contactDraft';

const owner = 'customer-7:13';

/** A checkout's contact fields as the page gives them (the profile's), with the draft's hook. */
function Checkout({ restore = true }: { restore?: boolean }) {
  const form = useRef<HTMLFormElement>(null);
  const [phone, setPhone] = useState<PhoneValue>({ country: 'RS', number: '064 1234567' });
  const draft = useContactDraft(form, owner, { value: phone, set: setPhone }, restore);
  return (
    <form
      ref={form}
      onChange={draft.save}
      onSubmit={(event) => {
        event.preventDefault();
        draft.forget();
      }}
    >
      <input aria-label="Name" name="name" defaultValue="Ana Petrović" />
      <input
        aria-label="Phone number"
        name="phone"
        value={phone.number}
        onChange={(event) => setPhone({ ...phone, number: event.target.value })}
      />
      <button type="button" onClick={() => setPhone({ ...phone, country: 'ME' })}>
        Montenegro
      </button>
      <input aria-label="Email" name="email" defaultValue="ana@termin.test" />
      <textarea aria-label="Comment" name="comment" defaultValue="" />
      <output>{`${phone.country}|${phone.number}`}</output>
      <button type="submit">Book</button>
    </form>
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('the checkout’s contact draft', () => {
  it('gives back what was typed when the form is shown again (Back from the calendar, a reload)', () => {
    render(<Checkout />);
    type('Name', 'Ana P.');
    type('Comment', 'Short hair, please');
    type('Phone number', '065 7654321');
    fireEvent.click(screen.getByRole('button', { name: 'Montenegro' }));
    cleanup();

    render(<Checkout />);
    expect(field('Name').value).toBe('Ana P.');
    expect(field('Comment').value).toBe('Short hair, please');
    expect(field('Email').value).toBe('ana@termin.test');
    expect(screen.getByRole('status').textContent).toBe('ME|065 7654321');
  });

  it('keeps what the form shows after a refusal, and forgets the draft once the form is sent', () => {
    render(<Checkout />);
    type('Comment', 'Short hair, please');
    cleanup();

    render(<Checkout restore={false} />);
    expect(field('Comment').value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(readDraft(owner)).toBeUndefined();
  });

  it('leaves a field typed into before hydration as it was typed', () => {
    sessionStorage.setItem(
      `termin:checkout-draft:${owner}`,
      JSON.stringify({ text: { name: 'Ana P.', comment: 'From the draft' } }),
    );
    hydrateAfterEntering(<Checkout />, (page) =>
      typeInto(page.querySelector('textarea'), 'Typed before the script ran'),
    );
    expect(field('Comment').value).toBe('Typed before the script ran');
    expect(field('Name').value).toBe('Ana P.');
  });

  it('ignores a draft it cannot read', () => {
    sessionStorage.setItem(`termin:checkout-draft:${owner}`, '{"text": ["not", "fields"]');
    render(<Checkout />);
    expect(field('Name').value).toBe('Ana Petrović');
    expect(readDraft(owner)).toBeUndefined();
  });
});
