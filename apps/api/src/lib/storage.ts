import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { imageVariantUrl, STORED_IMAGE_NAME, STORED_IMAGE_VARIANT_NAME } from '@veggie/contract';
import { renderImageVariant } from './images';

export const UPLOADS_PREFIX = '/uploads/';

/**
 * Where stored images live. Values returned by `save` are rooted URL paths (`/uploads/…`) kept in
 * the database; files on disk here, or rows of the database for several instances (modules/images).
 * Each image has a 400 px copy beside it (`imageVariantUrl`), saved and removed with it.
 */
export interface ImageStore {
  save(webp: Buffer): Promise<string>;
  remove(urlPath: string): Promise<void>;
}

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

export function createDiskImageStore(uploadsDir: string): ImageStore {
  return {
    async save(webp) {
      const name = newImageName();
      const [variant] = await Promise.all([renderImageVariant(webp), mkdir(uploadsDir, { recursive: true })]);
      // The variant first: once the original exists, a request for the variant must not render it again.
      await writeFile(path.join(uploadsDir, variantNameOf(name)), variant);
      await writeFile(path.join(uploadsDir, name), webp);
      return `${UPLOADS_PREFIX}${name}`;
    },
    async remove(urlPath) {
      if (!urlPath.startsWith(UPLOADS_PREFIX)) return;
      const name = path.basename(urlPath);
      await rm(path.join(uploadsDir, name), { force: true });
      if (STORED_IMAGE_NAME.test(name)) await rm(path.join(uploadsDir, variantNameOf(name)), { force: true });
    },
  };
}

const exists = (file: string) => stat(file).then(
  () => true,
  () => false,
);

/**
 * Renders a missing variant file from its original, for images stored before variants existed.
 * Written under a temporary dot-name (never served) and renamed, so concurrent first requests each
 * replace the file whole and no request reads a half-written one. Does nothing for an unknown original.
 */
export async function ensureDiskVariant(uploadsDir: string, variantName: string): Promise<void> {
  const original = originalNameOf(variantName);
  const target = path.join(uploadsDir, variantName);
  if (!original || (await exists(target))) return;
  const webp = await readFile(path.join(uploadsDir, original)).catch(() => null);
  if (!webp) return;
  const temporary = path.join(uploadsDir, `.${variantName}.${randomUUID()}.tmp`);
  await writeFile(temporary, await renderImageVariant(webp));
  await rename(temporary, target);
}

/** Image URLs leave the API rooted (`/uploads/…`), or absolute when PUBLIC_URL is configured. */
export function publicImageUrl(publicUrl: string | undefined, stored: string | null): string | null {
  if (!stored) return stored;
  return publicUrl && stored.startsWith('/') ? `${publicUrl}${stored}` : stored;
}
