import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../categories/categories.table';
import { products } from '../products/products.table';

/** Whether any product or category still shows this stored image. */
export async function imageInUse(db: Db, imageUrl: string): Promise<boolean> {
  const [[category], [product]] = await Promise.all([
    db.select({ id: categories.id }).from(categories).where(eq(categories.imageUrl, imageUrl)).limit(1),
    db.select({ id: products.id }).from(products).where(eq(products.imageUrl, imageUrl)).limit(1),
  ]);
  return category !== undefined || product !== undefined;
}
