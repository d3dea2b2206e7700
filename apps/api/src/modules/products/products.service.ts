import {
  describeIssues,
  paginate,
  productFieldsSchema,
  productUpdateSchema,
  type AdminProductListQuery,
  type AuditDetails,
  type Product,
  type ProductFields,
  type ProductListQuery,
  type ProductPage,
  type ProductStats,
} from '@veggie/contract';
import type { Db } from '../../db/client';
import { notFound, type FieldProblem } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { changedFields, recordAudit, type AuditActor } from '../audit/audit.service';
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

/**
 * The shop's listing and search, cached (see CatalogContext.reads) under the parsed query: every
 * field, in a fixed order, so equal questions share one answer whatever order the URL gave them in.
 */
export function listProducts(ctx: CatalogContext, query: ProductListQuery): Promise<ProductPage> {
  const key = `products?${JSON.stringify(query, Object.keys(query).sort())}`;
  return ctx.reads.read(key, async () => {
    // A malformed category id matches no product; a malformed exclude id excludes nothing.
    if (query.category && !isUuid(query.category)) return emptyPage(query.page, query.limit);
    const excludeId = query.exclude && isUuid(query.exclude) ? query.exclude : undefined;
    const result = await repo.listShopProducts(ctx.db, { ...query, categoryId: query.category, excludeId });
    return toPage(ctx, result, query.page, query.limit);
  });
}

export async function listProductsForAdmin(ctx: CatalogContext, query: AdminProductListQuery): Promise<ProductPage> {
  if (query.category && !isUuid(query.category)) return emptyPage(query.page, query.limit);
  const result = await repo.listAdminProducts(ctx.db, { ...query, categoryId: query.category });
  return toPage(ctx, result, query.page, query.limit);
}

/** A product page of the shop, cached (see CatalogContext.reads); an unknown id is a 404 every time, never cached. */
export function getProduct(ctx: CatalogContext, id: string): Promise<Product> {
  return ctx.reads.read(`product/${id}`, () => getProductForAdmin(ctx, id));
}

/** Straight from the database: the admin's screens and the answers to writes. */
export async function getProductForAdmin(ctx: CatalogContext, id: string): Promise<Product> {
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

const PRODUCT_FIELDS = ['name', 'description', 'price', 'salePrice', 'stock', 'category'] as const;

/** What an update changes, for the audit log: the field names, and prices before and after; null for no change. */
function productChanges(stored: ProductFields, next: ProductFields, imageReplaced: boolean): AuditDetails | null {
  const fields = changedFields(stored, next, PRODUCT_FIELDS);
  if (imageReplaced) fields.push('image');
  if (fields.length === 0) return null;
  return {
    name: next.name,
    fields,
    ...(stored.price !== next.price && { price: { from: stored.price, to: next.price } }),
    ...(stored.salePrice !== next.salePrice && { salePrice: { from: stored.salePrice, to: next.salePrice } }),
  };
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

export async function createProduct(ctx: CatalogContext, actor: AuditActor, form: ImageFormInput): Promise<Product> {
  const parsed = productFieldsSchema.safeParse(form.fields);
  const problems: FieldProblem[] = parsed.success ? [] : describeIssues(parsed.error.issues);
  if (parsed.success) problems.push(...(await categoryProblem(ctx.db, parsed.data.category)));
  if (!form.image) problems.push({ field: 'image', key: 'fileRequired' });
  if (!parsed.success || !form.image || problems.length > 0) throw invalidFields(problems);

  const imageUrl = await ctx.images.save(form.image);
  try {
    const id = await writeOrReport(() =>
      ctx.db.transaction(async (tx) => {
        const productId = await repo.insertProduct(tx, { ...toValues(parsed.data), imageUrl });
        await recordAudit(tx, {
          actor,
          action: 'product.created',
          entity: { type: 'product', id: productId },
          details: { name: parsed.data.name },
        });
        return productId;
      }),
    );
    ctx.reads.clear();
    return await getProductForAdmin(ctx, id);
  } catch (error) {
    await ctx.images.remove(imageUrl);
    throw error;
  }
}

/**
 * Fields not sent keep their stored value; an empty salePrice clears it. The rules are checked on
 * the merged product, since a new sale price must stay below the stored price and vice versa.
 */
export async function updateProduct(ctx: CatalogContext, actor: AuditActor, id: string, form: ImageFormInput): Promise<Product> {
  const current = await findOrThrow(ctx.db, id);
  const changes = productUpdateSchema.safeParse(form.fields);
  if (!changes.success) throw invalidFields(describeIssues(changes.error.issues));

  const stored: ProductFields = {
    name: current.name,
    description: current.description,
    price: current.price,
    salePrice: current.salePrice,
    stock: current.stock,
    category: current.categoryId,
  };
  const merged = productFieldsSchema.safeParse({ ...stored, ...changes.data });
  if (!merged.success) throw invalidFields(describeIssues(merged.error.issues));
  if (merged.data.category !== current.categoryId) {
    const problems = await categoryProblem(ctx.db, merged.data.category);
    if (problems.length > 0) throw invalidFields(problems);
  }

  const newImageUrl = form.image && (await ctx.images.save(form.image));
  try {
    const changes = productChanges(stored, merged.data, Boolean(newImageUrl));
    await writeOrReport(() =>
      ctx.db.transaction(async (tx) => {
        await repo.updateProductRow(tx, current.id, { ...toValues(merged.data), imageUrl: newImageUrl });
        if (changes) await recordAudit(tx, { actor, action: 'product.updated', entity: { type: 'product', id: current.id }, details: changes });
      }),
    );
  } catch (error) {
    if (newImageUrl) await ctx.images.remove(newImageUrl);
    throw error;
  }
  ctx.reads.clear();
  // Only once the row points at the new file is the old one safe to delete.
  if (newImageUrl) await releaseImage(ctx, current.imageUrl);
  return getProductForAdmin(ctx, current.id);
}

export async function deleteProduct(ctx: CatalogContext, actor: AuditActor, id: string): Promise<void> {
  const current = await findOrThrow(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteProductRow(tx, current.id);
    await recordAudit(tx, { actor, action: 'product.deleted', entity: { type: 'product', id: current.id }, details: { name: current.name } });
  });
  ctx.reads.clear();
  await releaseImage(ctx, current.imageUrl);
}
