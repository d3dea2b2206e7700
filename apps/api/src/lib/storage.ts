import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const UPLOADS_PREFIX = '/uploads/';

/**
 * Where stored images live. Values returned by `save` are rooted URL paths (`/uploads/…`) kept in
 * the database; files on disk here, or rows of the database for several instances (modules/images).
 */
export interface ImageStore {
  save(webp: Buffer): Promise<string>;
  remove(urlPath: string): Promise<void>;
}

/** Our own random name for a new image: the uploaded file name is never trusted or kept. */
export const newImageName = () => `${randomUUID()}.webp`;

/** The names `newImageName` gives; anything else (`..`, slashes, other extensions) names no image. */
export const IMAGE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export function createDiskImageStore(uploadsDir: string): ImageStore {
  return {
    async save(webp) {
      await mkdir(uploadsDir, { recursive: true });
      const name = newImageName();
      await writeFile(path.join(uploadsDir, name), webp);
      return `${UPLOADS_PREFIX}${name}`;
    },
    async remove(urlPath) {
      if (!urlPath.startsWith(UPLOADS_PREFIX)) return;
      const name = path.basename(urlPath);
      await rm(path.join(uploadsDir, name), { force: true });
    },
  };
}

/** Image URLs leave the API rooted (`/uploads/…`), or absolute when PUBLIC_URL is configured. */
export function publicImageUrl(publicUrl: string | undefined, stored: string | null): string | null {
  if (!stored) return stored;
  return publicUrl && stored.startsWith('/') ? `${publicUrl}${stored}` : stored;
}
