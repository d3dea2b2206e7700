import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { storedImages } from './images.table';

type Executor = Db | Tx;

export type NewStoredImage = Pick<typeof storedImages.$inferInsert, 'name' | 'contentType' | 'content'>;

export async function insertImages(db: Executor, images: NewStoredImage[]) {
  await db.insert(storedImages).values(images);
}

/** Keeps the row already there: a name's content never changes, so whichever writer came first wins. */
export async function insertImageIfAbsent(db: Executor, image: NewStoredImage) {
  await db.insert(storedImages).values(image).onConflictDoNothing({ target: storedImages.name });
}

export async function findImage(db: Executor, name: string) {
  const [row] = await db
    .select({ contentType: storedImages.contentType, content: storedImages.content, createdAt: storedImages.createdAt })
    .from(storedImages)
    .where(eq(storedImages.name, name));
  return row ?? null;
}

export async function deleteImages(db: Executor, names: string[]) {
  await db.delete(storedImages).where(inArray(storedImages.name, names));
}
