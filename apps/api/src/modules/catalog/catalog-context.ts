import { describeIssues } from '@veggie/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { invalidFields } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { ReadCache } from '../../lib/read-cache';
import type { ImageStore } from '../images/images.store';

/**
 * What the catalog's services (categories and products, one module: docs/decisions/016) need from the
 * app: the database, the image store, the public URL and the read cache. Built once per app (app.catalog).
 * This folder is the catalog's base: it imports neither categories, products nor search, so what it cannot
 * know (whether a row still shows an image) is passed in.
 */
export interface CatalogContext {
  db: Db;
  images: ImageStore;
  publicUrl: string | undefined;
  /**
   * The shop's own reads go through it; admin reads never do (admins see the database as it is).
   * Writes do not clear it themselves: the scope of their routes does (plugins/catalog-writes.ts).
   */
  reads: ReadCache;
  clock: Clock;
  /** Whether any category or product still shows this stored image (products.service imageInUse). */
  imageInUse(imageUrl: string): Promise<boolean>;
}

/** The multipart form as the routes read it: text fields and the re-encoded image, if any. */
export interface ImageFormInput {
  fields: Record<string, unknown>;
  image: Buffer | undefined;
}

/** The form's text fields as `schema` reads them; a 400 naming every field it refuses. */
export function formFields<Schema extends z.ZodType>(schema: Schema, form: ImageFormInput): z.output<Schema> {
  const parsed = schema.safeParse(form.fields);
  if (!parsed.success) throw invalidFields(describeIssues(parsed.error.issues));
  return parsed.data;
}

/**
 * Removes a replaced or deleted image unless a category or product still shows it (seeded rows may
 * share one). Only the catalog knows which rows show an image, so the check is the catalog's, not images'.
 */
export async function releaseImage(ctx: CatalogContext, imageUrl: string) {
  if (!(await ctx.imageInUse(imageUrl))) await ctx.images.remove(imageUrl);
}

type StoredImageUrl<Image> = Image extends Buffer ? string : string | undefined;

/**
 * Stores the image a form sent (if any) and runs the write that points a row at it. When the write fails,
 * no row shows the new file, so it is removed. An image the write replaces is the caller's to release once
 * this returns: only then does no row show it.
 */
export async function withStoredImage<Image extends Buffer | undefined, T>(
  ctx: CatalogContext,
  image: Image,
  write: (imageUrl: StoredImageUrl<Image>) => Promise<T>,
): Promise<T> {
  const imageUrl = (image && (await ctx.images.save(image))) as StoredImageUrl<Image>;
  try {
    return await write(imageUrl);
  } catch (error) {
    if (imageUrl) await ctx.images.remove(imageUrl);
    throw error;
  }
}
