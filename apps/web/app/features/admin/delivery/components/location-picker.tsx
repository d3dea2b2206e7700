import type { Location } from '@veggie/contract';
import { X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useMessages } from '../../../../lib/i18n';
import { matchesSearch } from '../delivery-format';
import { adminDeliveryMessages } from '../messages';
import { ui } from '../../shared/ui';

/** A province has up to ~170 wards: the list shows this many matches, and asks for more letters beyond. */
const SHOWN = 40;

interface LocationPickerProps {
  legend: string;
  searchLabel: string;
  /** The places to choose from (undefined while they load). */
  options: Location[] | undefined;
  pending?: boolean;
  failed?: boolean;
  /** Chosen codes, with a name for each (chosen places may belong to a list not loaded now). */
  chosen: Location[];
  onChange: (codes: string[]) => void;
  /** Above the search, e.g. the province whose wards are listed. */
  children?: ReactNode;
}

/**
 * A searchable multiple choice of provinces or wards: the chosen ones as removable chips, then a search
 * that ignores accents over a list of checkboxes. Plain form controls, so keyboards and screen readers
 * work as everywhere else.
 */
export function LocationPicker({
  legend,
  searchLabel,
  options,
  pending,
  failed,
  chosen,
  onChange,
  children,
}: LocationPickerProps) {
  const text = useMessages(adminDeliveryMessages).zoneForm;
  const id = useId();
  const [search, setSearch] = useState('');
  const chosenCodes = new Set(chosen.map((place) => place.code));
  const matches = (options ?? []).filter((place) => matchesSearch(place.name, search));
  const toggle = (code: string, on: boolean) =>
    onChange(on ? [...chosenCodes, code] : [...chosenCodes].filter((chosenCode) => chosenCode !== code));

  return (
    <fieldset className="rounded-card border border-cream-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink-900">{legend}</legend>
      <p id={`${id}-chosen`} className="sr-only">
        {text.chosen}
      </p>
      {chosen.length === 0 ? (
        <p className="text-sm text-ink-600">{text.noneChosen}</p>
      ) : (
        <ul aria-labelledby={`${id}-chosen`} className="flex flex-wrap gap-1.5">
          {chosen.map((place) => (
            <li
              key={place.code}
              className="flex items-center gap-1 rounded-pill bg-brand-50 py-0.5 pr-1 pl-2.5 text-sm text-brand-800"
            >
              {place.name}
              <button
                type="button"
                className="grid size-6 place-items-center rounded-full hover:bg-brand-100"
                aria-label={text.removeChoice(place.name)}
                onClick={() => toggle(place.code, false)}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-col gap-3">
        {children}
        <div>
          <label htmlFor={`${id}-search`} className={ui.label}>
            {searchLabel}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className={ui.input}
            value={search}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setSearch(event.target.value)}
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-ink-600">
            {text.searchHint}
          </p>
        </div>
        {failed ? (
          <p className="text-sm text-sale-600">{text.placesFailed}</p>
        ) : pending ? (
          <p className="text-sm text-ink-600">{text.loadingPlaces}</p>
        ) : (
          options && (
            <div className="max-h-56 overflow-y-auto rounded-lg border border-cream-200">
              {matches.length === 0 ? (
                <p className="p-3 text-sm text-ink-600">{text.noMatch}</p>
              ) : (
                <ul className="divide-y divide-cream-200">
                  {matches.slice(0, SHOWN).map((place) => (
                    <li key={place.code}>
                      <label className="flex cursor-pointer items-center gap-2 px-3 py-2 text-sm hover:bg-cream-100">
                        <input
                          type="checkbox"
                          className="size-4 accent-brand-600"
                          checked={chosenCodes.has(place.code)}
                          onChange={(event) => toggle(place.code, event.target.checked)}
                        />
                        {place.name}
                      </label>
                    </li>
                  ))}
                </ul>
              )}
              {matches.length > SHOWN && (
                <p className="p-3 text-xs text-ink-600">{text.moreMatches(matches.length - SHOWN)}</p>
              )}
            </div>
          )
        )}
      </div>
    </fieldset>
  );
}
