import type { Product } from '@veggie/contract';
import clsx from 'clsx';
import { ProductCard } from './product-card';

/** Product cards, two across on phones and up to four on wide screens. */
interface ProductGridProps {
  products: readonly Product[];
  /** How many leading cards load their image at once (the grid is at the top of the page). */
  priorityCount?: number;
  className?: string;
}

export function ProductGrid({ products, priorityCount = 0, className }: ProductGridProps) {
  return (
    <ul className={clsx('grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3 xl:grid-cols-4', className)}>
      {products.map((product, index) => (
        <li key={product._id} className="flex">
          <ProductCard product={product} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
