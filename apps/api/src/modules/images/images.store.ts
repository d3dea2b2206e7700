import { STORED_IMAGE_NAME } from '@veggie/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { renderImageVariant } from '../../lib/images';
import {
  createDiskImageStore,
  isServedImageName,
  newImageName,
  originalNameOf,
  UPLOADS_PREFIX,
  variantNameOf,
  type ImageStore,
} from '../../lib/storage';
import * as repo from './images.repository';

/** The stored name behind a `/uploads/<name>` path, or null when it cannot name one of our images. */
export function imageNameOf(urlPath: string): string | null {
  if (!urlPath.startsWith(UPLOADS_PREFIX)) return null;
  const name = urlPath.slice(UPLOADS_PREFIX.length);
  return STORED_IMAGE_NAME.test(name) ? name : null;
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
  await repo.insertImageIfAbsent(db, { name, contentType: 'image/webp', content: await renderImageVariant(original.content) });
  return repo.findImage(db, name);
}
