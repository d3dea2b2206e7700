import { data } from 'react-router';
import { NotFoundPage } from '../components/errors/not-found-page';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Page not found', 'The page you are looking for does not exist or has been moved.'),
  { name: 'robots', content: 'noindex' },
];

/** Every unknown URL lands here; the document is answered with status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
