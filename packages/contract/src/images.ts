/** Width of the smaller copy kept beside every stored image, for product and category cards. */
export const IMAGE_VARIANT_WIDTH = 400;

/** A stored image's URL, rooted (`/uploads/<uuid>.webp`) or absolute under PUBLIC_URL. */
const STORED_IMAGE_URL = /^(.*\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/;

/**
 * The URL of the 400 px copy of a stored image (`…/uploads/<uuid>-400.webp`), or null for any other
 * URL (a placeholder, an outside address, a variant already), which has no such copy.
 */
export function imageVariantUrl(url: string): string | null {
  const match = STORED_IMAGE_URL.exec(url);
  return match ? `${match[1]}-${IMAGE_VARIANT_WIDTH}.webp` : null;
}
