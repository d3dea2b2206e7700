import type { OrderStatus, PaymentFilter } from '@veggie/contract';

export interface AdminOrderFilters {
  page: number;
  status?: OrderStatus;
  payment?: PaymentFilter;
}

export const adminOrderKeys = {
  all: ['admin', 'orders'] as const,
  list: (filters: AdminOrderFilters) => [...adminOrderKeys.all, 'list', filters] as const,
  detail: (id: string) => [...adminOrderKeys.all, 'detail', id] as const,
};
