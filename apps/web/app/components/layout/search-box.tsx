import { LIMITS } from '@veggie/contract';
import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Form, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { layoutMessages } from './messages';

/** Header search: trimmed text goes to /shop?q=…, empty text to /shop. Works before hydration too. */
export function SearchBox() {
  const text = useMessages(layoutMessages).search;
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    navigate(paths.shop({ q: typeof q === 'string' ? q : undefined }));
  }

  return (
    <Form role="search" action={paths.shop()} onSubmit={onSubmit} className="relative w-44 lg:w-64">
      <label htmlFor="site-search" className="sr-only">
        {text.label}
      </label>
      <input
        id="site-search"
        name="q"
        type="search"
        // The API refuses longer text: the box stops there instead of the shop showing the refusal.
        maxLength={LIMITS.searchTextMax}
        defaultValue={searchParams.get('q') ?? ''}
        placeholder={text.placeholder}
        className="w-full rounded-pill border border-cream-200 bg-white py-2 pr-10 pl-4 text-sm placeholder:text-ink-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-600/40 focus:outline-none"
      />
      <button
        type="submit"
        aria-label={text.submit}
        className="absolute inset-y-0 right-0 grid w-10 place-items-center rounded-r-pill text-ink-600 hover:text-brand-700"
      >
        <Search className="size-4" aria-hidden />
      </button>
    </Form>
  );
}
