import { formatShopDay } from '@veggie/contract';
import clsx from 'clsx';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { AlertBanner } from '../../shared/components/alert-banner';
import { CardSection } from '../../shared/components/card-section';
import { useExpiringCertificates } from '../api/get-expiring-certificates';
import { adminDashboardMessages } from '../messages';

/**
 * The certificates the owner must renew before their badge leaves the shop: those ending within 30 days, and
 * those ended, soonest first, each linking to its product.
 */
export function CertificatesPanel() {
  const text = useMessages(adminDashboardMessages).certificates;
  const locale = useLocale();
  const { data, isError } = useExpiringCertificates();
  const when = (daysLeft: number) =>
    daysLeft < 0 ? text.expired(-daysLeft) : daysLeft === 0 ? text.today : text.left(daysLeft);
  return (
    <CardSection id="certificates" title={text.title}>
      <p className="mt-1 text-sm text-ink-600">{text.description}</p>
      {isError && <AlertBanner message={text.loadFailed} />}
      {data && data.length === 0 && <p className="mt-4 text-ink-600">{text.none}</p>}
      {data && data.length > 0 && (
        <ul className="mt-4 divide-y divide-cream-200">
          {data.map((certificate) => (
            <li
              key={certificate.product._id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
            >
              <span>
                <Link
                  to={paths.product(certificate.product._id)}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {certificate.product.name}
                </Link>
                <span className="ml-2 text-sm text-ink-600">
                  {text.names[certificate.certification]} · {certificate.certificateNo}
                </span>
              </span>
              <span
                className={clsx('text-sm font-semibold', certificate.daysLeft < 0 ? 'text-sale-700' : 'text-amber-800')}
              >
                {when(certificate.daysLeft)}{' '}
                <span className="font-normal text-ink-600">
                  ({text.validUntil(formatShopDay(certificate.certificateValidUntil, locale))})
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}
