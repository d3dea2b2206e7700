import { LIMITS } from '@veggie/contract';
import { Search } from 'lucide-react';
import { useRef, useState, type ComponentType, type FormEvent, type RefObject } from 'react';
import { Form, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { layoutMessages } from './messages';

/** What the input announces for the list under it (WAI-ARIA combobox): open or not, and the highlighted option. */
export interface ComboboxState {
  expanded: boolean;
  activeId?: string;
}

/** The suggestion list under the box, supplied by the catalog: it reads the input's text and keys itself. */
export interface SearchSuggestionsProps {
  input: RefObject<HTMLInputElement | null>;
  /** The listbox's id, which the input names in `aria-controls`. */
  listboxId: string;
  onStateChange: (state: ComboboxState) => void;
}

export type LoadSearchSuggestions = () => Promise<ComponentType<SearchSuggestionsProps>>;

const LISTBOX_ID = 'site-search-suggestions';

/**
 * Header search: trimmed text goes to /shop?q=…, empty text to /shop. Works before hydration too (a plain
 * form). With `suggestions`, a list of matches opens under it as the shopper types; its code is fetched on
 * the first focus, so it adds nothing to the first page's JavaScript.
 */
export function SearchBox({ suggestions }: { suggestions?: LoadSearchSuggestions }) {
  const text = useMessages(layoutMessages).search;
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const input = useRef<HTMLInputElement>(null);
  const [Suggestions, setSuggestions] = useState<ComponentType<SearchSuggestionsProps>>();
  const [combobox, setCombobox] = useState<ComboboxState>({ expanded: false });
  const loadSuggestions = () => {
    if (suggestions && !Suggestions) void suggestions().then((component) => setSuggestions(() => component));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    navigate(paths.shop({ q: typeof q === 'string' ? q : undefined }));
  }

  // On phones the form is not positioned, so the list can span the header under it instead of the narrow box.
  return (
    <Form role="search" action={paths.shop()} onSubmit={onSubmit} className="w-44 sm:relative lg:w-64">
      <label htmlFor="site-search" className="sr-only">
        {text.label}
      </label>
      <div className="relative">
        <input
          ref={input}
          id="site-search"
          name="q"
          type="search"
          {...(suggestions && {
            role: 'combobox',
            autoComplete: 'off',
            'aria-autocomplete': 'list',
            'aria-expanded': combobox.expanded,
            'aria-controls': LISTBOX_ID,
            'aria-activedescendant': combobox.activeId,
            onFocus: loadSuggestions,
            onInput: loadSuggestions,
          })}
          // The API refuses longer text: the box stops there instead of the shop showing the refusal.
          maxLength={LIMITS.searchTextMax}
          defaultValue={searchParams.get('q') ?? ''}
          placeholder={text.placeholder}
          className="w-full rounded-pill border border-cream-200 bg-white py-2 pr-10 pl-4 text-base placeholder:text-ink-400 sm:text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-600/40 focus:outline-none"
        />
        <button
          type="submit"
          aria-label={text.submit}
          className="absolute inset-y-0 right-0 grid w-10 place-items-center rounded-r-pill text-ink-600 hover:text-brand-700"
        >
          <Search className="size-4" aria-hidden />
        </button>
      </div>
      {Suggestions && <Suggestions input={input} listboxId={LISTBOX_ID} onStateChange={setCombobox} />}
    </Form>
  );
}
