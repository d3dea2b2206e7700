import { Link } from 'react-router';
import { LegalPage, LegalSection } from '../../../components/layout/legal-page';
import { layoutMessages } from '../../../components/layout/messages';
import { paths } from '../../../config/paths';
import { shopInfoMessages } from '../messages';
import { useShopSettings } from '../use-shop-settings';
import { useMessages } from '../../../lib/i18n';
import { formatHours, formatIsoDate, telHref } from '../../../lib/shop-format';
import { shopInformationMessages } from '../shop-information/messages';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2';

export function ShopInformationPage() {
  const text = useMessages(shopInformationMessages);
  const care = useMessages(layoutMessages).footer.careLinks;
  const unavailable = useMessages(shopInfoMessages).unavailable;
  const shop = useShopSettings();
  if (!shop) {
    return (
      <LegalPage title={text.title} updated={text.updated} intro={unavailable}>
        {null}
      </LegalPage>
    );
  }
  const { fields } = text;
  const rows = [
    [fields.shopName, shop.shopName],
    [fields.legalName, shop.legalName],
    [fields.registrationNumber, shop.businessRegistration.number],
    [fields.issuedBy, shop.businessRegistration.issuedBy],
    [fields.issuedOn, formatIsoDate(shop.businessRegistration.issuedOn)],
    [fields.address, shop.address],
    [
      fields.phone,
      <a key="phone" href={telHref(shop.phone)} className={linkClass}>
        {shop.phone}
      </a>,
    ],
    [
      fields.email,
      <a key="email" href={`mailto:${shop.email}`} className={`${linkClass} break-all`}>
        {shop.email}
      </a>,
    ],
    [fields.hours, text.everyDay(formatHours(shop.openingHours))],
  ] as const;
  const policies = [
    { label: care.delivery, to: paths.delivery() },
    { label: care.returns, to: paths.returns() },
    { label: care.inspection, to: paths.inspection() },
    { label: care.privacy, to: paths.privacy() },
    { label: care.terms, to: paths.terms() },
  ];
  return (
    <LegalPage title={text.title} updated={text.updated} intro={text.intro(shop.shopName, shop.legalName)}>
      <LegalSection title={text.business}>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(0,14rem)_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-ink-600">{label}</dt>
              <dd className="min-w-0 break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </LegalSection>
      <LegalSection title={text.policies}>
        <ul className="list-disc space-y-1 pl-6">
          {policies.map((policy) => (
            <li key={policy.to}>
              <Link to={policy.to} className={linkClass}>
                {policy.label}
              </Link>
            </li>
          ))}
        </ul>
      </LegalSection>
    </LegalPage>
  );
}
