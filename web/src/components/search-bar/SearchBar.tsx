import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useCities, useCity } from '../../app/city/CityContext';
import { useLocale } from '../../app/locale';
import { businessPage, hubSearch } from '../../routing/paths';
import { useAdoptEnteredValue } from '../forms/useAdoptEnteredValue';
import { CloseIcon } from '../icons/CloseIcon';
import { SearchIcon } from '../icons/SearchIcon';
import { Spinner } from '../spinner/Spinner';
import a11y from '../visuallyHidden.module.css';
import { CitySelect } from './CitySelect';
import styles from './SearchBar.module.css';
import { moveActive, toSuggestionOptions, type SuggestionOption } from './suggestionOptions';
import { SuggestionPanel } from './SuggestionPanel';
import { useSuggestions } from './useSuggestions';

export interface SearchBarProps {
  initialText?: string;
  /** A city value; used when it is one of the offered cities. */
  initialCity?: string;
  autoFocus?: boolean;
  /**
   * Where suggestions come from (spec §7 suggest `d`): the selected city, or on the error page the
   * branches area, i.e. every venue of the project country. Picks and searches carry the city
   * either way (spec §2 "Error page").
   */
  area?: 'city' | 'branches';
}

const valueOf = (input: HTMLInputElement) => input.value;

/**
 * The search field with its city selector and suggestion panel (spec §2 "Search bar", §5, §9),
 * built as an ARIA 1.2 combobox: focus stays in the field, arrows move the active option.
 */
export function SearchBar({
  initialText = '',
  initialCity,
  autoFocus = false,
  area = 'city',
}: SearchBarProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { prefix } = useLocale();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const [text, setText] = useState(initialText);
  // Suggestions wait for the first focus: a bar prefilled with text asks nothing until used.
  const [engaged, setEngaged] = useState(false);
  const [focusOpen, setFocusOpen] = useState(false);
  // Text typed before hydration is kept. Its focus event came before React listened, so a field
  // still focused is in use: it asks for suggestions as typing there would.
  useAdoptEnteredValue(inputRef, valueOf, text, (entered) => {
    setText(entered);
    if (document.activeElement === inputRef.current) {
      setEngaged(true);
      setFocusOpen(true);
    }
  });
  const [hovered, setHovered] = useState(false);
  const [activeKey, setActiveKey] = useState<string>();

  const cities = useCities();
  // spec §4: the remembered city, else the start city, else the first; a choice is remembered.
  const [shownCity, rememberCity] = useCity(initialCity);
  // A page of results shows its own city (CityContext's PageCity) whatever is remembered: a city
  // picked here overrides it in this select until the search, or another picker, moves on.
  const [picked, setPicked] = useState<{ city: string; over: string | undefined }>();
  const city = picked && picked.over === shownCity ? picked.city : shownCity;
  const chooseCity = (value: string) => {
    setPicked({ city: value, over: shownCity });
    rememberCity(value);
  };

  const { suggestions, loading, answered } = useSuggestions(
    engaged ? text : '',
    area === 'city' ? city : undefined,
  );
  const options = toSuggestionOptions(suggestions);
  const hasText = text.trim() !== '';
  const showEmpty = answered && options.length === 0;
  // Spec §2: open on focus or while the mouse is over the panel, when there is something to show.
  const open = (focusOpen || hovered) && hasText && (options.length > 0 || showEmpty);
  const active = open ? options.find((option) => option.key === activeKey) : undefined;

  const listboxId = `${id}-listbox`;
  const optionId = (option: SuggestionOption) => `${id}-${option.key}`;

  function close() {
    setFocusOpen(false);
    setHovered(false);
    setActiveKey(undefined);
  }

  function search() {
    const s = text.trim();
    close();
    // Spec §5: a search needs text.
    if (s === '') {
      inputRef.current?.focus();
      return;
    }
    navigate(hubSearch(prefix, { s, c: city }));
  }

  function pick(option: SuggestionOption) {
    close();
    // The field shows what was picked, not the letters typed to find it. Nothing more is asked
    // for it until the field is used again.
    setText(option.title);
    setEngaged(false);
    navigate(
      option.kind === 'venue'
        ? businessPage(prefix, { slug: option.id, c: city })
        : hubSearch(prefix, { s: option.title, c: city }),
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        setFocusOpen(true);
        setActiveKey(moveActive(options, active?.key, event.key === 'ArrowDown' ? 1 : -1));
        break;
      case 'Enter':
        // Without an active option, Enter submits the form, which searches.
        if (active) {
          event.preventDefault();
          pick(active);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        break;
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    search();
  }

  function clear() {
    setText('');
    setActiveKey(undefined);
    inputRef.current?.focus();
  }

  const resultAnnouncement = !open
    ? ''
    : showEmpty
      ? intl.formatMessage({ id: 'searchBar.noMatches' })
      : intl.formatMessage({ id: 'searchBar.resultCount' }, { count: options.length });

  return (
    // A GET form to the search page: without JavaScript, or before the page has hydrated, the
    // browser sends the same search (s, c) that the script navigates to.
    <form
      role="search"
      method="get"
      action={hubSearch(prefix)}
      className={styles.form}
      onSubmit={onSubmit}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-text`} className={a11y.visuallyHidden}>
          <FormattedMessage id="searchBar.label" />
        </label>
        <SearchIcon className={styles.searchIcon} />
        <input
          ref={inputRef}
          id={`${id}-text`}
          name="s"
          className={styles.input}
          type="text"
          role="combobox"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          autoFocus={autoFocus}
          placeholder={intl.formatMessage({ id: 'searchBar.placeholder' })}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={active ? optionId(active) : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            // Typing is use, also in a field focused before hydration (no focus event then).
            setEngaged(true);
            setFocusOpen(true);
            setActiveKey(undefined);
          }}
          onFocus={() => {
            setEngaged(true);
            setFocusOpen(true);
          }}
          onBlur={() => {
            setFocusOpen(false);
            setActiveKey(undefined);
          }}
          onKeyDown={onKeyDown}
        />
        <span className={styles.adornments}>
          {loading && (
            <Spinner
              label={intl.formatMessage({ id: 'searchBar.loading' })}
              className={styles.spinner}
            />
          )}
          {text !== '' && (
            <button
              type="button"
              className={styles.clear}
              aria-label={intl.formatMessage({ id: 'searchBar.clear' })}
              onClick={clear}
            >
              <CloseIcon />
            </button>
          )}
        </span>
        <SuggestionPanel
          listboxId={listboxId}
          optionId={optionId}
          options={options}
          typed={text}
          activeKey={active?.key}
          open={open}
          showEmpty={showEmpty}
          onPick={pick}
          onHoverChange={setHovered}
        />
        <span role="status" className={a11y.visuallyHidden}>
          {resultAnnouncement}
        </span>
      </div>
      <CitySelect id={`${id}-city`} name="c" cities={cities} value={city} onChange={chooseCity} />
      <button type="submit" className={styles.submit}>
        <SearchIcon />
        <FormattedMessage id="searchBar.submit" />
      </button>
    </form>
  );
}
