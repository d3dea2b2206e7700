import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { imageVariantUrl, STORED_IMAGE_NAME, STORED_IMAGE_VARIANT_NAME } from '@veggie/contract';

export const UPLOADS_PREFIX = '/uploads/';

/** Our own random name for a new image (STORED_IMAGE_NAME): the uploaded file name is never trusted or kept. */
export const newImageName = () => `${randomUUID()}.webp`;

/** The original behind a variant's name (`<uuid>-400.webp` → `<uuid>.webp`), or null for any other name. */
export function originalNameOf(variantName: string): string | null {
  const match = STORED_IMAGE_VARIANT_NAME.exec(variantName);
  return match ? `${match[1]}.webp` : null;
}

/** Whether `/uploads/<name>` may serve this name: one of our originals or its variant. */
export const isServedImageName = (name: string) => STORED_IMAGE_NAME.test(name) || STORED_IMAGE_VARIANT_NAME.test(name);

/** The variant's name for an original's name. */
export const variantNameOf = (name: string) => path.basename(imageVariantUrl(`${UPLOADS_PREFIX}${name}`)!);

/** The stored name behind a `/uploads/<name>` path, or null when it cannot name one of our images. */
export function imageNameOf(urlPath: string): string | null {
  if (!urlPath.startsWith(UPLOADS_PREFIX)) return null;
  const name = urlPath.slice(UPLOADS_PREFIX.length);
  return STORED_IMAGE_NAME.test(name) ? name : null;
}

/** Image URLs leave the API rooted (`/uploads/…`), or absolute when PUBLIC_URL is configured. */
export function publicImageUrl(publicUrl: string | undefined, stored: string): string;
export function publicImageUrl(publicUrl: string | undefined, stored: string | null): string | null;
export function publicImageUrl(publicUrl: string | undefined, stored: string | null): string | null {
  if (!stored) return stored;
  return publicUrl && stored.startsWith('/') ? `${publicUrl}${stored}` : stored;
}
