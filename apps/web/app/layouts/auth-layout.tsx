import { Leaf } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { paths } from '../config/paths';
import { SITE_NAME } from '../config/site';

/** Login, register and password screens: no header or footer, one centred card under the logo. */
export default function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-br from-brand-50 via-cream-50 to-cream-100 px-4 py-10 sm:py-16">
      <Link
        to={paths.home()}
        className="mb-8 flex items-center gap-2 rounded-pill font-display text-2xl font-bold text-brand-800"
      >
        <Leaf className="size-8 text-brand-600" aria-hidden />
        {SITE_NAME}
      </Link>
      <main className="w-full max-w-md rounded-card border border-cream-200 bg-white p-6 shadow-sm sm:p-8">
        <Outlet />
      </main>
    </div>
  );
}
