import type { Category } from '@veggie/contract';
import { ArrowRight, Leaf } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n';
import { categoriesMessages } from '../categories/messages';

/** A category tile: its image (a leaf icon when missing or broken) and a link to its products. */
export function CategoryCard({ category }: { category: Pick<Category, '_id' | 'name' | 'image' | 'productCount'> }) {
  const text = useMessages(categoriesMessages).card;
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const showImage = Boolean(category.image) && !failed;

  useEffect(() => {
    // A server-rendered image may have failed before React attached onError.
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);

  return (
    <Link
      to={paths.shop({ category: category._id })}
      className="group flex h-full flex-col overflow-hidden rounded-card border border-cream-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
    >
      <div className="aspect-[4/3] overflow-hidden bg-brand-50">
        {showImage ? (
          <img
            ref={ref}
            src={category.image}
            alt=""
            width={400}
            height={300}
            loading="lazy"
            onError={() => setFailed(true)}
            className="size-full object-cover transition duration-300 group-hover:scale-105"
          />
        ) : (
          <div data-testid="category-fallback" className="grid size-full place-items-center text-brand-600">
            <Leaf className="size-14" strokeWidth={1.5} aria-hidden />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <h3 className="font-display text-base font-bold text-ink-900 sm:text-lg">{category.name}</h3>
        <p className="text-sm text-ink-600">{text.explore}</p>
        <p className="mt-auto flex items-center justify-between pt-3 text-sm font-semibold text-brand-700">
          <span>{text.productCount(category.productCount)}</span>
          <ArrowRight className="size-4 transition group-hover:translate-x-1" aria-hidden />
        </p>
      </div>
    </Link>
  );
}
