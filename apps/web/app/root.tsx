import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { errorMessages } from './components/errors/messages';
import { NotFoundPage } from './components/errors/not-found-page';
import { SITE_NAME } from './config/site';
import { useNonce } from './lib/csp-nonce';
import { useLocale, useMessages } from './lib/i18n';
import { AppProviders } from './providers';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const locale = useLocale();
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
        {children}
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
