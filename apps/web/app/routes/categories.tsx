import { getCategories } from '../features/catalog/api/get-categories';
import { categoriesMessages } from '../features/catalog/categories/messages';
import { CategoriesPage } from '../features/catalog/components/categories-page';
import { serverMessage } from '../lib/api-client';
import { metaMessages, pageMeta } from '../lib/meta';
import { requestMessages } from '../lib/locale';
import type { Route } from './+types/categories';

export async function loader(args: Route.LoaderArgs) {
  try {
    return { categories: await getCategories(args), error: null };
  } catch (error) {
    return {
      categories: [],
      error: serverMessage(error) ?? requestMessages(categoriesMessages, args.request).loadFailed,
    };
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const text = metaMessages(categoriesMessages, matches);
  return pageMeta(text.metaTitle, text.metaDescription);
};

export default function Categories({ loaderData }: Route.ComponentProps) {
  return <CategoriesPage {...loaderData} />;
}
