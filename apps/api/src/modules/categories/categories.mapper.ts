import type { Category, CategoryStats } from '@veggie/contract';
import { publicImageUrl } from '../images/images.names';
import type { CategoryWithCount } from './categories.repository';

export function toCategory(row: CategoryWithCount, publicUrl: string | undefined): Category {
  return {
    _id: row.id,
    name: row.name,
    image: publicImageUrl(publicUrl, row.imageUrl) ?? '',
    productCount: row.productCount,
    vatRate: row.vatRate,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toCategoryStats(stats: {
  total: number;
  recent: number;
  top: { id: string; name: string; productCount: number }[];
}): CategoryStats {
  return {
    totalCategories: stats.total,
    recentCategories: stats.recent,
    categoriesWithProductCount: stats.top.map((c) => ({ _id: c.id, name: c.name, productCount: c.productCount })),
  };
}
