import { useEffect, useRef, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { matchedPart } from './matchedPart';
import type { SuggestionOption } from './suggestionOptions';
import styles from './SuggestionPanel.module.css';

export interface SuggestionPanelProps {
  /** The listbox id, referenced by the combobox's aria-controls. */
  listboxId: string;
  /** The DOM id of an option, referenced by the combobox's aria-activedescendant. */
  optionId: (option: SuggestionOption) => string;
  options: readonly SuggestionOption[];
  /** What the visitor typed: its match in each title is marked. */
  typed: string;
  activeKey: string | undefined;
  open: boolean;
  /** A finished request found nothing. */
  showEmpty: boolean;
  onPick: (option: SuggestionOption) => void;
  onHoverChange: (hovered: boolean) => void;
}

/** Keeps focus in the text field while the panel is clicked, so it does not blur and close. */
function keepFocus(event: MouseEvent) {
  event.preventDefault();
}

/** The title with the part the typed text matched in a <mark>, or as is when it shows no match. */
function markedTitle(title: string, typed: string) {
  const parts = matchedPart(title, typed);
  if (!parts) return title;
  return (
    <>
      {parts.before}
      <mark className={styles.match}>{parts.match}</mark>
      {parts.after}
    </>
  );
}

/** The venues and treatments under the search field, as a listbox with two labelled groups. */
export function SuggestionPanel({
  listboxId,
  optionId,
  options,
  typed,
  activeKey,
  open,
  showEmpty,
  onPick,
  onHoverChange,
}: SuggestionPanelProps) {
  const intl = useIntl();
  const listboxRef = useRef<HTMLUListElement>(null);
  const venues = options.filter((option) => option.kind === 'venue');
  const treatments = options.filter((option) => option.kind === 'treatment');

  // The panel scrolls (max height 300px, spec §9): keep the option the arrows reached in view.
  useEffect(() => {
    if (!open || !activeKey) return;
    listboxRef.current
      ?.querySelector('[aria-selected="true"]')
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeKey]);

  const renderOption = (option: SuggestionOption) => (
    <li
      key={option.key}
      id={optionId(option)}
      role="option"
      aria-selected={option.key === activeKey}
      className={styles.option}
      onClick={() => onPick(option)}
    >
      <span className={styles.title}>{markedTitle(option.title, typed)}</span>
      {option.kind === 'venue' && option.address && (
        <span className={styles.address}>{option.address}</span>
      )}
    </li>
  );

  const renderGroup = (group: 'venues' | 'treatments', items: SuggestionOption[]) =>
    items.length > 0 && (
      <li role="presentation">
        <div id={`${listboxId}-${group}`} role="presentation" className={styles.groupLabel}>
          <FormattedMessage id={group === 'venues' ? 'searchBar.venues' : 'searchBar.treatments'} />
        </div>
        <ul role="group" aria-labelledby={`${listboxId}-${group}`} className={styles.group}>
          {items.map(renderOption)}
        </ul>
      </li>
    );

  return (
    <div
      className={styles.panel}
      hidden={!open}
      onMouseDown={keepFocus}
      onMouseEnter={() => onHoverChange(true)}
      onMouseLeave={() => onHoverChange(false)}
    >
      <ul
        ref={listboxRef}
        id={listboxId}
        role="listbox"
        aria-label={intl.formatMessage({ id: 'searchBar.suggestions' })}
        className={styles.listbox}
      >
        {renderGroup('venues', venues)}
        {renderGroup('treatments', treatments)}
      </ul>
      {showEmpty && (
        <p className={styles.empty}>
          <FormattedMessage id="searchBar.noMatches" />
        </p>
      )}
    </div>
  );
}
