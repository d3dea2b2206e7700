import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createDiskImageStore, IMAGE_NAME, newImageName, UPLOADS_PREFIX, type ImageStore } from '../../lib/storage';
import * as repo from './images.repository';

/** The stored name behind a `/uploads/<name>` path, or null when it cannot name one of our images. */
export function imageNameOf(urlPath: string): string | null {
  if (!urlPath.startsWith(UPLOADS_PREFIX)) return null;
  const name = urlPath.slice(UPLOADS_PREFIX.length);
  return IMAGE_NAME.test(name) ? name : null;
}

/**
 * Images as rows of `stored_images`: every instance on the same database serves every image, with
 * no shared volume. The URLs are the same `/uploads/<name>` paths as the disk store's.
 */
export function createDatabaseImageStore(db: Db): ImageStore {
  return {
    async save(webp) {
      const name = newImageName();
      await repo.insertImage(db, { name, contentType: 'image/webp', content: webp });
      return `${UPLOADS_PREFIX}${name}`;
    },
    async remove(urlPath) {
      const name = imageNameOf(urlPath);
      if (name) await repo.deleteImage(db, name);
    },
  };
}

/** The store IMAGE_STORE selects; the uploads plugin and the seed both write through it. */
export function createImageStore(config: Pick<Config, 'imageStore' | 'uploadsDir'>, db: Db): ImageStore {
  return config.imageStore === 'database' ? createDatabaseImageStore(db) : createDiskImageStore(config.uploadsDir);
}

/** A stored image by its bare name; null for an unknown or impossible name. */
export async function readStoredImage(db: Db, name: string) {
  return IMAGE_NAME.test(name) ? repo.findImage(db, name) : null;
}
