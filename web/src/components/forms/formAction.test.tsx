import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { keepFieldsOnReset, sentText } from './formAction';

/** A form with a function action and a controlled select, as the event and gift forms have. */
function SeatsForm({ send }: { send: (seats: string) => void }) {
  const [seats, setSeats] = useState('1');
  return (
    <form action={(form) => send(sentText(form, 'seats'))} onReset={keepFieldsOnReset}>
      <select
        aria-label="Places"
        name="seats"
        value={seats}
        onChange={(event) => setSeats(event.target.value)}
      >
        <option value="1">1</option>
        <option value="2">2</option>
      </select>
      <button type="submit">Book</button>
    </form>
  );
}

describe('form actions', () => {
  it('keep a picked option after the action, where the reset would pick the first again', async () => {
    const send = vi.fn();
    render(<SeatsForm send={send} />);
    fireEvent.change(screen.getByLabelText('Places'), { target: { value: '2' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    });
    expect(send).toHaveBeenCalledWith('2');
    expect(screen.getByLabelText('Places')).toHaveProperty('value', '2');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    });
    expect(send).toHaveBeenLastCalledWith('2');
  });

  it('read a field as sent, trimmed, and nothing for a field the form lacks', () => {
    const form = new FormData();
    form.set('name', '  Hana  ');
    expect(sentText(form, 'name')).toBe('Hana');
    expect(sentText(form, 'email')).toBe('');
  });
});
