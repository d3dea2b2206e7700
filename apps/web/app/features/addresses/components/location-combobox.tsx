import { foldText, type Location } from '@veggie/contract';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { FieldNotes, fieldNotesIds, inputClass } from '../../../components/ui/text-field';

export interface LocationComboboxProps {
  label: string;
  /** Undefined while the list loads. */
  options: readonly Location[] | undefined;
  /** The chosen code, '' for none. */
  value: string;
  /** A place known before the list arrives (the address being edited), so its name shows at once. */
  known?: Location;
  onChange: (code: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Said in place of the list when it has nothing to offer (loading, failed); "no match" otherwise. */
  emptyText: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A province or ward picker: a text box that filters its list as the shopper types, accents optional
 * ("ba dinh" finds "Phường Ba Đình"), as the WAI-ARIA combobox pattern has it: the box keeps the focus
 * and names the highlighted option in aria-activedescendant; ↓ and ↑ move, Enter chooses, Escape closes.
 * The box shows the chosen name until the shopper types; leaving it without choosing keeps the choice.
 */
export function LocationCombobox({
  label,
  options,
  value,
  known,
  onChange,
  onBlur,
  error,
  hint,
  placeholder,
  disabled,
  emptyText,
  ref,
}: LocationComboboxProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (code: string) => `${id}-option-${code}`;
  // null: not typing, the box shows the chosen option's name.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const folded = useMemo(() => (options ?? []).map((option) => ({ option, name: foldText(option.name) })), [options]);
  const matches = useMemo(() => {
    const words = query === null ? [] : foldText(query).trim().split(/\s+/);
    return folded.filter(({ name }) => words.every((word) => name.includes(word))).map(({ option }) => option);
  }, [folded, query]);
  const selected = options?.find((option) => option.code === value) ?? (known?.code === value ? known : undefined);
  const activeOption = open ? matches[active] : undefined;
  const activeId = activeOption && optionId(activeOption.code);

  // The highlighted option stays in sight as the arrows move through a long list of wards.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const openAt = (index: number) => {
    setOpen(true);
    setActive(Math.max(0, Math.min(index, matches.length - 1)));
  };
  const choose = (option: Location) => {
    onChange(option.code);
    setQuery(null);
    setOpen(false);
  };
  const close = () => {
    setQuery(null);
    setOpen(false);
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const chosenIndex = matches.findIndex((option) => option.code === value);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openAt(chosenIndex >= 0 ? chosenIndex : 0);
        else openAt(active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openAt(chosenIndex >= 0 ? chosenIndex : matches.length - 1);
        else openAt(active - 1);
        break;
      case 'Enter':
        // Enter in an open list chooses; it never submits the form behind it.
        if (!open) break;
        event.preventDefault();
        if (activeOption) choose(activeOption);
        break;
      case 'Escape':
        if (!open && query === null) break;
        // Only the list closes, not a dialog the picker sits in.
        event.preventDefault();
        event.stopPropagation();
        close();
        break;
    }
  }

  const describedBy = fieldNotesIds(id, hint, error);
  const showEmpty = open && matches.length === 0;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-required
          disabled={disabled}
          placeholder={placeholder}
          value={query ?? selected?.name ?? ''}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(0);
            // Emptying the box takes the choice away, so the form asks for one again.
            if (event.target.value.trim() === '' && value !== '') onChange('');
          }}
          onClick={() => !open && openAt(0)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            close();
            onBlur?.();
          }}
          className={clsx(inputClass(Boolean(error)), 'pr-10')}
        />
        <ChevronDown
          className="pointer-events-none absolute inset-y-0 right-3 my-auto size-4 text-ink-600"
          aria-hidden
        />
        <ul
          id={listboxId}
          role="listbox"
          aria-label={label}
          hidden={!open || matches.length === 0}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-xl border border-cream-200 bg-white py-1 shadow-lg"
        >
          {open &&
            matches.map((option) => (
              <li
                key={option.code}
                id={optionId(option.code)}
                role="option"
                aria-selected={option.code === value}
                // Keeps the focus in the box, so its blur does not close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                className={clsx(
                  'cursor-pointer px-3.5 py-2 text-sm',
                  option === activeOption ? 'bg-brand-50 text-brand-800' : 'text-ink-900',
                  option.code === value && 'font-semibold',
                )}
              >
                {option.name}
              </li>
            ))}
        </ul>
        {showEmpty && (
          <p
            role="status"
            className="absolute inset-x-0 top-full z-20 mt-1 rounded-xl border border-cream-200 bg-white px-3.5 py-2 text-sm text-ink-600 shadow-lg"
          >
            {emptyText}
          </p>
        )}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
