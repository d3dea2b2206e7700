import { LoaderCircle } from 'lucide-react';
import { Outlet, redirect } from 'react-router';
import { paths } from '../config/paths';
import { resolveAdminAccess } from '../features/admin/shared/admin-access';
import { restoreSession } from '../features/auth';
import { NewOrdersBadge } from '../features/admin/orders/components/new-orders-badge';
import { AdminSidebar } from '../features/admin/shared/components/admin-sidebar';
import { adminLayoutMessages } from '../features/admin/shared/messages';
import { useMessages } from '../lib/i18n';
import { browserLocale } from '../lib/locale';
import { QueryProvider } from '../lib/query-client';
import { toast } from '../lib/toast';
import type { Route } from './+types/admin-layout';

/**
 * The admin is rendered in the browser only: the session lives in localStorage, so the server sends
 * the fallback below and this loader decides, before anything admin is shown, who may stay.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await restoreSession();
  const access = resolveAdminAccess();
  if (access.kind === 'guest') {
    const { pathname, search } = new URL(request.url);
    throw redirect(paths.login(`${pathname}${search}`));
  }
  if (access.kind === 'forbidden') {
    // Said on the storefront the customer is sent back to, in its language (not the admin page's).
    toast.error((adminLayoutMessages[browserLocale()] ?? adminLayoutMessages.en).forbidden);
    throw redirect(paths.home());
  }
  return { user: access.user };
}
clientLoader.hydrate = true as const;

/*
 * The whole admin speaks one language, the root's choice for admin pages (root.tsx): the `lang` cookie the
 * switch in the sidebar sets, else Vietnamese, whatever the browser asks for (decision 040).
 */
export function HydrateFallback() {
  const text = useMessages(adminLayoutMessages);
  return (
    <div className="grid min-h-dvh place-items-center bg-cream-50" role="status">
      <p className="flex items-center gap-2 text-ink-600">
        <LoaderCircle className="size-5 animate-spin" aria-hidden />
        {text.loading}
      </p>
    </div>
  );
}

/** Admin screens: no shop header or footer, a sidebar and the page. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    // On paper (the packing list) only the page itself: no sidebar, no tinted background, no margins.
    <div className="min-h-dvh bg-cream-50 lg:flex print:bg-white">
      <QueryProvider>
        <AdminSidebar userName={loaderData.user.name} badges={{ orders: <NewOrdersBadge /> }} />
        <main className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-10 print:p-0">
          <Outlet />
        </main>
      </QueryProvider>
    </div>
  );
}
