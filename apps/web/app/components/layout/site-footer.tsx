import { Leaf, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { SITE_NAME } from '../../config/site';

const SHOP_LINKS = [
  { label: 'All products', to: paths.shop() },
  { label: 'Categories', to: paths.categories() },
  { label: 'My orders', to: paths.orders() },
];
const COMPANY_LINKS = [
  { label: 'About us', to: paths.about() },
  { label: 'Contact', to: paths.contact() },
];

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 font-display text-lg font-bold">
            <Leaf className="size-5" aria-hidden />
            {SITE_NAME}
          </p>
          <p className="mt-3 text-sm text-brand-100">Organic fruit and vegetables, picked this week by farmers we know.</p>
        </div>
        <FooterLinks title="Shop" links={SHOP_LINKS} />
        <FooterLinks title="Company" links={COMPANY_LINKS} />
        <address className="text-sm not-italic text-brand-100">
          <p className="mb-3 font-semibold text-white">Contact</p>
          <p className="flex items-center gap-2">
            <MapPin className="size-4 shrink-0" aria-hidden /> 123 Example Street, Ho Chi Minh City
          </p>
          <p className="mt-2 flex items-center gap-2">
            <Phone className="size-4 shrink-0" aria-hidden /> +84 28 0000 0000
          </p>
          <p className="mt-2 flex items-center gap-2">
            <Mail className="size-4 shrink-0" aria-hidden /> support@example.com
          </p>
        </address>
      </div>
      <p className="border-t border-brand-800 py-4 text-center text-xs text-brand-200">
        © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
      </p>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <nav aria-label={title} className="text-sm">
      <p className="mb-3 font-semibold text-white">{title}</p>
      <ul className="space-y-2 text-brand-100">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
