import { imageVariantUrl, LIMITS, type ProductSuggestions } from '@veggie/contract';
import clsx from 'clsx';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { SearchSuggestionsProps } from '../../../components/layout/search-box';
import { EnglishName } from '../../../components/product/product-unit';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n';
import { QueryProvider } from '../../../lib/query-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSuggestions } from '../api/get-suggestions';
import { suggestionMessages } from '../search/messages';
import { ProductPrice } from './product-price';

/** Long enough to skip the letters of a word typed at speed, short enough to feel immediate. */
export const SUGGEST_DEBOUNCE_MS = 180;

type Option =
  | { kind: 'product'; href: string; product: ProductSuggestions['products'][number] }
  | { kind: 'category'; href: string; category: ProductSuggestions['categories'][number] };

const searchText = (input: HTMLInputElement) => input.value.trim().slice(0, LIMITS.searchTextMax);

/**
 * Search-as-you-type under the header box (the WAI-ARIA combobox pattern with a listbox popup): the input
 * keeps the focus; the arrow keys move the highlight, Enter opens the highlighted item (or submits the
 * search as before), Escape and Tab close the list. Loaded lazily by the search box.
 */
export function SearchSuggestions({ input, listboxId, onStateChange }: SearchSuggestionsProps) {
  return (
    <QueryProvider>
      <SuggestionList input={input} listboxId={listboxId} onStateChange={onStateChange} />
    </QueryProvider>
  );
}

/**
 * The list itself. Its calls go through TanStack Query, which the catalog pages do not load
 * (docs/decisions/025-lean-first-load.md): the provider comes with this lazy chunk, and in the browser it
 * is the visit's one client, the same as the cart's and the account's.
 */
function SuggestionList({ input, listboxId, onStateChange }: SearchSuggestionsProps) {
  const text = useMessages(suggestionMessages);
  const navigate = useNavigate();
  const location = useLocation();
  const [typed, setTyped] = useState('');
  // The list belongs to the page it was opened on: following an item or submitting the search closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const q = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS);
  const { data } = useSuggestions(q);

  const options = useMemo<Option[]>(
    () =>
      q && data
        ? [
            ...data.products.map((product) => ({
              kind: 'product' as const,
              href: paths.product(product._id),
              product,
            })),
            ...data.categories.map((category) => ({
              kind: 'category' as const,
              href: paths.shop({ category: category._id }),
              category,
            })),
          ]
        : [],
    [q, data],
  );
  const expanded = openOn === location.key && typed !== '' && options.length > 0;
  const activeIndex = expanded && active < options.length ? active : -1;
  const optionId = (index: number) => `${listboxId}-${index}`;
  const activeId = activeIndex >= 0 ? optionId(activeIndex) : undefined;

  useEffect(() => onStateChange({ expanded, activeId }), [expanded, activeId, onStateChange]);

  // The box's text, from the first letter on: this list may have loaded after the shopper began typing.
  // Only on loading: on a later page the box keeps the focus and the text, and the list must stay closed.
  const caughtUp = useRef(false);
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const onInput = () => {
      setTyped(searchText(box));
      setActive(-1);
      setOpenOn(location.key);
    };
    if (!caughtUp.current && box.value !== box.defaultValue && document.activeElement === box) onInput();
    caughtUp.current = true;
    box.addEventListener('input', onInput);
    return () => box.removeEventListener('input', onInput);
  }, [input, location.key]);

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const close = () => {
      setOpenOn(null);
      setActive(-1);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' && options.length > 0) {
        event.preventDefault();
        setOpenOn(location.key);
        setActive(expanded ? (activeIndex + 1) % options.length : 0);
      } else if (event.key === 'ArrowUp' && expanded) {
        event.preventDefault();
        setActive(activeIndex <= 0 ? options.length - 1 : activeIndex - 1);
      } else if (event.key === 'Enter' && activeIndex >= 0) {
        // Otherwise Enter submits the form: the search as before.
        event.preventDefault();
        close();
        navigate(options[activeIndex]!.href);
      } else if (event.key === 'Escape' && expanded) {
        // Only closes: a search field's own Escape would also clear the text.
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') {
        close();
      }
    };
    box.addEventListener('keydown', onKeyDown);
    box.addEventListener('blur', close);
    return () => {
      box.removeEventListener('keydown', onKeyDown);
      box.removeEventListener('blur', close);
    };
  }, [input, location.key, navigate, options, expanded, activeIndex]);

  const products = options.filter((option) => option.kind === 'product');
  const categories = options.filter((option) => option.kind === 'category');

  return (
    <>
      {/* A mouse press on an item must not take the focus from the box (its blur would close the list first). */}
      <div
        id={listboxId}
        role="listbox"
        aria-label={text.label}
        hidden={!expanded}
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-50 max-h-[70dvh] overflow-y-auto border-y border-cream-200 bg-white py-2 shadow-lg sm:inset-x-auto sm:right-0 sm:mt-2 sm:w-96 sm:rounded-card sm:border"
      >
        {products.length > 0 && (
          <div role="group" aria-labelledby={`${listboxId}-products`}>
            <div role="presentation" id={`${listboxId}-products`} className={groupHeading}>
              {text.products}
            </div>
            {products.map(({ product, href }, index) => (
              <SuggestionOption key={product._id} href={href} id={optionId(index)} active={index === activeIndex}>
                <ImageWithFallback
                  src={imageVariantUrl(product.imageUrl) ?? product.imageUrl}
                  alt=""
                  width={48}
                  height={48}
                  className="size-12 shrink-0 rounded-lg object-cover"
                />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold">{product.name}</p>
                  <EnglishName nameEn={product.nameEn} className="truncate text-ink-600" />
                  <ProductPrice product={product} />
                </div>
              </SuggestionOption>
            ))}
          </div>
        )}
        {categories.length > 0 && (
          <div role="group" aria-labelledby={`${listboxId}-categories`}>
            <div role="presentation" id={`${listboxId}-categories`} className={groupHeading}>
              {text.categories}
            </div>
            {categories.map(({ category, href }, i) => {
              const index = products.length + i;
              return (
                <SuggestionOption key={category._id} href={href} id={optionId(index)} active={index === activeIndex}>
                  {category.name}
                </SuggestionOption>
              );
            })}
          </div>
        )}
      </div>
      <p role="status" className="sr-only">
        {expanded ? text.count(options.length) : ''}
      </p>
    </>
  );
}

const groupHeading = 'px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-600 uppercase';

/** One item of the list: a link the arrow keys highlight while the focus stays in the search box. */
function SuggestionOption({
  id,
  href,
  active,
  children,
}: {
  id: string;
  href: string;
  active: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      to={href}
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      className={clsx(
        'flex items-center gap-3 px-3 py-2 text-sm text-ink-900 hover:bg-cream-100',
        active && 'bg-brand-100 hover:bg-brand-100',
      )}
    >
      {children}
    </Link>
  );
}
