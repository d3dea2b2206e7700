import { foldText, type Bank } from '@veggie/contract';
import { useId, useState, type Ref } from 'react';
import { inputClass } from '../../../../components/ui/text-field';
import { ui } from '../../shared/ui';

interface BankSelectProps {
  id: string;
  label: string;
  searchLabel: string;
  /** The first option, while no bank is chosen. */
  placeholder: string;
  banks: readonly Bank[];
  /** The chosen bank's BIN, '' for none. */
  value: string;
  onChange: (bin: string) => void;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** The look of the form's other fields (TextField), so the bank sits in line with them. */
const LABEL = 'text-sm font-semibold text-ink-900';

/**
 * A bank chosen from the VietQR list (60 and more) by its short name: a search that ignores accents and case
 * narrows a plain select, so keyboards and screen readers work as on every other field. The chosen bank
 * stays in the list whatever the search.
 */
export function BankSelect({
  id,
  label,
  searchLabel,
  placeholder,
  banks,
  value,
  onChange,
  error,
  ref,
}: BankSelectProps) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const wanted = foldText(search.trim());
  const shown = banks.filter(
    (bank) =>
      bank.bin === value ||
      wanted === '' ||
      foldText(bank.shortName).includes(wanted) ||
      foldText(bank.name).includes(wanted) ||
      bank.bin.startsWith(wanted),
  );
  return (
    <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-start">
      <div className="flex flex-col gap-1.5 sm:w-48">
        <label htmlFor={searchId} className={LABEL}>
          {searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          className={inputClass(false)}
          value={search}
          autoComplete="off"
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <label htmlFor={id} className={LABEL}>
          {label}
        </label>
        <select
          id={id}
          ref={ref}
          value={value}
          className={inputClass(Boolean(error))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{placeholder}</option>
          {shown.map((bank) => (
            <option key={bank.bin} value={bank.bin}>
              {bank.shortName} · {bank.name}
            </option>
          ))}
        </select>
        {error && (
          <p id={`${id}-error`} className={ui.fieldError}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
