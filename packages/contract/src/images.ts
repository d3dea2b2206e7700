/** Width of the smaller copy kept beside every stored image, for product and category cards. */
export const IMAGE_VARIANT_WIDTH = 400;

/** The random part of a stored image's name: a lower-case uuid, as the API gives them. */
const NAME = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A stored image's own name (`<uuid>.webp`); anything else (`..`, slashes, other extensions) names none. */
export const STORED_IMAGE_NAME = new RegExp(`^${NAME}\\.webp$`);

/** The name of a stored image's copy (`<uuid>-400.webp`), capturing the uuid of its original. */
export const STORED_IMAGE_VARIANT_NAME = new RegExp(`^(${NAME})-${IMAGE_VARIANT_WIDTH}\\.webp$`);

/** A stored image's URL, rooted (`/uploads/<uuid>.webp`) or absolute under PUBLIC_URL. */
const STORED_IMAGE_URL = new RegExp(`^(.*/uploads/${NAME})\\.webp$`);

/**
 * The URL of the 400 px copy of a stored image (`…/uploads/<uuid>-400.webp`), or null for any other
 * URL (a placeholder, an outside address, a variant already), which has no such copy.
 */
export function imageVariantUrl(url: string): string | null {
  const match = STORED_IMAGE_URL.exec(url);
  return match ? `${match[1]}-${IMAGE_VARIANT_WIDTH}.webp` : null;
}
