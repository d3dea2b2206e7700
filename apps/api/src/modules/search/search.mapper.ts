import type { SearchMiss, SynonymGroup } from '@veggie/contract';
import type { SearchSynonymRow } from './search.table';

export const toSynonymGroup = (row: SearchSynonymRow): SynonymGroup => ({
  _id: row.id,
  terms: row.terms,
  updatedAt: row.updatedAt.toISOString(),
});

export const toSearchMiss = (row: { query: string; count: number; lastSearchedAt: Date | null }): SearchMiss => ({
  query: row.query,
  count: row.count,
  lastSearchedAt: (row.lastSearchedAt ?? new Date(0)).toISOString(),
});
