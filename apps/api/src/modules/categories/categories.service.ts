import {
  categoryFieldsSchema,
  DEFAULT_VAT_RATE,
  describeIssues,
  paginate,
  type AdminCategoryListQuery,
  type Category,
  type CategoryStats,
} from '@veggie/contract';
import type { Db } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { conflict, invalidFields, notFound, type FieldProblem } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import {
  formFields,
  releaseImage,
  withStoredImage,
  type CatalogContext,
  type ImageFormInput,
} from '../catalog/catalog-context';
import * as repo from './categories.repository';
import { toCategory, toCategoryStats } from './categories.mapper';

const RECENT_DAYS = 30;
const categoryUpdateSchema = categoryFieldsSchema.partial();

const nameTaken = () => conflict('categoryNameTaken', {}, [{ field: 'name', key: 'categoryNameTaken' }]);

async function findOrThrow(db: Db, id: string) {
  const row = isUuid(id) ? await repo.findCategoryById(db, id) : undefined;
  if (!row) throw notFound('categoryNotFound');
  return row;
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

export async function getCategoryStats(ctx: CatalogContext, now: Date): Promise<CategoryStats> {
  const since = new Date(now.getTime() - RECENT_DAYS * 24 * 60 * 60 * 1000);
  return toCategoryStats(await repo.categoryStats(ctx.db, since));
}

export async function createCategory(ctx: CatalogContext, actor: AuditActor, form: ImageFormInput): Promise<Category> {
  const parsed = categoryFieldsSchema.safeParse(form.fields);
  const problems: FieldProblem[] = parsed.success ? [] : describeIssues(parsed.error.issues);
  if (!form.image) problems.push({ field: 'image', key: 'fileRequired' });
  if (!parsed.success || !form.image) throw invalidFields(problems);
  const { name, vatRate } = parsed.data;
  if (await repo.categoryNameTaken(ctx.db, name)) throw nameTaken();

  try {
    return await withStoredImage(ctx, form.image, async (imageUrl) => {
      const row = await ctx.db.transaction(async (tx) => {
        const inserted = await repo.insertCategory(tx, { name, imageUrl, vatRate: vatRate ?? DEFAULT_VAT_RATE });
        await recordAudit(tx, {
          actor,
          action: 'category.created',
          entity: { type: 'category', id: inserted.id },
          details: { name },
        });
        return inserted;
      });
      return toCategory({ ...row, productCount: 0 }, ctx.publicUrl);
    });
  } catch (error) {
    // Two admins creating the same name at once: the unique index decides.
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/**
 * Renames and/or replaces the image. The form's `image` may be a new file or the current URL as
 * text; text never changes the stored image, so a client cannot point a category at any URL.
 */
export async function updateCategory(
  ctx: CatalogContext,
  actor: AuditActor,
  id: string,
  form: ImageFormInput,
): Promise<Category> {
  const current = await findOrThrow(ctx.db, id);
  const { name, vatRate: sentRate } = formFields(categoryUpdateSchema, form);
  // A category always has a rate: blank keeps the one it has.
  const vatRate = sentRate ?? undefined;
  if (name !== undefined && (await repo.categoryNameTaken(ctx.db, name, current.id))) throw nameTaken();

  try {
    await withStoredImage(ctx, form.image, async (newImageUrl) => {
      const fields = [
        ...(name !== undefined && name !== current.name ? ['name'] : []),
        ...(newImageUrl ? ['image'] : []),
        ...(vatRate !== undefined && vatRate !== current.vatRate ? ['vatRate'] : []),
      ];
      await ctx.db.transaction(async (tx) => {
        await repo.updateCategoryRow(tx, current.id, { name, imageUrl: newImageUrl, vatRate });
        if (fields.length > 0) {
          await recordAudit(tx, {
            actor,
            action: 'category.updated',
            entity: { type: 'category', id: current.id },
            details: { name: name ?? current.name, fields },
          });
        }
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  if (form.image) await releaseImage(ctx, current.imageUrl);
  return getCategory(ctx, current.id);
}

export async function deleteCategory(ctx: CatalogContext, actor: AuditActor, id: string): Promise<void> {
  const current = await findOrThrow(ctx.db, id);
  if (current.productCount > 0) throw conflict('categoryHasProducts', { count: current.productCount });
  try {
    await ctx.db.transaction(async (tx) => {
      await repo.deleteCategoryRow(tx, current.id);
      await recordAudit(tx, {
        actor,
        action: 'category.deleted',
        entity: { type: 'category', id: current.id },
        details: { name: current.name },
      });
    });
  } catch (error) {
    // A product was added between the count and the delete: the foreign key refuses.
    if (isForeignKeyViolation(error)) {
      const count = (await repo.findCategoryById(ctx.db, current.id))?.productCount ?? 0;
      throw conflict('categoryHasProducts', { count });
    }
    throw error;
  }
  await releaseImage(ctx, current.imageUrl);
}

/**
 * The VAT rate a product is sold at: its own, else its category's (checkout stores it on the order line,
 * since rates change by law while an order keeps the rate it was sold at). The category's rate comes with
 * the product's row (cart lockCartLines), so pricing a checkout reads no category.
 */
export function vatRateOf(product: { vatRate: number | null }, categoryVatRate: number | null): number {
  return product.vatRate ?? categoryVatRate ?? DEFAULT_VAT_RATE;
}
