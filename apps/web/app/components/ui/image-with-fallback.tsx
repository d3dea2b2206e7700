import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

export const DEFAULT_PRODUCT_IMAGE = '/images/product-placeholder.svg';

interface ImageWithFallbackProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  fallback?: string;
  alt: string;
}

/** An image that shows the fallback when its source is missing or fails to load. */
export function ImageWithFallback({
  src,
  fallback = DEFAULT_PRODUCT_IMAGE,
  alt,
  srcSet,
  sizes,
  ...props
}: ImageWithFallbackProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // A server-rendered image may have failed before React attached onError.
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);

  // A srcset outranks src, so the fallback must drop it or the broken candidates would still be shown.
  const showFallback = !src || failed;
  return (
    <img
      ref={ref}
      src={showFallback ? fallback : src}
      srcSet={showFallback ? undefined : srcSet}
      sizes={showFallback ? undefined : sizes}
      alt={alt}
      onError={() => setFailed(true)}
      {...props}
    />
  );
}
