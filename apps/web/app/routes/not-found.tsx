import { data } from 'react-router';
import { errorMessages } from '../components/errors/messages';
import { NotFoundPage } from '../components/errors/not-found-page';
import { metaMessages, pageMeta } from '../lib/meta';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = ({ matches }) => {
  const text = metaMessages(errorMessages, matches).notFound;
  return [...pageMeta(text.title, text.description), { name: 'robots', content: 'noindex' }];
};

/** Every unknown URL lands here; the document is answered with status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
