import type { TransferOutcome } from '@veggie/contract';

export interface TransferFilters {
  page: number;
  outcome?: TransferOutcome;
}

export const transferKeys = {
  all: ['admin', 'bank-transfers'] as const,
  list: (filters: TransferFilters) => [...transferKeys.all, 'list', filters] as const,
};
