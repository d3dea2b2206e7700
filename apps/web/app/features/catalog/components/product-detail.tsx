import { formatGrams, LIMITS, minimumSteps, type Product } from '@veggie/contract';
import clsx from 'clsx';
import { ShoppingCart } from 'lucide-react';
import { lazy, memo, Suspense, useState, type ReactNode } from 'react';
import { EnglishName, weightUnit, type WeightUnit } from '../../../components/product/product-unit';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { useLocale, useMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { productMessages } from '../product/messages';
import { sanitizeQuantity } from './quantity';
import { ProductPrice } from './product-price';
import { QuantityInput } from './quantity-input';
import { RatingStars } from './rating-stars';
import { WeightStepper } from './weight-stepper';

/*
 * The origin box (farm, province, certificate, packing date; issue 35) with its words, the certificate rule and
 * its badge: a chunk of its own, fetched as this module loads, so the first load carries the buying controls only.
 * The server renders it with the page; in the browser React leaves its HTML in place until its code has come and
 * hydrates it then. Memoised on the product's origin and packing date (the loader's objects): the detail
 * re-renders once hydrated (the route's delivery slot), and an update reaching the box before it hydrates would
 * make React drop its server HTML. Nothing to show, nothing mounted.
 */
const loadOrigin = () => import('./product-origin-box');
if (typeof window !== 'undefined') void loadOrigin();
const LazyOrigin = lazy(loadOrigin);
const OriginDetails = memo(function OriginDetails({ origin, packedOn }: Pick<Product, 'origin' | 'packedOn'>) {
  if (!origin && !packedOn) return null;
  return (
    <Suspense fallback={null}>
      <LazyOrigin origin={origin} packedOn={packedOn} />
    </Suspense>
  );
});

export interface ProductDetailProps {
  product: Product;
  /** Puts `quantity` of the product in the cart (the app layer wires the cart in). */
  /** Resolves to false when the shop refused (its message is already shown). */
  onAddToCart(product: Product, quantity: number): Promise<boolean>;
  /** The earliest delivery for the shopper's area, under the buttons (composed by the route). */
  delivery?: ReactNode;
}

/** In stock, low or out; a weight product's low stock is said in grams ("Only 750 g left in stock"). */
function StockState({ stock, weight }: { stock: number; weight: WeightUnit | null }) {
  const messages = useMessages(productMessages);
  const words = messages.stock;
  const locale = useLocale();
  const low = weight ? messages.stockWeight.low(formatGrams(stock * weight.stepGrams, locale)) : words.low(stock);
  const [text, className] =
    stock === 0
      ? [words.out, 'bg-sale-50 text-sale-700']
      : stock < LIMITS.lowStockThreshold
        ? [low, 'bg-amber-100 text-amber-900']
        : [words.in, 'bg-brand-50 text-brand-800'];
  return <p className={clsx('inline-flex rounded-pill px-3 py-1 text-sm font-semibold', className)}>{text}</p>;
}

/** The product page's main block: image, category, name, rating, price, description, stock and Add To Cart. */
export function ProductDetail({ product, onAddToCart, delivery }: ProductDetailProps) {
  const text = useMessages(productMessages);
  const locale = useLocale();
  const weight = weightUnit(product.unit);
  const minSteps = weight ? minimumSteps(weight) : 1;
  const [quantityText, setQuantityText] = useState('1');
  const [steps, setSteps] = useState(minSteps);
  const [adding, setAdding] = useState(false);
  // A weight product with less in stock than its minimum cannot be bought either.
  const outOfStock = product.stock < minSteps || product.stock <= 0;
  // The shop refuses a line above the stock or the product's per-order limit.
  const { maxPerOrder } = product;
  const maxQuantity = Math.max(
    minSteps,
    Math.min(product.stock, maxPerOrder ?? LIMITS.cartQuantityMax, LIMITS.cartQuantityMax),
  );

  async function addToCart() {
    if (adding) return;
    const quantity = weight
      ? Math.min(Math.max(steps, minSteps), maxQuantity)
      : sanitizeQuantity(quantityText, maxQuantity);
    if (!weight) setQuantityText(String(quantity));
    setAdding(true);
    try {
      if (await onAddToCart(product, quantity))
        toast.success(
          weight
            ? text.addedWeight(product.name, formatGrams(quantity * weight.stepGrams, locale))
            : text.added(product.name, quantity),
        );
    } catch {
      toast.error(text.addFailed);
    } finally {
      setAdding(false);
    }
  }

  return (
    <article className="grid gap-8 rounded-card border border-cream-200 bg-white p-4 shadow-sm sm:p-6 md:grid-cols-2 lg:gap-12">
      <div className="aspect-square overflow-hidden rounded-card bg-cream-100">
        <ImageWithFallback
          src={product.imageUrl}
          alt={product.name}
          width={640}
          height={640}
          fetchPriority="high"
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-col items-start gap-4">
        <p className="rounded-pill bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800 uppercase">
          {product.category.name}
        </p>
        <div>
          <h1 className="font-display text-3xl font-bold text-ink-900 sm:text-4xl">{product.name}</h1>
          <EnglishName nameEn={product.nameEn} className="mt-1 text-lg text-ink-600" />
        </div>
        <p className="flex items-center gap-2">
          <RatingStars avgRating={product.avgRating} />
          <span aria-hidden className="text-sm font-semibold text-ink-600">
            {product.avgRating.toFixed(1)}
          </span>
        </p>
        <ProductPrice product={product} size="lg" />
        <p className="leading-relaxed text-ink-600">{product.description}</p>
        <StockState stock={product.stock} weight={weight} />
        {maxPerOrder !== null && (
          <p className="text-sm font-semibold text-ink-600">
            {text.perOrderLimit(weight ? formatGrams(maxPerOrder * weight.stepGrams, locale) : String(maxPerOrder))}
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-end gap-4">
          {weight ? (
            <WeightStepper
              unit={weight}
              steps={steps}
              onChange={setSteps}
              min={minSteps}
              max={maxQuantity}
              disabled={outOfStock}
            />
          ) : (
            <QuantityInput value={quantityText} onChange={setQuantityText} max={maxQuantity} disabled={outOfStock} />
          )}
          {/* Busy is aria-disabled, not disabled: a disabled button drops the keyboard user's focus to the page. */}
          <button
            type="button"
            onClick={addToCart}
            disabled={outOfStock}
            aria-disabled={adding || undefined}
            className="inline-flex h-11 items-center gap-2 rounded-pill bg-brand-600 px-6 font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-ink-400 aria-disabled:cursor-wait aria-disabled:bg-ink-400"
          >
            <ShoppingCart className="size-5" aria-hidden />
            {text.addToCart}
          </button>
        </div>
        {delivery}
        <OriginDetails origin={product.origin} packedOn={product.packedOn} />
      </div>
    </article>
  );
}
