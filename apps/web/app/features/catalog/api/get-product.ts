import type { Product } from '@veggie/contract';
import type { AppLoadContext } from 'react-router';
import { apiGet } from '../../../lib/api';

/** GET /products/:id: one product; an ApiError with status 404 when there is no such product. */
export function getProduct(args: { context?: AppLoadContext; request?: Request }, id: string) {
  return apiGet<Product>(args, `/products/${encodeURIComponent(id)}`);
}
