import { LANGUAGES } from '@veggie/contract';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Stored trimmed and lowercased, so the unique index is case-insensitive by construction.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    avatarUrl: text('avatar_url'),
    // The language the shopper last used the shop in: mail the shop sends on its own (an admin's change,
    // later an order's progress) is written in it.
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_created_at_idx').on(t.createdAt),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
    check('users_language_check', sql`${t.language} in ('en', 'vi')`),
  ],
);

/**
 * Login sessions. The client holds an opaque random token; we store only its SHA-256, so a leaked
 * database cannot be replayed, and revoking is deleting the row (checked on every request).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_user_id_idx').on(t.userId),
  ],
);

export type UserRow = typeof users.$inferSelect;
