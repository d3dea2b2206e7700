import { z } from 'zod';
import { idSchema, isoDateSchema, listEnvelope, optionalIdFilter, pageQuery } from './common';
import { PAGE_SIZES } from './limits';

/**
 * What the audit log records, named `<entity>.<verb>`. Customers' own actions are never recorded; what
 * the shop does by itself (an unpaid transfer expiring) is, with a system actor (`_id` null).
 */
export const AUDIT_ACTIONS = [
  'user.role_changed',
  'user.updated',
  'user.deleted',
  'order.status_changed',
  'order.payment_expired',
  'order.deleted',
  'order.marked_paid',
  'order.refunded',
  'order.weighed',
  'order.line_substituted',
  'order.line_removed',
  'order.cash_collected',
  'order.invoice_retried',
  'product.created',
  'product.updated',
  'product.deleted',
  'category.created',
  'category.updated',
  'category.deleted',
  'settings.updated',
  'synonyms.created',
  'synonyms.updated',
  'synonyms.deleted',
  'delivery_zone.created',
  'delivery_zone.updated',
  'delivery_zone.deleted',
  'slot_template.created',
  'slot_template.updated',
  'slot_template.deleted',
  'closed_day.created',
  'closed_day.deleted',
  'contact_message.replied',
  'promotion.created',
  'promotion.updated',
  'promotion.deleted',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);

/** The actor's email of what the shop did by itself; no account has it (it holds no @). */
export const SYSTEM_ACTOR_EMAIL = 'system';
export type AuditAction = z.infer<typeof auditActionSchema>;

export const AUDIT_ENTITY_TYPES = [
  'user',
  'order',
  'product',
  'category',
  'settings',
  'synonyms',
  'delivery_zone',
  'slot_template',
  'closed_day',
  'contact_message',
  'promotion',
] as const;
export const auditEntityTypeSchema = z.enum(AUDIT_ENTITY_TYPES);
export type AuditEntityType = z.infer<typeof auditEntityTypeSchema>;

const fromTo = <T extends z.ZodType>(value: T) => z.object({ from: value, to: value });

/**
 * What changed, as far as an action has something to say; every key is optional. Names and emails
 * are snapshots taken at the time, so an entry stays readable after its entity is deleted.
 */
export const auditDetailsSchema = z.object({
  /**
   * Role (`user.role_changed`) or order status (`order.status_changed`) before and after; the product a line
   * held before and the one put in (`order.line_substituted`).
   */
  from: z.string().optional(),
  to: z.string().optional(),
  /** Names of the fields an update changed (`image` for a new picture); never values of passwords. */
  fields: z.array(z.string()).optional(),
  price: fromTo(z.number().int()).optional(),
  salePrice: fromTo(z.number().int().nullable()).optional(),
  /**
   * The user's email; for orders, the customer's. Like a user's name, removed once that account is deleted
   * (a personal field added here must be removed too: see forgetPerson in the API's audit service).
   */
  email: z.string().optional(),
  /** The product's, category's or user's name. */
  name: z.string().optional(),
  /** A deleted order's status and total. */
  status: z.string().optional(),
  totalAmount: z.number().int().optional(),
  /** The bank's reference (or the driver's receipt) an admin gave when marking an order paid or refunded. */
  bankReference: z.string().optional(),
  /** The money an action moved: the amount refunded; a substituted or removed line's new amount. */
  amount: z.number().int().optional(),
});
export type AuditDetails = z.infer<typeof auditDetailsSchema>;

export const auditEntrySchema = z.object({
  _id: idSchema,
  /**
   * The admin who acted; `_id` is null once that account is deleted, the email stays. The shop itself acts
   * with `_id` null and the email SYSTEM_ACTOR_EMAIL.
   */
  actor: z.object({ _id: idSchema.nullable(), email: z.string() }),
  action: auditActionSchema,
  entity: z.object({ type: auditEntityTypeSchema, id: z.string() }),
  details: auditDetailsSchema,
  createdAt: isoDateSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/**
 * `action` is one exact action name and `entityType` one entity type (an unknown value is 400);
 * `actor` is an admin's user id (an unknown or malformed one matches nothing). Blank means no filter.
 */
export const adminAuditListQuerySchema = pageQuery(PAGE_SIZES.audit).extend({
  action: z.preprocess(blankToUndefined, auditActionSchema.optional()),
  entityType: z.preprocess(blankToUndefined, auditEntityTypeSchema.optional()),
  actor: optionalIdFilter,
});
export type AdminAuditListQuery = z.infer<typeof adminAuditListQuerySchema>;
export const adminAuditListSchema = listEnvelope(auditEntrySchema);
