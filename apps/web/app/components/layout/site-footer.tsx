import type { ShopSettings } from '@veggie/contract';
import { Clock, Leaf, Mail, MapPin, Phone } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { SITE_NAME } from '../../config/site';
import { formatHours, formatIsoDate, telHref } from '../../lib/shop-format';
import { useLocale, useMessages } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { LanguageSwitch } from './language-switch';
import { layoutMessages } from './messages';

/** `shop` is null when the settings could not be read: the contact block is left out rather than guessed. */
export function SiteFooter({ shop }: { shop: ShopSettings | null }) {
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
      <div className="border-b border-brand-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 className="font-display text-2xl font-bold text-white">{text.newsletterTitle}</h2>
            <p className="mt-1 text-brand-100">{text.newsletterText}</p>
          </div>
          <NewsletterForm />
        </div>
      </div>
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

/** Newsletter sign-up: a refusal shows under the field, the server's thanks as a toast. */
function NewsletterForm() {
  const text = useMessages(layoutMessages).footer;
  const locale = useLocale();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const { newsletterEmailError, subscribe } = await import('./newsletter-email');
      const invalid = newsletterEmailError(email, { locale, missing: text.emailMissing });
      const answer = invalid ? { problem: invalid } : await subscribe(email, text.subscribeFailed);
      setError(answer.problem ?? null);
      if (answer.thanks === undefined) return;
      setEmail('');
      toast.success(answer.thanks);
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="w-full max-w-md">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-white">
        {text.emailLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={text.emailPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 rounded-pill border border-brand-700 bg-white px-4 py-2.5 text-ink-900 placeholder:text-ink-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
        />
        <button
          type="submit"
          aria-busy={sending || undefined}
          className="shrink-0 rounded-pill bg-brand-300 px-5 py-2.5 font-semibold text-brand-900 transition hover:bg-brand-200 focus-visible:outline-white"
        >
          {text.subscribe}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-sale-50">
          {error}
        </p>
      )}
    </form>
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
