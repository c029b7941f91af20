// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useReducer, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { hydrateAfterEntering, typeInto } from './hydrateAfterEntering';
import { useAdoptEnteredValue } from './useAdoptEnteredValue';

/** A re-render from elsewhere (an answer arriving, a spinner): controlled fields render again. */
function useRerender() {
  return useReducer((count: number) => count + 1, 0)[1];
}

/** The cause: a controlled field whose state starts from the server's value. */
function PlainField() {
  const [name, setName] = useState('Server Name');
  const rerender = useRerender();
  return (
    <>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <output>{name}</output>
      <button type="button" onClick={rerender}>
        Render again
      </button>
    </>
  );
}

/** State for a live text control (the total beside a seats picker, a search box) that adopts. */
function useAdoptedText<E extends HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
  initial: string,
) {
  const [value, setValue] = useState(initial);
  const ref = useRef<E>(null);
  useAdoptEnteredValue(ref, (control) => control.value, value, setValue);
  return [value, setValue, ref] as const;
}

function Fields() {
  const [name, setName, nameRef] = useAdoptedText<HTMLInputElement>('Server Name');
  const [comment, setComment, commentRef] = useAdoptedText<HTMLTextAreaElement>('');
  const [size, setSize, sizeRef] = useAdoptedText<HTMLSelectElement>('m');
  const rerender = useRerender();
  return (
    <>
      <input
        ref={nameRef}
        aria-label="Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <textarea
        ref={commentRef}
        aria-label="Comment"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <select
        ref={sizeRef}
        aria-label="Size"
        value={size}
        onChange={(event) => setSize(event.target.value)}
      >
        <option value="s">Small</option>
        <option value="m">Medium</option>
        <option value="l">Large</option>
      </select>
      <output>{[name, comment, size].join('|')}</output>
      <button type="button" onClick={rerender}>
        Render again
      </button>
    </>
  );
}

const checkedStars = (group: HTMLFieldSetElement) =>
  Number(group.querySelector<HTMLInputElement>('input:checked')?.value ?? 0);

function Stars() {
  const [stars, setStars] = useState(0);
  const group = useRef<HTMLFieldSetElement>(null);
  useAdoptEnteredValue(group, checkedStars, stars, setStars);
  return (
    <fieldset ref={group}>
      <legend>Rating</legend>
      {[1, 2, 3].map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="stars"
            value={value}
            checked={stars === value}
            onChange={() => setStars(value)}
          />
          {`${value} stars`}
        </label>
      ))}
      <output>{stars}</output>
    </fieldset>
  );
}

function Spied({ adopt }: { adopt: (value: string) => void }) {
  const field = useRef<HTMLInputElement>(null);
  useAdoptEnteredValue(field, (input) => input.value, 'Server Name', adopt);
  return <input ref={field} aria-label="Name" defaultValue="Server Name" />;
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const state = () => screen.getByRole('status').textContent;

describe('text typed before hydration', () => {
  it('is lost by a plain controlled field: its state keeps the server value and wins the next render', () => {
    hydrateAfterEntering(<PlainField />, (page) => typeInto(page.querySelector('input'), 'Ana'));
    expect(state()).toBe('Server Name');
    fireEvent.click(screen.getByRole('button', { name: 'Render again' }));
    expect(field('Name').value).toBe('Server Name');
  });

  it('is adopted into state (input, textarea and select) and survives renders', () => {
    hydrateAfterEntering(<Fields />, (page) => {
      typeInto(page.querySelector('input'), 'Ana Anić');
      typeInto(page.querySelector('textarea'), 'Window seat, please');
      page.querySelector('select')!.value = 'l';
    });
    expect(state()).toBe('Ana Anić|Window seat, please|l');
    fireEvent.click(screen.getByRole('button', { name: 'Render again' }));
    expect(field('Name').value).toBe('Ana Anić');
    expect(field('Comment').value).toBe('Window seat, please');
    expect((screen.getByLabelText('Size') as HTMLSelectElement).value).toBe('l');
    // Typing after hydration goes on from the adopted text.
    fireEvent.change(field('Name'), { target: { value: 'Ana Anić Petrović' } });
    expect(state()).toBe('Ana Anić Petrović|Window seat, please|l');
  });

  it('adopts a choice through a custom reader (a radio group)', () => {
    hydrateAfterEntering(<Stars />, (page) => {
      page.querySelector<HTMLInputElement>('input[value="2"]')!.checked = true;
    });
    expect(state()).toBe('2');
    expect(screen.getByRole('radio', { name: '2 stars' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(state()).toBe('3');
  });

  it('adopts nothing when the server value was left alone or the page was rendered in the browser', () => {
    const adopt = vi.fn();
    hydrateAfterEntering(<Spied adopt={adopt} />, () => {});
    render(<Spied adopt={adopt} />);
    expect(adopt).not.toHaveBeenCalled();
  });
});
