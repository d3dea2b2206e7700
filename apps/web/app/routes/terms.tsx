import { Link } from 'react-router';
import { LegalPage, LegalSection } from '../components/layout/legal-page';
import { paths } from '../config/paths';
import { SUPPORT } from '../config/support';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/terms';

export const meta: Route.MetaFunction = () =>
  pageMeta('Terms of Service', 'The terms for ordering organic fruit and vegetables from Veggie Market.');

export default function TermsRoute() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="1 November 2026"
      intro="These terms apply when you create an account or place an order with Veggie Market, an online shop for organic fruit and vegetables delivering in Vietnam. By registering or ordering you agree to them."
    >
      <LegalSection title="1. Your account">
        <p>
          You need an account to check out. Give us your real name, a working email address, and the phone number and
          delivery address where you can receive fresh produce. Keep your password to yourself; you are responsible for
          orders placed from your account.
        </p>
      </LegalSection>
      <LegalSection title="2. Products, prices and availability">
        <p>
          Our produce is seasonal and harvested in small batches by partner farms in Đà Lạt, the Mekong Delta and around
          Hà Nội, so weights, sizes and colours vary a little from the photos. Prices are in Vietnamese dong (VND) and
          include VAT. A sale price applies only while it is shown on the product page.
        </p>
        <p>
          Stock is checked when you check out: if an item has just sold out, checkout tells you before any order is
          placed, so you only ever pay for what we can deliver.
        </p>
      </LegalSection>
      <LegalSection title="3. Orders and payment">
        <p>
          An order is placed when you complete checkout; you can follow its status under My Orders. You pay the courier
          on delivery, in cash or by bank transfer. We may cancel an order we cannot deliver, for example when the
          address is outside our delivery area; you will not be charged for it.
        </p>
      </LegalSection>
      <LegalSection title="4. Delivery">
        <p>
          We deliver in Hồ Chí Minh City and Hà Nội within one to two days and pack every order in chilled, recyclable
          boxes. Please make sure someone can receive the order: fresh produce cannot wait in a lobby all day.
        </p>
      </LegalSection>
      <LegalSection title="5. Freshness guarantee and returns">
        <p>
          If anything arrives damaged, spoiled or not as described, send us a photo within 24 hours of delivery. We will
          refund or replace it at no cost. Because our products are perishable, we cannot accept returns of items that
          were delivered in good condition.
        </p>
      </LegalSection>
      <LegalSection title="6. Changes and contact">
        <p>
          We may update these terms; the date above shows the latest version, and orders follow the terms in force when
          they were placed. How we handle your personal data is described in our{' '}
          <Link to={paths.privacy()} className="font-semibold text-brand-700 underline underline-offset-2">
            Privacy Policy
          </Link>
          . Questions? Write to {SUPPORT.email} or call {SUPPORT.phone} ({SUPPORT.hours.toLowerCase()}).
        </p>
      </LegalSection>
    </LegalPage>
  );
}
