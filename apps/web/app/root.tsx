import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { RouteError } from './components/errors/route-error';
import { useNonce } from './lib/csp-nonce';
import { DEFAULT_LOCALE, LocaleProvider } from './lib/i18n';
import { adminLocale, requestLocale } from './lib/locale';
import { publicOrigin } from './lib/public-origin';
import { AppProviders } from './providers';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/**
 * The page's language, decided on the server for each request (cookie, else Accept-Language, else
 * English) so the first paint already has its words and `<html lang>`, and hydration finds the same.
 * The admin's is decided beside it (the cookie, else Vietnamese), since a link may lead from one to the other.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return {
    locale: requestLocale(request),
    adminLocale: adminLocale(request.headers.get('Cookie')),
    // The origin of canonical links and structured data: PUBLIC_URL's, else '' for rooted paths.
    origin: publicOrigin(context),
  };
}

// The admin layout's route id (routes.ts), whose pages speak the admin's language.
const ADMIN_LAYOUT_ID = 'layouts/admin-layout';

// The language only changes through the switch, which loads a new document (components/layout/language-switch).
export const shouldRevalidate = () => false;

/** The same address serves each visitor's own language. */
export const headers: Route.HeadersFunction = () => ({ Vary: 'Cookie, Accept-Language' });

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Undefined when the root loader itself failed: the error page is then English.
  const languages = useRouteLoaderData<typeof loader>('root');
  const inAdmin = useMatches().some((match) => match.id === ADMIN_LAYOUT_ID);
  const locale = (inAdmin ? languages?.adminLocale : languages?.locale) ?? DEFAULT_LOCALE;
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

/**
 * The last resort, when the root itself failed: without the app's providers there is no header to show.
 * A storefront page that fails is caught below, inside its header and footer (layouts/storefront-layout).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main>
      <RouteError error={error} />
    </main>
  );
}
