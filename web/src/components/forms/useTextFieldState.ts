import { useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { useAdoptEnteredValue } from './useAdoptEnteredValue';

/** A control whose value is text. */
export type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const valueOf = (control: TextControl) => control.value;

/**
 * useState for a controlled text field that keeps what was typed before hydration: put the ref
 * on the field.
 */
export function useTextFieldState<E extends TextControl = HTMLInputElement>(
  initial: string | (() => string),
): readonly [string, Dispatch<SetStateAction<string>>, RefObject<E | null>] {
  const [value, setValue] = useState(initial);
  const ref = useRef<E>(null);
  useAdoptEnteredValue(ref, valueOf, value, setValue);
  return [value, setValue, ref];
}
