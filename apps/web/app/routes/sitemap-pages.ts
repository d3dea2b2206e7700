import { paths } from '../config/paths';
import { getCategories } from '../features/catalog/api/get-categories';
import { sitemapOrigin, urlSet, xmlResponse } from '../lib/sitemap';
import type { Route } from './+types/sitemap-pages';

/** The storefront's pages that anyone may read, and the shop filtered by each category. */
const PAGES = [
  paths.home(),
  paths.shop(),
  paths.categories(),
  paths.about(),
  paths.contact(),
  paths.shopInformation(),
  paths.delivery(),
  paths.returns(),
  paths.inspection(),
  paths.privacy(),
  paths.terms(),
];

export async function loader(args: Route.LoaderArgs) {
  const origin = sitemapOrigin(args.context);
  const categories = await getCategories(args);
  const urls = [...PAGES, ...categories.map((category) => paths.shop({ category: category._id }))];
  return xmlResponse(urlSet(urls.map((path) => ({ loc: `${origin}${path}` }))));
}
