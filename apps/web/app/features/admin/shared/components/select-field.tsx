import { ui } from '../ui';

interface SelectFieldProps<V extends string> {
  id: string;
  /** Read by screen readers only; the chosen option says it to everyone else. */
  label: string;
  value: V;
  options: readonly Exclude<V, ''>[];
  optionLabel: (option: Exclude<V, ''>) => string;
  /** The label of a first option with the value '' ("All roles"), for a filter that can be off. */
  all?: string;
  onChange: (value: V) => void;
  disabled?: boolean;
  className?: string;
}

/** A labelled select: a filter above an admin list, or a value changed in place in a row (role, status). */
export function SelectField<V extends string>({
  id,
  label,
  value,
  options,
  optionLabel,
  all,
  onChange,
  disabled,
  className = ui.input,
}: SelectFieldProps<V>) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as V)}
        className={className}
      >
        {all !== undefined && <option value="">{all}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </>
  );
}
