import { LIMITS, type Product } from '@veggie/contract';
import { useState } from 'react';
import { PerUnit } from '../../../components/product/product-unit';
import { Tabs } from '../../../components/ui/tabs';
import { useFormat } from '../../../lib/format';
import { useMessages } from '../../../lib/i18n';
import { productTabsMessages } from '../product/tabs-messages';

type TabKey = 'description' | 'info';

/** Description and details of a product, as tabs (arrow keys move between them). */
export function ProductTabs({ product }: { product: Product }) {
  const text = useMessages(productTabsMessages);
  const info = text.info;
  const { vnd } = useFormat();
  const [active, setActive] = useState<TabKey>('description');
  const stock =
    product.stock === 0
      ? info.outOfStock
      : product.stock < LIMITS.lowStockThreshold
        ? info.low(product.stock)
        : info.inStock(product.stock);

  return (
    <Tabs<TabKey>
      label={text.tabs.label}
      active={active}
      onChange={setActive}
      className="rounded-card border border-cream-200 bg-white"
      panelClassName="p-5 leading-relaxed text-ink-900 sm:p-6"
      tabs={[
        {
          key: 'description',
          label: text.tabs.description,
          panel: <p className="whitespace-pre-line">{product.description}</p>,
        },
        {
          key: 'info',
          label: text.tabs.info,
          panel: (
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
              <dt className="font-semibold">{info.category}</dt>
              <dd className="text-ink-600">{product.category.name}</dd>
              <dt className="font-semibold">{info.price}</dt>
              <dd className="text-ink-600">
                {vnd(product.salePrice ?? product.price)}
                <PerUnit unit={product.unit} />
              </dd>
              <dt className="font-semibold">{info.availability}</dt>
              <dd className="text-ink-600">{stock}</dd>
              <dt className="font-semibold">{info.origin}</dt>
              <dd className="text-ink-600">
                {product.origin ? `${product.origin.farm}, ${product.origin.province}` : info.originText}
              </dd>
              <dt className="font-semibold">{info.delivery}</dt>
              <dd className="text-ink-600">{info.deliveryText}</dd>
            </dl>
          ),
        },
      ]}
    />
  );
}
