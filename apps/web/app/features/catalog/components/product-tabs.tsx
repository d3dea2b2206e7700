import { formatVnd, LIMITS, type Product } from '@veggie/contract';
import clsx from 'clsx';
import { useId, useRef, useState, type KeyboardEvent } from 'react';

const TABS = [
  { key: 'description', label: 'Product Description' },
  { key: 'info', label: 'Additional Info' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

function stockText(stock: number): string {
  if (stock === 0) return 'Out of stock';
  if (stock < LIMITS.lowStockThreshold) return `Only ${stock} left`;
  return `In stock (${stock})`;
}

/** Description and details of a product, as tabs (arrow keys move between them). */
export function ProductTabs({ product }: { product: Product }) {
  const [active, setActive] = useState<TabKey>('description');
  const id = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.findIndex((tab) => tab.key === active);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + TABS.length) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : null;
    const tab = next === null ? undefined : TABS[next];
    if (next === null || !tab) return;
    event.preventDefault();
    setActive(tab.key);
    tabRefs.current[next]?.focus();
  }

  return (
    <section className="rounded-card border border-cream-200 bg-white">
      <div
        role="tablist"
        aria-label="Product information"
        className="flex border-b border-cream-200"
        onKeyDown={onKeyDown}
      >
        {TABS.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={active === tab.key}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={active === tab.key ? 0 : -1}
            onClick={() => setActive(tab.key)}
            className={clsx(
              '-mb-px border-b-2 px-4 py-3 text-sm font-semibold transition sm:px-6 sm:text-base',
              active === tab.key
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-ink-600 hover:text-brand-700',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={active !== tab.key}
          tabIndex={0}
          className="p-5 leading-relaxed text-ink-900 sm:p-6"
        >
          {tab.key === 'description' ? (
            <p className="whitespace-pre-line">{product.description}</p>
          ) : (
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
              <dt className="font-semibold">Category</dt>
              <dd className="text-ink-600">{product.category.name}</dd>
              <dt className="font-semibold">Price</dt>
              <dd className="text-ink-600">{formatVnd(product.salePrice ?? product.price)}</dd>
              <dt className="font-semibold">Availability</dt>
              <dd className="text-ink-600">{stockText(product.stock)}</dd>
              <dt className="font-semibold">Origin</dt>
              <dd className="text-ink-600">Grown on partner farms in Vietnam, without chemical pesticides</dd>
              <dt className="font-semibold">Delivery</dt>
              <dd className="text-ink-600">Packed on the morning of delivery and kept cool on the way to you</dd>
            </dl>
          )}
        </div>
      ))}
    </section>
  );
}
