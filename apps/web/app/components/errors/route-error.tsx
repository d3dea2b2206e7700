import { RotateCw } from 'lucide-react';
import { isRouteErrorResponse, Link } from 'react-router';
import { SITE_NAME } from '../../config/site';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { errorMessages } from './messages';
import { NotFoundPage } from './not-found-page';

/**
 * What a page that could not render shows instead (a loader or the API failed, a script did not
 * download): the spec's 404 page for a missing page, else a message in the page's language with Retry,
 * which loads the address again as a new document (a chunk that failed to download is fetched afresh),
 * and a way home.
 */
export function RouteError({ error }: { error: unknown }) {
  const text = useMessages(errorMessages);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{`${text.notFound.title} · ${SITE_NAME}`}</title>
        <NotFoundPage />
      </>
    );
  }
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>{`${text.failed.title} · ${SITE_NAME}`}</title>
      <h1 className="text-3xl font-bold text-ink-900">{text.failed.heading}</h1>
      <p className="mt-3 text-ink-600">{text.failed.explanation}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex items-center gap-2 rounded-pill bg-brand-600 px-6 py-3 font-semibold text-white transition hover:bg-brand-700"
        >
          <RotateCw className="size-4" aria-hidden />
          {text.failed.retry}
        </button>
        <Link
          to={paths.home()}
          reloadDocument
          className="rounded-pill border border-cream-200 bg-white px-6 py-3 font-semibold text-ink-900 hover:bg-cream-100"
        >
          {text.failed.home}
        </Link>
      </div>
    </section>
  );
}
