import {
  categoryFieldsSchema,
  describeIssues,
  paginate,
  type AdminCategoryListQuery,
  type Category,
  type CategoryStats,
} from '@veggie/contract';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound, type FieldProblem } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { ReadCache } from '../../lib/read-cache';
import type { ImageStore } from '../../lib/storage';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import * as repo from './categories.repository';
import { toCategory, toCategoryStats } from './categories.mapper';

/** What the catalog services need from the app: the database, the image store, the public URL and the read cache. */
export interface CatalogContext {
  db: Db;
  images: ImageStore;
  publicUrl: string | undefined;
  /**
   * The shop's own reads go through it; admin reads never do (admins see the database as it is).
   * Every write that changes what the shop shows clears it before answering.
   */
  reads: ReadCache;
}

/** The multipart form as the routes read it: text fields and the re-encoded image, if any. */
export interface ImageFormInput {
  fields: Record<string, unknown>;
  image: Buffer | undefined;
}

const RECENT_DAYS = 30;
const categoryUpdateSchema = categoryFieldsSchema.partial();

/** A 400 whose message is the first problem and whose `errors` list holds them all. */
export function invalidFields(problems: FieldProblem[]) {
  const [first] = problems;
  return badRequest(first?.key ?? 'validationFailed', first?.params, problems);
}

const nameTaken = () => conflict('categoryNameTaken', {}, [{ field: 'name', key: 'categoryNameTaken' }]);

async function findOrThrow(db: Db, id: string) {
  const row = isUuid(id) ? await repo.findCategoryById(db, id) : undefined;
  if (!row) throw notFound('categoryNotFound');
  return row;
}

/** Removes a replaced or deleted image unless another row still shows it. */
export async function releaseImage(ctx: CatalogContext, imageUrl: string) {
  if (!(await repo.imageInUse(ctx.db, imageUrl))) await ctx.images.remove(imageUrl);
}

/** Every page of the shop shows them, with their product counts: cached (see CatalogContext.reads). */
export function listCategories(ctx: CatalogContext): Promise<Category[]> {
  return ctx.reads.read('categories', async () => {
    const rows = await repo.listAllCategories(ctx.db);
    return rows.map((row) => toCategory(row, ctx.publicUrl));
  });
}

export async function getCategory(ctx: CatalogContext, id: string): Promise<Category> {
  return toCategory(await findOrThrow(ctx.db, id), ctx.publicUrl);
}

export async function listCategoriesForAdmin(ctx: CatalogContext, query: AdminCategoryListQuery) {
  const { rows, total } = await repo.listCategoriesPage(ctx.db, query);
  return {
    data: rows.map((row) => toCategory(row, ctx.publicUrl)),
    count: total,
    pagination: paginate(query.page, query.limit, total),
  };
}

export async function getCategoryStats(ctx: CatalogContext, now = new Date()): Promise<CategoryStats> {
  const since = new Date(now.getTime() - RECENT_DAYS * 24 * 60 * 60 * 1000);
  return toCategoryStats(await repo.categoryStats(ctx.db, since));
}

export async function createCategory(ctx: CatalogContext, actor: AuditActor, form: ImageFormInput): Promise<Category> {
  const parsed = categoryFieldsSchema.safeParse(form.fields);
  const problems: FieldProblem[] = parsed.success ? [] : describeIssues(parsed.error.issues);
  if (!form.image) problems.push({ field: 'image', key: 'fileRequired' });
  if (!parsed.success || !form.image) throw invalidFields(problems);
  const { name } = parsed.data;
  if (await repo.categoryNameTaken(ctx.db, name)) throw nameTaken();

  const imageUrl = await ctx.images.save(form.image);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const inserted = await repo.insertCategory(tx, { name, imageUrl });
      await recordAudit(tx, { actor, action: 'category.created', entity: { type: 'category', id: inserted.id }, details: { name } });
      return inserted;
    });
    ctx.reads.clear();
    return toCategory({ ...row, productCount: 0 }, ctx.publicUrl);
  } catch (error) {
    await ctx.images.remove(imageUrl);
    // Two admins creating the same name at once: the unique index decides.
    if (repo.isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/**
 * Renames and/or replaces the image. The form's `image` may be a new file or the current URL as
 * text; text never changes the stored image, so a client cannot point a category at any URL.
 */
export async function updateCategory(ctx: CatalogContext, actor: AuditActor, id: string, form: ImageFormInput): Promise<Category> {
  const current = await findOrThrow(ctx.db, id);
  const parsed = categoryUpdateSchema.safeParse(form.fields);
  if (!parsed.success) throw invalidFields(describeIssues(parsed.error.issues));
  const { name } = parsed.data;
  if (name !== undefined && (await repo.categoryNameTaken(ctx.db, name, current.id))) throw nameTaken();

  const newImageUrl = form.image && (await ctx.images.save(form.image));
  const fields = [...(name !== undefined && name !== current.name ? ['name'] : []), ...(newImageUrl ? ['image'] : [])];
  try {
    await ctx.db.transaction(async (tx) => {
      await repo.updateCategoryRow(tx, current.id, { name, imageUrl: newImageUrl });
      if (fields.length > 0) {
        await recordAudit(tx, {
          actor,
          action: 'category.updated',
          entity: { type: 'category', id: current.id },
          details: { name: name ?? current.name, fields },
        });
      }
    });
  } catch (error) {
    if (newImageUrl) await ctx.images.remove(newImageUrl);
    if (repo.isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  // A new name shows on every product of the category too.
  ctx.reads.clear();
  if (newImageUrl) await releaseImage(ctx, current.imageUrl);
  return getCategory(ctx, current.id);
}

export async function deleteCategory(ctx: CatalogContext, actor: AuditActor, id: string): Promise<void> {
  const current = await findOrThrow(ctx.db, id);
  if (current.productCount > 0) throw conflict('categoryHasProducts', { count: current.productCount });
  try {
    await ctx.db.transaction(async (tx) => {
      await repo.deleteCategoryRow(tx, current.id);
      await recordAudit(tx, { actor, action: 'category.deleted', entity: { type: 'category', id: current.id }, details: { name: current.name } });
    });
  } catch (error) {
    // A product was added between the count and the delete: the foreign key refuses.
    if (repo.isForeignKeyViolation(error)) {
      throw conflict('categoryHasProducts', { count: await repo.countProductsInCategory(ctx.db, current.id) });
    }
    throw error;
  }
  ctx.reads.clear();
  await releaseImage(ctx, current.imageUrl);
}
