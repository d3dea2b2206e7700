import type { ShopSettings } from '@veggie/contract';
import { Clock, Leaf, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { SITE_NAME } from '../../config/site';
import { formatHours, formatIsoDate, telHref } from '../../lib/shop-format';
import { useMessages } from '../../lib/i18n';
import { LanguageSwitch } from './language-switch';
import { layoutMessages } from './messages';

/**
 * `shop` is null when the settings could not be read: the contact block is left out rather than guessed.
 * `newsletter` is the sign-up band on top (features/newsletter), given by the layout as the header's slots are.
 */
export function SiteFooter({ shop, newsletter }: { shop: ShopSettings | null; newsletter: ReactNode }) {
  const text = useMessages(layoutMessages).footer;
  const shopLinks = [
    { label: text.shopLinks.products, to: paths.shop() },
    { label: text.shopLinks.categories, to: paths.categories() },
    { label: text.shopLinks.cart, to: paths.cart() },
    { label: text.shopLinks.orders, to: paths.orders() },
  ];
  const companyLinks = [
    { label: text.companyLinks.home, to: paths.home() },
    { label: text.companyLinks.about, to: paths.about() },
    { label: text.companyLinks.contact, to: paths.contact() },
    { label: text.companyLinks.account, to: paths.profile() },
  ];
  const careLinks = [
    { label: text.careLinks.shopInformation, to: paths.shopInformation() },
    { label: text.careLinks.delivery, to: paths.delivery() },
    { label: text.careLinks.returns, to: paths.returns() },
    { label: text.careLinks.inspection, to: paths.inspection() },
    { label: text.careLinks.privacy, to: paths.privacy() },
    { label: text.careLinks.terms, to: paths.terms() },
  ];
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="border-b border-brand-800">{newsletter}</div>
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 lg:grid-cols-5">
        <div className="col-span-2 lg:col-span-1">
          <p className="flex items-center gap-2 font-display text-lg font-bold text-white">
            <Leaf className="size-5" aria-hidden />
            {SITE_NAME}
          </p>
          <p className="mt-3 text-sm text-brand-100">{text.tagline}</p>
        </div>
        <FooterLinks title={text.shop} links={shopLinks} />
        <FooterLinks title={text.company} links={companyLinks} />
        <FooterLinks title={text.care} links={careLinks} />
        {shop && (
          <div className="col-span-2 text-sm text-brand-100 sm:col-span-1">
            <h2 className="mb-3 font-semibold text-white">{text.contact}</h2>
            <address className="space-y-2 not-italic">
              <p className="flex items-start gap-2">
                <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden /> {shop.address}
              </p>
              <p className="flex items-center gap-2">
                <Phone className="size-4 shrink-0" aria-hidden />
                <a href={telHref(shop.phone)} className="hover:text-white hover:underline">
                  {shop.phone}
                </a>
              </p>
              <p className="flex items-center gap-2">
                <Mail className="size-4 shrink-0" aria-hidden />
                <a href={`mailto:${shop.email}`} className="break-all hover:text-white hover:underline">
                  {shop.email}
                </a>
              </p>
              <p className="flex items-center gap-2">
                <Clock className="size-4 shrink-0" aria-hidden /> {text.hours(formatHours(shop.openingHours))}
              </p>
            </address>
          </div>
        )}
      </div>
      {/* Phones only: wider screens have the switch in the header. */}
      <LanguageSwitch tone="dark" className="flex justify-center border-t border-brand-800 py-3 lg:hidden" />
      <div className="space-y-1 border-t border-brand-800 px-4 py-4 text-center text-xs text-brand-200">
        {shop && (
          <p>
            {text.registration(
              shop.legalName,
              shop.businessRegistration.number,
              shop.businessRegistration.issuedBy,
              formatIsoDate(shop.businessRegistration.issuedOn),
            )}
          </p>
        )}
        <p>{text.rights(new Date().getFullYear(), shop?.shopName ?? SITE_NAME)}</p>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <nav aria-label={title} className="text-sm">
      <h2 className="mb-3 font-semibold text-white">{title}</h2>
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
