import { data } from 'react-router';
import { errorMessages } from '../components/errors/messages';
import { NotFoundPage } from '../components/errors/not-found-page';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/not-found';

// meta runs outside React, so it reads the storefront's default language (English until issue 10).
export const meta: Route.MetaFunction = () => [
  ...pageMeta(errorMessages.en.notFound.title, errorMessages.en.notFound.description),
  { name: 'robots', content: 'noindex' },
];

/** Every unknown URL lands here; the document is answered with status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
