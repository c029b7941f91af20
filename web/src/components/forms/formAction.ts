import type { FormEvent } from 'react';

/**
 * A form field's text as sent, trimmed ('' when the form has no such field). Forms with a
 * function action read what they send from their FormData, not from state: a submit pressed
 * before hydration is replayed by React with the form as it was then, through the action
 * rendered at hydration, whose state may still be the server's.
 */
export function sentText(form: FormData, field: string): string {
  const value = form.get(field);
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * onReset for a form with a function action whose fields are all controlled. React resets such
 * a form once its action is done; a reset puts selects and radios back to what the server
 * rendered while their state keeps the visitor's choice (a refused booking would then show one
 * seat and send another). Cancelling the reset leaves every field showing its state.
 */
export function keepFieldsOnReset(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
}
