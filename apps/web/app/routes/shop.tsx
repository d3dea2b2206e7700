import { PAGE_SIZES, type Category, type Pagination as PaginationInfo, type Product } from '@veggie/contract';
import { redirect } from 'react-router';
import { getCategories } from '../features/catalog/api/get-categories';
import { getProducts } from '../features/catalog/api/get-products';
import { ShopPage } from '../features/catalog/components/shop-page';
import { canonicalShopUrl, readShopSearch } from '../features/catalog/shop-search';
import { shopMessages } from '../features/catalog/shop/messages';
import { serverMessage } from '../lib/api-client';
import { metaMessages, pageMeta } from '../lib/meta';
import { requestMessages } from '../lib/locale';
import type { Route } from './+types/shop';

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const canonical = canonicalShopUrl(url);
  if (canonical) throw redirect(canonical);
  const search = readShopSearch(url.searchParams);
  const serverText = requestMessages(shopMessages, args.request);
  const [productsResult, categoriesResult] = await Promise.allSettled([
    getProducts(args, { ...search, limit: PAGE_SIZES.shop }),
    getCategories(args),
  ]);
  const categories: Category[] = categoriesResult.status === 'fulfilled' ? categoriesResult.value : [];
  const products: Product[] = productsResult.status === 'fulfilled' ? productsResult.value.products : [];
  const pagination: PaginationInfo | null =
    productsResult.status === 'fulfilled' ? productsResult.value.pagination : null;
  const categoryName = search.category
    ? (categories.find((c) => c._id === search.category)?.name ?? products[0]?.category.name ?? null)
    : null;
  return {
    ...search,
    categoryName,
    products,
    pagination,
    // A search that found nothing may come back with the text it would have found something for.
    didYouMean: productsResult.status === 'fulfilled' ? (productsResult.value.didYouMean ?? null) : null,
    error:
      productsResult.status === 'rejected' ? (serverMessage(productsResult.reason) ?? serverText.productsFailed) : null,
    categories,
    categoriesError:
      categoriesResult.status === 'rejected'
        ? (serverMessage(categoriesResult.reason) ?? serverText.categoriesFailed)
        : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const text = metaMessages(shopMessages, matches).meta;
  const page = loaderData && loaderData.page > 1 ? text.page(loaderData.page) : '';
  if (loaderData?.q) return pageMeta(`${text.searchTitle(loaderData.q)}${page}`, text.searchDescription(loaderData.q));
  if (loaderData?.categoryName) {
    return pageMeta(`${loaderData.categoryName}${page}`, text.categoryDescription(loaderData.categoryName));
  }
  return pageMeta(`${text.title}${page}`, text.description);
};

export default function Shop({ loaderData }: Route.ComponentProps) {
  return <ShopPage {...loaderData} />;
}
