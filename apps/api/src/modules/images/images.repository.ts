import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { storedImages } from './images.table';

type Executor = Db | Tx;

export type NewStoredImage = Pick<typeof storedImages.$inferInsert, 'name' | 'contentType' | 'content'>;

export async function insertImage(db: Executor, image: NewStoredImage) {
  await db.insert(storedImages).values(image);
}

export async function findImage(db: Executor, name: string) {
  const [row] = await db
    .select({ contentType: storedImages.contentType, content: storedImages.content, createdAt: storedImages.createdAt })
    .from(storedImages)
    .where(eq(storedImages.name, name));
  return row ?? null;
}

export async function deleteImage(db: Executor, name: string) {
  await db.delete(storedImages).where(eq(storedImages.name, name));
}
