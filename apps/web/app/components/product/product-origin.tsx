import { certificateBadge, type Certification, type ProductOrigin } from '@veggie/contract';
import { BadgeCheck } from 'lucide-react';
import { useShopToday } from '../../lib/clock';
import { useFormat } from '../../lib/format';
import { useMessages } from '../../lib/i18n';
import { productOriginMessages } from './origin-messages';

/** The certificate's badge, shown only while certificateBadge() allows it (an expired one drops it by itself). */
export function CertificationBadge({ certification }: { certification: Exclude<Certification, 'none'> }) {
  const text = useMessages(productOriginMessages);
  return (
    <p
      data-testid="certification-badge"
      className="inline-flex items-center gap-1.5 rounded-pill bg-brand-600 px-3 py-1 text-sm font-semibold text-white"
    >
      <BadgeCheck className="size-4" aria-hidden />
      {text.badge[certification]}
    </p>
  );
}

interface OriginDetailsProps {
  origin: ProductOrigin | null | undefined;
  packedOn: string | null | undefined;
  /** The heading's level where the details sit (the product page's block, the trace page's section). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * Farm, province, certificate (badge while valid, number and last valid day) and packing date, as a titled
 * list: what Vietnam's consumer protection law (2023, art. 37) asks a distance seller to show before a sale.
 */
export function OriginDetails({ origin, packedOn, headingLevel: Heading = 'h2' }: OriginDetailsProps) {
  const text = useMessages(productOriginMessages);
  const { date } = useFormat();
  const today = useShopToday();
  const badge = certificateBadge(origin, today);
  if (!origin && !packedOn) return null;
  const certified = origin && origin.certification !== 'none';
  const validUntil = origin?.certificateValidUntil;
  const row = (term: string, value: string) => (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-semibold">{term}</dt>
      <dd className="text-ink-600">{value}</dd>
    </div>
  );
  return (
    <section aria-labelledby="product-origin" className="flex w-full flex-col gap-2 rounded-card bg-cream-100 p-4">
      <Heading id="product-origin" className="font-display text-lg font-bold text-ink-900">
        {text.heading}
      </Heading>
      {badge && <CertificationBadge certification={badge} />}
      {!origin && <p className="text-sm text-ink-600">{text.unknownOrigin}</p>}
      <dl className="flex flex-col gap-1 text-sm">
        {origin && row(text.farm, origin.farm)}
        {origin && row(text.province, origin.province)}
        {origin && row(text.certification, text.certificationNames[origin.certification])}
        {certified && origin.certificateNo && row(text.certificateNo, origin.certificateNo)}
        {certified &&
          validUntil &&
          row(text.validUntil, validUntil < today ? text.expired(date(validUntil)) : date(validUntil))}
        {packedOn && row(text.packedOn, date(packedOn))}
      </dl>
    </section>
  );
}
