import { Link } from 'react-router';
import { LegalPage, LegalSection } from '../components/layout/legal-page';
import { paths } from '../config/paths';
import { SUPPORT } from '../config/support';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = () =>
  pageMeta('Privacy Policy', 'What personal data Veggie Market keeps, why, and how you can control it.');

export default function PrivacyRoute() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="1 November 2026"
      intro="We collect only what we need to deliver your groceries and look after your account, and we never sell it. This policy explains what we keep and why, in line with Vietnam's Decree 13/2023/NĐ-CP on personal data protection."
    >
      <LegalSection title="1. What we collect">
        <ul className="list-disc space-y-1 pl-6">
          <li>Account details: your name, email address and password (stored only as a secure hash).</li>
          <li>Delivery details: the phone number and address you add to your profile.</li>
          <li>Orders: what you bought, when, and the delivery status.</li>
          <li>A profile photo, if you choose to upload one.</li>
        </ul>
      </LegalSection>
      <LegalSection title="2. How we use it">
        <p>
          To run your account, deliver and support your orders, send you service emails such as password reset links,
          and keep the shop secure. We do not send marketing emails unless you subscribe to our newsletter, and you can
          unsubscribe at any time.
        </p>
      </LegalSection>
      <LegalSection title="3. Who we share it with">
        <p>
          Only with the delivery partner who brings your order (your name, phone and address) and with the payment
          provider when you pay by bank transfer. They may use it only for that purpose.
        </p>
      </LegalSection>
      <LegalSection title="4. Your browser">
        <p>
          We keep your sign-in and your cart in your browser&apos;s local storage so they survive a page reload. We do
          not use advertising or tracking cookies. Logging out removes your sign-in from the browser.
        </p>
      </LegalSection>
      <LegalSection title="5. How long we keep it">
        <p>
          Account data stays while your account is open. Order records are kept for the period Vietnamese accounting law
          requires, then deleted.
        </p>
      </LegalSection>
      <LegalSection title="6. Your rights">
        <p>
          You can see and correct your details on your profile page at any time. To get a copy of your data or to close
          your account, write to {SUPPORT.email}; we answer within 72 hours. See also our{' '}
          <Link to={paths.terms()} className="font-semibold text-brand-700 underline underline-offset-2">
            Terms of Service
          </Link>
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}
