import type { Product } from '@veggie/contract';
import clsx from 'clsx';
import { PerUnit, PricePerKg, weightUnit } from '../../../components/product/product-unit';
import { useFormat } from '../../../lib/format';
import { useMessages } from '../../../lib/i18n';
import { catalogMessages } from '../messages';

interface ProductPriceProps {
  product: Pick<Product, 'price' | 'salePrice' | 'unit'>;
  size?: 'md' | 'lg';
  className?: string;
}

/**
 * What a unit costs, and which unit ("39.000 ₫ / hộp 500 g"): with a sale price, the sale price in red
 * and the regular price struck through. A product sold by weight shows its price per kg first
 * ("35.000 ₫/kg") and the price of one step under it ("8.800 ₫ / 250 g").
 */
export function ProductPrice({ product, size = 'md', className }: ProductPriceProps) {
  const weight = weightUnit(product.unit);
  if (!weight) return <UnitPrice product={product} size={size} className={className} />;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <PricePerKg unit={weight} className={size === 'lg' ? 'text-3xl' : 'text-lg'} />
      <UnitPrice product={product} size="sm" />
    </div>
  );
}

function UnitPrice({
  product,
  size,
  className,
}: {
  product: ProductPriceProps['product'];
  size: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const text = useMessages(catalogMessages).price;
  const { vnd } = useFormat();
  const onSale = product.salePrice !== null;
  const priceSize = { sm: 'text-sm', md: 'text-lg', lg: 'text-3xl' }[size];
  const unitSize = size === 'lg' ? 'text-lg' : 'text-sm';
  return (
    <p className={clsx('flex flex-wrap items-baseline gap-x-2', className)}>
      <span
        data-testid="current-price"
        className={clsx(
          size === 'sm' ? 'font-semibold' : 'font-bold',
          priceSize,
          onSale ? 'text-sale-600' : 'text-ink-900',
        )}
      >
        {onSale && <span className="sr-only">{text.sale}</span>}
        {vnd(product.salePrice ?? product.price)}
      </span>
      {/* Its own item: on a narrow card "/ box of 500 g" moves to the next line whole. */}
      <PerUnit unit={product.unit} className={clsx('text-ink-600', unitSize)} />
      {onSale && (
        <s className={clsx('text-ink-600', unitSize)}>
          <span className="sr-only">{text.was}</span>
          {vnd(product.price)}
        </s>
      )}
    </p>
  );
}
