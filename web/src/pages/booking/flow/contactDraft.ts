// The contact details typed at a venue's checkout, kept in the tab (sessionStorage) so that going
// back to change the time, or reloading, does not lose them; gone once the form is sent.
import { useEffect, useEffectEvent, useLayoutEffect, useRef, type RefObject } from 'react';
import type { PhoneValue } from '../../../components/phone-input/PhoneInput';

/** The checkout's text fields a draft keeps (the phone is kept beside them, as its field's value). */
const textFields = ['name', 'email', 'comment'] as const;

export interface ContactDraft {
  text: Partial<Record<(typeof textFields)[number], string>>;
  phone?: PhoneValue;
}

const storageKey = (owner: string) => `termin:checkout-draft:${owner}`;

/** The tab's storage, where the browser gives it (not on the server, nor when it is refused). */
function tabStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The draft kept for `owner`, or undefined (none, or not one this page wrote). */
export function readDraft(owner: string): ContactDraft | undefined {
  let kept: unknown;
  try {
    kept = JSON.parse(tabStorage()?.getItem(storageKey(owner)) ?? 'null');
  } catch {
    return undefined;
  }
  if (typeof kept !== 'object' || kept === null) return undefined;
  const { text, phone } = kept as Record<string, unknown>;
  const draft: ContactDraft = { text: {} };
  if (typeof text === 'object' && text !== null)
    for (const field of textFields) {
      const value = (text as Record<string, unknown>)[field];
      if (isText(value)) draft.text[field] = value;
    }
  const { country, number } = (phone ?? {}) as Record<string, unknown>;
  if (isText(country) && isText(number)) draft.phone = { country, number };
  return draft;
}

function writeDraft(owner: string, draft: ContactDraft | undefined) {
  const storage = tabStorage();
  try {
    if (draft) storage?.setItem(storageKey(owner), JSON.stringify(draft));
    else storage?.removeItem(storageKey(owner));
  } catch {
    // Storage full or refused: the draft is a convenience, the form works without it.
  }
}

const fieldOf = (form: HTMLFormElement, name: string) => {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
    ? field
    : undefined;
};

/**
 * Keeps the checkout form's contact details for `owner` (the customer at the venue) while they
 * are typed, and puts them back when the form is shown again, field by field where the field
 * still holds what the page gave it (what was typed before hydration stays). `restore` false
 * (the form shows what was just sent) keeps the fields as they are. Call `forget` on sending.
 */
export function useContactDraft(
  form: RefObject<HTMLFormElement | null>,
  owner: string,
  phone: { value: PhoneValue; set: (value: PhoneValue) => void },
  restore: boolean,
) {
  const restoreDraft = useEffectEvent(() => {
    const element = form.current;
    const draft = restore && element ? readDraft(owner) : undefined;
    if (!element || !draft) return;
    for (const name of textFields) {
      const field = fieldOf(element, name);
      const kept = draft.text[name];
      if (field && kept !== undefined && field.value === field.defaultValue) field.value = kept;
    }
    const number = fieldOf(element, 'phone');
    if (draft.phone && number && number.value === number.defaultValue) phone.set(draft.phone);
  });
  // Once, before paint (as useAdoptEnteredValue): the page never shows the emptied fields first.
  useLayoutEffect(() => restoreDraft(), []);

  const save = () => {
    const element = form.current;
    if (!element) return;
    const text: ContactDraft['text'] = {};
    for (const name of textFields) {
      const field = fieldOf(element, name);
      if (field) text[name] = field.value;
    }
    writeDraft(owner, { text, phone: phone.value });
  };
  // The phone's country is a picker, not a field of the form: its changes are saved from here.
  const savePhone = useEffectEvent(save);
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) savePhone();
    shown.current = true;
  }, [phone.value]);

  return { save, forget: () => writeDraft(owner, undefined) };
}
