import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

export const DEFAULT_PRODUCT_IMAGE = '/images/product-placeholder.svg';

interface ImageWithFallbackProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  fallback?: string;
  alt: string;
}

/** An image that shows the fallback when its source is missing or fails to load. */
export function ImageWithFallback({ src, fallback = DEFAULT_PRODUCT_IMAGE, alt, ...props }: ImageWithFallbackProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // A server-rendered image may have failed before React attached onError.
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);

  return <img ref={ref} src={!src || failed ? fallback : src} alt={alt} onError={() => setFailed(true)} {...props} />;
}
