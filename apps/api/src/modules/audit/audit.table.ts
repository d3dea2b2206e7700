import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What admins did: role changes, deletions, order status changes, product and category edits.
 * Rows are only ever inserted, then stripped of what names a person when that person's account is deleted
 * (personId). The actor's email is a snapshot so an entry outlives the admin's account. The ids of users it
 * holds are no foreign keys (migration 0019): the audit log uses no other module, and deleting an account
 * clears them itself (forgetPerson), in the deletion's transaction.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The admin who acted; null for the system, and once their account is deleted (forgetPerson). */
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    /** `<entity>.<verb>`, e.g. `user.role_changed`, `order.status_changed`, `product.updated`. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /**
     * The person the entry is about: the user of a `user` entry, the customer of an `order` entry. Deleting
     * their account strips what names them from the entry's details (see forgetPerson); null for entries
     * about nobody in particular (products, settings) and once the account is gone.
     */
    personId: uuid('person_id'),
    /** What changed, e.g. `{ "from": "user", "to": "admin" }` or the changed field names. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_actor_id_idx').on(t.actorId),
    index('audit_log_person_id_idx').on(t.personId),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
