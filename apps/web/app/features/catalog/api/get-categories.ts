import type { Category } from '@veggie/contract';
import type { AppLoadContext } from 'react-router';
import { apiGet } from '../../../lib/api';

/** GET /categories: every category, sorted by name. */
export function getCategories(args: { context?: AppLoadContext; request?: Request }) {
  return apiGet<Category[]>(args, '/categories');
}
