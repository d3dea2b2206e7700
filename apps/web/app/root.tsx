import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { errorMessages } from './components/errors/messages';
import { NotFoundPage } from './components/errors/not-found-page';
import { SITE_NAME } from './config/site';
import { useNonce } from './lib/csp-nonce';
import { DEFAULT_LOCALE, LocaleProvider, useMessages } from './lib/i18n';
import { requestLocale } from './lib/locale';
import { AppProviders } from './providers';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/**
 * The page's language, decided on the server for each request (cookie, else Accept-Language, else
 * English) so the first paint already has its words and `<html lang>`, and hydration finds the same.
 */
export function loader({ request }: Route.LoaderArgs) {
  // The origin makes absolute URLs (canonical links, structured data): PUBLIC_URL when set (the API's web plugin).
  return { locale: requestLocale(request), origin: new URL(request.url).origin };
}

// The language only changes through the switch, which loads a new document (components/layout/language-switch).
export const shouldRevalidate = () => false;

/** The same address serves each visitor's own language. */
export const headers: Route.HeadersFunction = () => ({ Vary: 'Cookie, Accept-Language' });

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Undefined when the root loader itself failed: the error page is then English.
  const locale = useRouteLoaderData<typeof loader>('root')?.locale ?? DEFAULT_LOCALE;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#237a36" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        <LocaleProvider value={locale}>{children}</LocaleProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
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
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{`${text.unexpected.title} · ${SITE_NAME}`}</title>
      <h1 className="text-3xl font-bold">{text.unexpected.heading}</h1>
      {isRouteErrorResponse(error) ? (
        <p className="mt-3 text-ink-600">
          {error.status} {error.statusText}
        </p>
      ) : (
        import.meta.env.DEV &&
        error instanceof Error && (
          <pre className="mt-6 overflow-x-auto text-left text-sm text-sale-600">{error.stack}</pre>
        )
      )}
    </main>
  );
}
