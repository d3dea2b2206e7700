import { PAGE_SIZES } from '@veggie/contract';
import { getCategories } from '../features/catalog/api/get-categories';
import { getProducts } from '../features/catalog/api/get-products';
import { getPromotions } from '../features/promotions/api/get-promotions';
import { HomePage, homeCategoryLinks, homeMessages } from '../features/home';
import { serverMessage } from '../lib/api-client';
import { metaMessages, pageMeta } from '../lib/meta';
import { requestMessages } from '../lib/locale';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) => {
  const text = metaMessages(homeMessages, matches);
  return pageMeta(text.metaTitle, text.metaDescription);
};

export async function loader(args: Route.LoaderArgs) {
  const links = getCategories(args)
    .catch(() => [])
    .then(homeCategoryLinks);
  // Without an answer the banners promise nothing rather than a discount checkout might not give.
  const promotions = getPromotions(args).catch(() => []);
  try {
    const { products } = await getProducts(args, { page: 1, limit: PAGE_SIZES.home });
    return { products, error: null, links: await links, promotions: await promotions };
  } catch (error) {
    // The home page still renders; only its product grid reports the failure.
    return {
      products: [],
      error: serverMessage(error) ?? requestMessages(homeMessages, args.request).loadFailed,
      links: await links,
      promotions: await promotions,
    };
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
