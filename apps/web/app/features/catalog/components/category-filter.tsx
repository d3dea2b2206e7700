import type { Category } from '@veggie/contract';
import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n';
import { shopMessages } from '../shop/messages';

interface CategoryFilterProps {
  categories: readonly Pick<Category, '_id' | 'name' | 'productCount'>[];
  /** The selected category id, if any. */
  selected?: string;
  /** The search text, kept while switching category. */
  q?: string;
}

/** The shop's category list: each entry narrows the current search to one category (page 1). */
export function CategoryFilter({ categories, selected, q }: CategoryFilterProps) {
  const text = useMessages(shopMessages).filter;
  const entries = [{ _id: '', name: text.all, productCount: null as number | null }, ...categories];
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    // On phones the list scrolls sideways: bring the selected category into view.
    const box = list.current;
    const current = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !current || box.scrollWidth <= box.clientWidth) return;
    box.scrollLeft = current.offsetLeft - box.offsetLeft - (box.clientWidth - current.offsetWidth) / 2;
  }, [selected]);
  return (
    <nav aria-label={text.title}>
      <h2 className="mb-3 font-display text-lg font-bold">{text.title}</h2>
      <ul ref={list} className="flex gap-2 overflow-x-auto pb-2 lg:flex-col lg:gap-1 lg:overflow-visible lg:pb-0">
        {entries.map((category) => {
          const active = (selected ?? '') === category._id;
          return (
            <li key={category._id || 'all'} className="shrink-0">
              <Link
                to={paths.shop({ q, category: category._id || undefined })}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'flex items-center justify-between gap-3 rounded-pill px-4 py-2 text-sm font-medium whitespace-nowrap transition lg:rounded-lg',
                  active ? 'bg-brand-600 text-white' : 'bg-white text-ink-900 hover:bg-brand-50 hover:text-brand-700',
                )}
              >
                {category.name}
                {category.productCount !== null && (
                  <span className={clsx('text-xs', active ? 'text-brand-50' : 'text-ink-600')}>
                    {category.productCount}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
