import type { ReadFilter } from '@veggie/contract';

export interface ShopMessageFilters {
  page: number;
  read?: ReadFilter;
}

export const shopMessageKeys = {
  all: ['admin', 'shop-messages'] as const,
  contact: (filters: ShopMessageFilters) => [...shopMessageKeys.all, 'contact', filters] as const,
  subscribers: (filters: ShopMessageFilters) => [...shopMessageKeys.all, 'subscribers', filters] as const,
};
