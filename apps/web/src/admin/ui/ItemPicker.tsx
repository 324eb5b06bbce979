import type { PickerChoice, PickerQuery } from '@emporia/contracts/picker';
import { maxIdsPerRequest } from '@emporia/contracts/primitives';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import X from 'lucide-react/icons/x';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { errorMessage } from '../../app/http';
import './item-picker.css';
import { moveHighlight } from './list-keys';

export interface ItemPickerProps {
  /** The field's label, e.g. "Products". */
  label: string;
  /** What the list names in messages, e.g. "products". */
  noun: string;
  /** The chosen ids, in the order they were chosen. */
  value: number[];
  onChange: (ids: number[]) => void;
  /** Asks the server: matches for `q`, or the names of `ids`. */
  choices: (query: PickerQuery) => Promise<PickerChoice[]>;
  /** Caches answers apart from other pickers' (e.g. 'discount-products'). */
  cacheKey: string;
  /** Said beneath when nothing is chosen, e.g. "Applies to every product." */
  emptyHint?: string;
  /** A message from the form or the server. */
  error?: string;
}

/**
 * A type-ahead combobox choosing records by name, the chosen ones shown as
 * removable chips (WAI-ARIA combobox with a listbox popup). Arrow keys move
 * through the matches, Enter adds one, Escape closes the list, Backspace in
 * the empty box removes the last chip.
 */
export function ItemPicker({
  label,
  noun,
  value,
  onChange,
  choices,
  cacheKey,
  emptyHint,
  error,
}: ItemPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // Names of chips added here, so a new chip shows its name before any answer.
  const [known, setKnown] = useState(() => new Map<number, PickerChoice>());

  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(text.trim()), 200);
    return () => window.clearTimeout(timer);
  }, [text]);

  const matches = useQuery({
    queryKey: ['admin', 'picker', cacheKey, 'q', term],
    queryFn: () => choices(term ? { q: term } : {}),
    enabled: open,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const missing = value.filter((v) => !known.has(v));
  const named = useQuery({
    queryKey: ['admin', 'picker', cacheKey, 'ids', missing],
    // A request names at most maxIdsPerRequest ids; a long selection asks in parts.
    queryFn: async () => {
      const parts: number[][] = [];
      for (let at = 0; at < missing.length; at += maxIdsPerRequest)
        parts.push(missing.slice(at, at + maxIdsPerRequest));
      return (await Promise.all(parts.map((ids) => choices({ ids: ids.join(',') })))).flat();
    },
    enabled: missing.length > 0,
    staleTime: 60_000,
  });
  const nameOf = (itemId: number) =>
    known.get(itemId) ??
    named.data?.find((c) => c.id === itemId) ?? { id: itemId, name: `#${itemId}`, detail: '' };

  const options = (matches.data ?? []).filter((c) => !value.includes(c.id));
  const optionId = (index: number) => `${id}-option-${index}`;
  const listId = `${id}-list`;
  const showList = open;

  const add = (choice: PickerChoice | undefined) => {
    if (!choice) return;
    setKnown((map) => new Map(map).set(choice.id, choice));
    onChange([...value, choice.id]);
    setText('');
    setActive(0);
    // Closed, so it no longer covers the form; typing or an arrow key opens it again.
    setOpen(false);
  };
  const remove = (itemId: number) => onChange(value.filter((v) => v !== itemId));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (moveHighlight(event, options.length, () => setOpen(true), setActive)) return;
    if (event.key === 'Enter') {
      // Enter adds the highlighted match; it never submits the form around the picker.
      event.preventDefault();
      if (showList) add(options[Math.min(active, options.length - 1)]);
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      remove(value.at(-1)!);
    }
  };

  return (
    <div className="item-picker mb-3">
      <label className="form-label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <div className={`item-picker-box form-control${error ? ' is-invalid' : ''}`}>
        <ul className="item-picker-chips" aria-label={`Chosen ${noun}`}>
          {value.map((itemId) => {
            const chip = nameOf(itemId);
            return (
              <li key={itemId} className="item-picker-chip">
                <span>{chip.name}</span>
                <button
                  type="button"
                  className="item-picker-remove"
                  aria-label={`Remove ${chip.name}`}
                  onClick={() => remove(itemId)}
                >
                  <X size={14} aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
        <input
          ref={input}
          id={`${id}-input`}
          type="text"
          className="item-picker-input"
          placeholder={`Search ${noun}`}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={
            showList && options.length > 0 ? optionId(Math.min(active, options.length - 1)) : undefined
          }
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
      </div>
      {showList && (
        <div
          id={listId}
          role="listbox"
          aria-label={`Matching ${noun}`}
          className="item-picker-list shadow"
          // Keeps the input focused while a match is clicked.
          onMouseDown={(event) => event.preventDefault()}
        >
          {matches.isError ? (
            <p className="p-2 mb-0 text-danger">{errorMessage(matches.error)}</p>
          ) : options.length > 0 ? (
            options.map((option, index) => (
              // The keyboard works in the combobox's input (aria-activedescendant), as WAI-ARIA's pattern has it.
              // biome-ignore lint/a11y/useKeyWithClickEvents: see above
              <div
                key={option.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === Math.min(active, options.length - 1)}
                tabIndex={-1}
                className={`item-picker-option${index === Math.min(active, options.length - 1) ? ' active' : ''}`}
                onMouseEnter={() => setActive(index)}
                onClick={() => add(option)}
              >
                <span className="fw-semibold">{option.name}</span>
                <span className="d-block small text-body-secondary">{option.detail}</span>
              </div>
            ))
          ) : matches.isFetching || term !== text.trim() ? (
            <p className="p-2 mb-0 text-body-secondary d-flex align-items-center gap-2">
              <Spinner animation="border" size="sm" aria-hidden="true" /> Searching…
            </p>
          ) : (
            <p className="p-2 mb-0 text-body-secondary">
              {term ? `No ${noun} match “${term}”.` : `No more ${noun} to choose.`}
            </p>
          )}
        </div>
      )}
      {error ? (
        <div id={`${id}-hint`} className="invalid-feedback d-block">
          {error}
        </div>
      ) : (
        <div id={`${id}-hint`} className="form-text">
          {value.length === 0 ? emptyHint : `${value.length} chosen`}
        </div>
      )}
    </div>
  );
}
