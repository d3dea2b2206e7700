import { PAGE_SIZES } from '@veggie/contract';
import { paths } from '../config/paths';
import { getProducts } from '../features/catalog/api/get-products';
import { sitemapIndex, sitemapOrigin, xmlResponse } from '../lib/sitemap';
import type { Route } from './+types/sitemap';

/**
 * The sitemap index: the pages' file and one file per PAGE_SIZES.sitemap products, since one sitemap may
 * list at most 50,000 URLs and a large catalog would not fit.
 */
export async function loader(args: Route.LoaderArgs) {
  const origin = sitemapOrigin(args.context);
  const { pagination } = await getProducts(args, { page: 1, limit: 1 });
  const productFiles = Math.ceil(pagination.totalItems / PAGE_SIZES.sitemap);
  const files = [paths.sitemapPages(), ...Array.from({ length: productFiles }, (_, i) => paths.sitemapProducts(i + 1))];
  return xmlResponse(sitemapIndex(files.map((file) => ({ loc: `${origin}${file}` }))));
}
