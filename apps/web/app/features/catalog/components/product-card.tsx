import { IMAGE_VARIANT_WIDTH, imageVariantUrl, type Product } from '@veggie/contract';
import { Link } from 'react-router';
import { EnglishName } from '../../../components/product/product-unit';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n';
import { catalogMessages } from '../messages';
import { ProductPrice } from './product-price';

/** Width of the seeded originals; larger uploads only make the browser's pick of it sharper. */
const ORIGINAL_WIDTH = 800;

/**
 * The card's width in ProductGrid (`px-4` page, `gap-3 sm:gap-6`, 2 → 3 (md) → 4 (xl) columns in a
 * `max-w-7xl` container), so a phone fetches the 400 px variant instead of the original.
 */
const PRODUCT_CARD_SIZES =
  '(min-width: 1280px) 294px, (min-width: 768px) calc((100vw - 5rem) / 3), (min-width: 640px) calc((100vw - 3.5rem) / 2), calc((100vw - 2.75rem) / 2)';

/** `priority`: the card is likely above the fold, so its image loads at once instead of lazily. */
export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const text = useMessages(catalogMessages).card;
  const variantUrl = imageVariantUrl(product.imageUrl);
  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-card border border-cream-200 bg-white shadow-sm transition hover:shadow-md">
      <Link to={paths.product(product._id)} className="flex flex-1 flex-col">
        <div className="relative aspect-square overflow-hidden bg-cream-100">
          <ImageWithFallback
            src={product.imageUrl}
            srcSet={
              variantUrl ? `${variantUrl} ${IMAGE_VARIANT_WIDTH}w, ${product.imageUrl} ${ORIGINAL_WIDTH}w` : undefined
            }
            sizes={variantUrl ? PRODUCT_CARD_SIZES : undefined}
            alt={product.name}
            width={400}
            height={400}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            className="size-full object-cover transition duration-300 group-hover:scale-105"
          />
          {product.salePrice !== null && (
            <span className="absolute top-3 left-3 rounded-pill bg-sale-600 px-2.5 py-1 text-xs font-bold text-white">
              {text.sale}
            </span>
          )}
          {product.stock === 0 && (
            <span className="absolute top-3 right-3 rounded-pill bg-ink-900/80 px-2.5 py-1 text-xs font-semibold text-white">
              {text.outOfStock}
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4">
          <p className="text-xs font-medium tracking-wide text-brand-700 uppercase">{product.category.name}</p>
          <h3 className="line-clamp-2 font-semibold text-ink-900">{product.name}</h3>
          <EnglishName nameEn={product.nameEn} className="line-clamp-2 text-sm text-ink-600" />
          <ProductPrice product={product} className="mt-auto pt-2" />
        </div>
      </Link>
    </article>
  );
}
