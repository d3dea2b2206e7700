import { data, redirect } from 'react-router';
import { errorMessages } from '../components/errors/messages';
import { NotFoundPage } from '../components/errors/not-found-page';
import { paths } from '../config/paths';
import { getProducts } from '../features/catalog/api/get-products';
import { cartSlug } from '../features/cart';
import { metaMessages, pageMeta } from '../lib/meta';
import type { Route } from './+types/product-redirect';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /product/:idOrSlug, the link shape of the cart's `slug` (spec §2): an id goes straight to
 * /shop/:id; a slug (the name lowercased, spaces as hyphens) is searched by its words and must match exactly.
 */
export async function loader(args: Route.LoaderArgs) {
  const idOrSlug = args.params.idOrSlug.trim();
  if (UUID.test(idOrSlug)) throw redirect(paths.product(idOrSlug.toLowerCase()));
  const slug = cartSlug(idOrSlug.normalize('NFC'));
  const { products } = await getProducts(args, { q: slug.replace(/-+/g, ' '), limit: 20, page: 1 });
  const match = products.find((product) => cartSlug(product.name.normalize('NFC')) === slug);
  if (match) throw redirect(paths.product(match._id));
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const text = metaMessages(errorMessages, matches).notFound;
  return [...pageMeta(text.title, text.description), { name: 'robots', content: 'noindex' }];
};

export default function ProductRedirect() {
  return <NotFoundPage />;
}
