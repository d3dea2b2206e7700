import type { BatchTrace } from '@veggie/contract';
import { Link } from 'react-router';
import { PageBanner } from '../../../components/layout/page-banner';
import { OriginDetails } from '../../../components/product/product-origin';
import { EnglishName } from '../../../components/product/product-unit';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n';
import { traceMessages } from '../messages';

export interface TracePageProps {
  /** Null when it could not be read: `error` says whether no batch has the code or the shop did not answer. */
  batch: BatchTrace | null;
  error: 'notFound' | 'failed' | null;
}

const buttonClass =
  'inline-flex rounded-pill bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2';

/**
 * The page a label's QR opens, for anyone, without an account: the product, its farm and province, the
 * certificate as it was when the batch was packed, and the packing date.
 */
export function TracePage({ batch, error }: TracePageProps) {
  const text = useMessages(traceMessages);
  if (!batch) {
    return (
      <>
        <PageBanner title={text.banner} as="p" trail={[{ label: text.banner }]} />
        <section className="mx-auto max-w-xl px-4 py-20 text-center">
          <h1 className="font-display text-3xl font-bold">{error === 'failed' ? text.loadFailed : text.notFound}</h1>
          <p role="alert" className="mt-3 text-ink-600">
            {error === 'failed' ? text.failedHint : text.notFoundHint}
          </p>
          <Link to={paths.shop()} className={`mt-8 ${buttonClass}`}>
            {text.backToShop}
          </Link>
        </section>
      </>
    );
  }
  const { product } = batch;
  return (
    <>
      <PageBanner title={text.banner} as="p" trail={[{ label: text.banner }]} />
      <article className="mx-auto grid max-w-4xl gap-6 px-4 py-10 sm:grid-cols-[minmax(0,14rem)_1fr] sm:gap-10">
        <div className="mx-auto aspect-square w-48 overflow-hidden rounded-card bg-cream-100 sm:w-full">
          <ImageWithFallback
            src={product.imageUrl}
            alt={product.name}
            width={320}
            height={320}
            className="size-full object-cover"
          />
        </div>
        <div className="flex flex-col items-start gap-4">
          <p className="rounded-pill bg-brand-50 px-3 py-1 font-mono text-sm font-semibold text-brand-800">
            {text.batch(batch.code)}
          </p>
          <div>
            <h1 className="font-display text-3xl font-bold text-ink-900">{product.name}</h1>
            <EnglishName nameEn={product.nameEn} className="mt-1 text-lg text-ink-600" />
          </div>
          <p className="text-ink-600">{text.intro}</p>
          <OriginDetails origin={batch.origin} packedOn={batch.packedOn} />
          <Link to={paths.product(product._id)} className={buttonClass}>
            {text.viewProduct}
          </Link>
        </div>
      </article>
    </>
  );
}
