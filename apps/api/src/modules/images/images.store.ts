import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STORED_IMAGE_NAME } from '@veggie/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { renderImageVariant } from './images.encode';
import {
  imageNameOf,
  isServedImageName,
  newImageName,
  originalNameOf,
  UPLOADS_PREFIX,
  variantNameOf,
} from './images.names';
import * as repo from './images.repository';

/**
 * Where stored images live. Values returned by `save` are rooted URL paths (`/uploads/…`) kept in
 * the database; files on disk (createDiskImageStore), or rows of `stored_images` for several instances.
 * Each image has a 400 px copy beside it (`imageVariantUrl`), saved and removed with it.
 */
export interface ImageStore {
  save(webp: Buffer): Promise<string>;
  remove(urlPath: string): Promise<void>;
}

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

const exists = (file: string) =>
  stat(file).then(
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

/**
 * Images as rows of `stored_images`: every instance on the same database serves every image, with
 * no shared volume. The URLs are the same `/uploads/<name>` paths as the disk store's.
 */
export function createDatabaseImageStore(db: Db): ImageStore {
  return {
    async save(webp) {
      const name = newImageName();
      const variant = await renderImageVariant(webp);
      await repo.insertImages(db, [
        { name, contentType: 'image/webp', content: webp },
        { name: variantNameOf(name), contentType: 'image/webp', content: variant },
      ]);
      return `${UPLOADS_PREFIX}${name}`;
    },
    async remove(urlPath) {
      const name = imageNameOf(urlPath);
      if (name) await repo.deleteImages(db, [name, variantNameOf(name)]);
    },
  };
}

/** The store IMAGE_STORE selects; the uploads plugin and the seed both write through it. */
export function createImageStore(config: Pick<Config, 'imageStore' | 'uploadsDir'>, db: Db): ImageStore {
  return config.imageStore === 'database' ? createDatabaseImageStore(db) : createDiskImageStore(config.uploadsDir);
}

/**
 * A stored image by its bare name; null for an unknown or impossible name. A variant missing for an
 * image stored before variants existed is rendered from its original and kept on the first request.
 */
export async function readStoredImage(db: Db, name: string) {
  if (!isServedImageName(name)) return null;
  const image = await repo.findImage(db, name);
  const originalName = originalNameOf(name);
  if (image || !originalName) return image;
  const original = await repo.findImage(db, originalName);
  if (!original) return null;
  await repo.insertImageIfAbsent(db, {
    name,
    contentType: 'image/webp',
    content: await renderImageVariant(original.content),
  });
  return repo.findImage(db, name);
}
