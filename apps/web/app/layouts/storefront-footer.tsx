import type { ShopSettings } from '@veggie/contract';
import { SiteFooter } from '../components/layout/site-footer';
import { NewsletterSignup } from '../features/newsletter/components/newsletter-signup';

/** The storefront's footer with its newsletter band: a chunk of its own (storefront-layout.tsx). */
export default function StorefrontFooter({ shop }: { shop: ShopSettings | null }) {
  return <SiteFooter shop={shop} newsletter={<NewsletterSignup />} />;
}
