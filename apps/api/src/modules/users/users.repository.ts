import type { Language, Role } from '@veggie/contract';
import { and, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { newestFirstPage } from '../../db/pages';
import { users, type UserRow } from './users.table';

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  language: Language;
}

export interface UserDetails {
  name: string;
  email: string;
  phone?: string;
  address?: string;
}

export interface UserListFilter {
  page: number;
  limit: number;
  search?: string;
  role?: Role;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Inserts a customer; undefined when the email is already registered. */
/**
 * Locks the shopper's user row for the rest of the transaction. Every cart change and every checkout
 * of one user takes it first, so they run one after another: no lost updates on a line, no checkout
 * reading a cart another checkout is emptying, and a single lock order (user, then products by id).
 * NO KEY UPDATE does not block the key-share locks that foreign keys to the user take.
 */
export async function lockShopper(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      address: users.address,
      // Checkout mails its confirmation in this language: read with the lock, not again.
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('no key update');
  return row ?? null;
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...user, role: 'user' })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

/** Throws a unique violation when the email belongs to someone else (see db/errors.ts, isUniqueViolation). */
export async function updateUserDetails(db: Db, id: string, details: UserDetails): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...details, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Remembers the language the user now uses the shop in; writes nothing when it is the one stored. */
export async function updateLanguage(db: Db, id: string, language: Language): Promise<void> {
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.id, id), ne(users.language, language)));
}

export async function updatePasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
}

export async function updateAvatarUrl(db: Db, id: string, avatarUrl: string): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ avatarUrl, updatedAt: new Date() }).where(eq(users.id, id)).returning();
  return row;
}

export async function updateRole(db: Db, id: string, role: Role): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id)).returning();
  return row;
}

export async function deleteUserRow(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.delete(users).where(eq(users.id, id)).returning();
  return row;
}

/**
 * Locks every admin row until the transaction ends and returns their ids, so two admins demoting or
 * deleting each other at the same moment cannot both pass the "last admin" check.
 */
export async function lockAdminIds(db: Db): Promise<string[]> {
  // Locked in id order so concurrent callers queue up instead of deadlocking.
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(users.id)
    .for('update');
  return rows.map((r) => r.id);
}

/** A page of users, newest first, and how many match in total. Search ignores case and accents. */
export async function listUsers(db: Db, filter: UserListFilter): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const matches = or(
      ilike(sql`immutable_unaccent(${users.name})`, sql`immutable_unaccent(${pattern})`),
      ilike(users.email, pattern),
    );
    if (matches) conditions.push(matches);
  }
  return newestFirstPage(db, users, and(...conditions), filter);
}
