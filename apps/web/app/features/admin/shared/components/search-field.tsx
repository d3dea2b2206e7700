import { LIMITS } from '@veggie/contract';
import { Search } from 'lucide-react';
import { ui } from '../ui';

interface SearchFieldProps {
  id: string;
  /** Read by screen readers only; the placeholder says it to everyone else. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** The search box above an admin list. */
export function SearchField({ id, label, placeholder, value, onChange, className }: SearchFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400"
          aria-hidden
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={LIMITS.searchTextMax}
          placeholder={placeholder}
          className={`${ui.input} pl-9`}
        />
      </div>
    </div>
  );
}
