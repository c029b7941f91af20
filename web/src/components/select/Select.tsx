import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import touch from '../touch/touch.module.css';
import styles from './Select.module.css';

/** spec §9: typed letters pick an option; the typed text is forgotten after 500 ms. */
export const TYPE_AHEAD_RESET_MS = 500;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  /** The accessible name of the control. */
  label: string;
  options: readonly SelectOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  className?: string;
}

/**
 * A label as typed: from its first letter or digit, lowercased. A flag before a country's name
 * ("🇷🇺 Russia +7") is no key anyone types.
 */
const spoken = (label: string) => label.replace(/^[^\p{L}\p{N}]+/u, '').toLocaleLowerCase();

/** The option a typed prefix points at, starting after the current one (so repeats cycle). */
export function typeAheadMatch(
  options: readonly SelectOption[],
  typed: string,
  fromIndex: number,
): number {
  const prefix = typed.toLocaleLowerCase();
  const repeated = prefix.length > 1 && [...prefix].every((char) => char === prefix[0]);
  const search = repeated ? prefix[0]! : prefix;
  const start = repeated || prefix.length === 1 ? fromIndex + 1 : fromIndex;
  for (let step = 0; step < options.length; step++) {
    const index = (start + step) % options.length;
    if (spoken(options[index]!.label).startsWith(search)) return index;
  }
  return -1;
}

/** A select-only combobox (ARIA APG): a button that opens a scrolling listbox. */
export function Select({ label, options, value, onChange, className }: SelectProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // The options are rendered once the list is first opened, never by the server: their labels may
  // come from the runtime's ICU data (country names in the page language), which differs between
  // Node and the browser, and a mismatch would make React re-render the form, dropping what was
  // typed before hydration. A closed list has nothing to show anyway.
  const [everOpened, setEverOpened] = useState(false);
  const selectedIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );
  const [activeIndex, setActiveIndex] = useState(selectedIndex);
  const typed = useRef('');
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => () => clearTimeout(resetTimer.current), []);
  useEffect(() => {
    if (!open) return;
    listRef.current
      ?.querySelector(`[data-index="${activeIndex}"]`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex]);

  const current = options.find((option) => option.value === value);

  function openList() {
    setActiveIndex(selectedIndex);
    setEverOpened(true);
    setOpen(true);
  }

  function pick(index: number) {
    const option = options[index];
    setOpen(false);
    if (option && option.value !== value) onChange(option.value);
  }

  function typeAhead(char: string) {
    typed.current += char;
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => (typed.current = ''), TYPE_AHEAD_RESET_MS);
    const index = typeAheadMatch(options, typed.current, open ? activeIndex : selectedIndex);
    if (index < 0) return;
    if (open) setActiveIndex(index);
    else pick(index);
  }

  function onKeyDown(event: KeyboardEvent) {
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) return openList();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((index) => Math.min(last, Math.max(0, index + step)));
        return;
      }
      case 'Home':
      case 'End':
        if (!open) return;
        event.preventDefault();
        setActiveIndex(event.key === 'Home' ? 0 : last);
        return;
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (open) pick(activeIndex);
        else openList();
        return;
      case 'Escape':
      case 'Tab':
        setOpen(false);
        return;
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          event.preventDefault();
          typeAhead(event.key);
        }
    }
  }

  return (
    <div className={`${styles.select} ${className ?? ''}`}>
      <button
        type="button"
        role="combobox"
        className={`${styles.button} ${touch.touchable}`}
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open ? `${id}-${activeIndex}` : undefined}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      >
        {/* The chosen option's label, named by the runtime's ICU data: see everOpened. */}
        <span suppressHydrationWarning>{current?.label ?? ''}</span>
        <span className={styles.chevron} aria-hidden="true">
          ▾
        </span>
      </button>
      <ul
        ref={listRef}
        id={`${id}-list`}
        role="listbox"
        aria-label={label}
        className={styles.list}
        hidden={!open}
      >
        {everOpened &&
          options.map((option, index) => (
            <li
              key={option.value}
              id={`${id}-${index}`}
              data-index={index}
              role="option"
              aria-selected={option.value === value}
              className={`${styles.option} ${index === activeIndex ? styles.active : ''}`}
              // Keep focus on the button so its blur does not close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(index)}
            >
              {option.label}
            </li>
          ))}
      </ul>
    </div>
  );
}
