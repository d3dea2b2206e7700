import type { Product } from '@veggie/contract';
import clsx from 'clsx';
import { PerUnit } from '../../../components/product/product-unit';
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
 * and the regular price struck through.
 */
export function ProductPrice({ product, size = 'md', className }: ProductPriceProps) {
  const text = useMessages(catalogMessages).price;
  const { vnd } = useFormat();
  const onSale = product.salePrice !== null;
  return (
    <p className={clsx('flex flex-wrap items-baseline gap-x-2', className)}>
      <span
        data-testid="current-price"
        className={clsx('font-bold', size === 'lg' ? 'text-3xl' : 'text-lg', onSale ? 'text-sale-600' : 'text-ink-900')}
      >
        {onSale && <span className="sr-only">{text.sale}</span>}
        {vnd(product.salePrice ?? product.price)}
      </span>
      {/* Its own item: on a narrow card "/ box of 500 g" moves to the next line whole. */}
      <PerUnit unit={product.unit} className={clsx('text-ink-600', size === 'lg' ? 'text-lg' : 'text-sm')} />
      {onSale && (
        <s className={clsx('text-ink-600', size === 'lg' ? 'text-lg' : 'text-sm')}>
          <span className="sr-only">{text.was}</span>
          {vnd(product.price)}
        </s>
      )}
    </p>
  );
}
