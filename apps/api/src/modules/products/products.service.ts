import {
  describeIssues,
  paginate,
  productFieldsSchema,
  productUpdateSchema,
  type AdminProductListQuery,
  type Product,
  type ProductFields,
  type ProductListQuery,
  type ProductPage,
  type ProductStats,
} from '@veggie/contract';
import type { Db } from '../../db/client';
import { notFound, type FieldProblem } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { categoryExists, isForeignKeyViolation } from '../categories/categories.repository';
import { invalidFields, releaseImage, type CatalogContext, type ImageFormInput } from '../categories/categories.service';
import { toProduct, toProductStats } from './products.mapper';
import * as repo from './products.repository';

const emptyPage = (page: number, limit: number): ProductPage => ({ products: [], pagination: paginate(page, limit, 0) });

async function findOrThrow(db: Db, id: string) {
  const row = isUuid(id) ? await repo.findProductById(db, id) : undefined;
  if (!row) throw notFound('productNotFound');
  return row;
}

function toPage(ctx: CatalogContext, { rows, total }: Awaited<ReturnType<typeof repo.listShopProducts>>, page: number, limit: number): ProductPage {
  return { products: rows.map((row) => toProduct(row, ctx.publicUrl)), pagination: paginate(page, limit, total) };
}

export async function listProducts(ctx: CatalogContext, query: ProductListQuery): Promise<ProductPage> {
  // A malformed category id matches no product; a malformed exclude id excludes nothing.
  if (query.category && !isUuid(query.category)) return emptyPage(query.page, query.limit);
  const excludeId = query.exclude && isUuid(query.exclude) ? query.exclude : undefined;
  const result = await repo.listShopProducts(ctx.db, { ...query, categoryId: query.category, excludeId });
  return toPage(ctx, result, query.page, query.limit);
}

export async function listProductsForAdmin(ctx: CatalogContext, query: AdminProductListQuery): Promise<ProductPage> {
  if (query.category && !isUuid(query.category)) return emptyPage(query.page, query.limit);
  const result = await repo.listAdminProducts(ctx.db, { ...query, categoryId: query.category });
  return toPage(ctx, result, query.page, query.limit);
}

export async function getProduct(ctx: CatalogContext, id: string): Promise<Product> {
  return toProduct(await findOrThrow(ctx.db, id), ctx.publicUrl);
}

export async function getProductStats(ctx: CatalogContext): Promise<ProductStats> {
  return toProductStats(await repo.productStats(ctx.db));
}

const unknownCategory = (): FieldProblem => ({ field: 'category', key: 'categoryNotFound' });

/** The category field names an existing category (a malformed id is just another unknown one). */
async function categoryProblem(db: Db, categoryId: string): Promise<FieldProblem[]> {
  return isUuid(categoryId) && (await categoryExists(db, categoryId)) ? [] : [unknownCategory()];
}

function toValues(fields: ProductFields) {
  return {
    name: fields.name,
    description: fields.description,
    price: fields.price,
    salePrice: fields.salePrice,
    stock: fields.stock,
    categoryId: fields.category,
  };
}

/** Saves the row; a category deleted meanwhile surfaces as the same field error as an unknown one. */
async function writeOrReport<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw invalidFields([unknownCategory()]);
    throw error;
  }
}

export async function createProduct(ctx: CatalogContext, form: ImageFormInput): Promise<Product> {
  const parsed = productFieldsSchema.safeParse(form.fields);
  const problems: FieldProblem[] = parsed.success ? [] : describeIssues(parsed.error.issues);
  if (parsed.success) problems.push(...(await categoryProblem(ctx.db, parsed.data.category)));
  if (!form.image) problems.push({ field: 'image', key: 'fileRequired' });
  if (!parsed.success || !form.image || problems.length > 0) throw invalidFields(problems);

  const imageUrl = await ctx.images.save(form.image);
  try {
    const id = await writeOrReport(() => repo.insertProduct(ctx.db, { ...toValues(parsed.data), imageUrl }));
    return await getProduct(ctx, id);
  } catch (error) {
    await ctx.images.remove(imageUrl);
    throw error;
  }
}

/**
 * Fields not sent keep their stored value; an empty salePrice clears it. The rules are checked on
 * the merged product, since a new sale price must stay below the stored price and vice versa.
 */
export async function updateProduct(ctx: CatalogContext, id: string, form: ImageFormInput): Promise<Product> {
  const current = await findOrThrow(ctx.db, id);
  const changes = productUpdateSchema.safeParse(form.fields);
  if (!changes.success) throw invalidFields(describeIssues(changes.error.issues));

  const merged = productFieldsSchema.safeParse({
    name: current.name,
    description: current.description,
    price: current.price,
    salePrice: current.salePrice,
    stock: current.stock,
    category: current.categoryId,
    ...changes.data,
  });
  if (!merged.success) throw invalidFields(describeIssues(merged.error.issues));
  if (merged.data.category !== current.categoryId) {
    const problems = await categoryProblem(ctx.db, merged.data.category);
    if (problems.length > 0) throw invalidFields(problems);
  }

  const newImageUrl = form.image && (await ctx.images.save(form.image));
  try {
    await writeOrReport(() => repo.updateProductRow(ctx.db, current.id, { ...toValues(merged.data), imageUrl: newImageUrl }));
  } catch (error) {
    if (newImageUrl) await ctx.images.remove(newImageUrl);
    throw error;
  }
  // Only once the row points at the new file is the old one safe to delete.
  if (newImageUrl) await releaseImage(ctx, current.imageUrl);
  return getProduct(ctx, current.id);
}

export async function deleteProduct(ctx: CatalogContext, id: string): Promise<void> {
  const current = await findOrThrow(ctx.db, id);
  await repo.deleteProductRow(ctx.db, current.id);
  await releaseImage(ctx, current.imageUrl);
}
