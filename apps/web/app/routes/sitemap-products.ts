import { paths } from '../config/paths';
import { getProductSitemap } from '../features/catalog/api/get-product-sitemap';
import { notFound, sitemapOrigin, urlSet, xmlResponse } from '../lib/sitemap';
import type { Route } from './+types/sitemap-products';

/** One file of product pages, numbered from 1 as the index lists them; any other number is a 404. */
export async function loader(args: Route.LoaderArgs) {
  const origin = sitemapOrigin(args.context);
  if (!/^[1-9]\d{0,5}$/.test(args.params.page)) throw notFound();
  const page = Number(args.params.page);
  const { products, pagination } = await getProductSitemap(args, page);
  if (page > pagination.totalPages) throw notFound();
  return xmlResponse(
    urlSet(products.map((product) => ({ loc: `${origin}${paths.product(product._id)}`, lastmod: product.updatedAt }))),
  );
}
