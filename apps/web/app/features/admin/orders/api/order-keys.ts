import type { OrderStatus, PaymentFilter } from '@veggie/contract';

export interface AdminOrderFilters {
  page: number;
  status?: OrderStatus;
  payment?: PaymentFilter;
  /** The search box: an order code, a transfer reference, a name, an email or a phone. */
  search?: string;
  /** The slot's day in Vietnam, YYYY-MM-DD. */
  deliveryDate?: string;
}

export const adminOrderKeys = {
  all: ['admin', 'orders'] as const,
  list: (filters: AdminOrderFilters) => [...adminOrderKeys.all, 'list', filters] as const,
  detail: (id: string) => [...adminOrderKeys.all, 'detail', id] as const,
  newCount: () => [...adminOrderKeys.all, 'new-count'] as const,
};
