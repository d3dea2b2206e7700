import { formatVnd, unitPrice, type Product } from '@veggie/contract';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { paths } from '../../../config/paths';

export function ProductCard({ product }: { product: Product }) {
  const onSale = product.salePrice !== null;
  return (
    <article className="group flex flex-col overflow-hidden rounded-card border border-cream-200 bg-white shadow-sm transition hover:shadow-md">
      <Link to={paths.product(product._id)} className="flex flex-1 flex-col">
        <div className="relative aspect-square overflow-hidden bg-cream-100">
          <ImageWithFallback
            src={product.imageUrl}
            alt={product.name}
            loading="lazy"
            className="size-full object-cover transition duration-300 group-hover:scale-105"
          />
          {onSale && (
            <span className="absolute top-3 left-3 rounded-pill bg-sale-600 px-2.5 py-1 text-xs font-bold text-white">Sale</span>
          )}
          {product.stock === 0 && (
            <span className="absolute top-3 right-3 rounded-pill bg-ink-900/80 px-2.5 py-1 text-xs font-semibold text-white">
              Out of stock
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4">
          <p className="text-xs font-medium tracking-wide text-brand-700 uppercase">{product.category.name}</p>
          <h3 className="line-clamp-2 font-semibold text-ink-900">{product.name}</h3>
          <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-2">
            <span className={onSale ? 'text-lg font-bold text-sale-600' : 'text-lg font-bold text-ink-900'}>
              {formatVnd(unitPrice(product))}
            </span>
            {onSale && (
              <s className="text-sm text-ink-400">
                <span className="sr-only">Was </span>
                {formatVnd(product.price)}
              </s>
            )}
          </p>
        </div>
      </Link>
    </article>
  );
}
