import { asc, count, desc, eq, gte, lt, max, sql, sum, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { escapeLike } from '../../db/like';
import { textArray } from '../../db/text-array';
import { categories } from '../categories/categories.table';
import { slotTerms, type SearchPlan } from './search-plan';
import { searchMisses, searchSynonyms, searchVocabulary } from './search.table';

/**
 * What changes when the dictionary must be read again, in one cheap round trip: the vocabulary only
 * grows, so its size is its version; synonym groups and categories can also be edited or removed, so
 * their count and newest change together.
 */
export async function dictionaryVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({
      words: sql<number>`(select count(*) from ${searchVocabulary})`.mapWith(Number),
      groups: count(),
      changedAt: max(searchSynonyms.updatedAt),
      categories: sql<string>`(select count(*) || '/' || coalesce(max(${categories.updatedAt})::text, '') from ${categories})`,
    })
    .from(searchSynonyms);
  return `${row?.words ?? 0}/${row?.groups ?? 0}/${row?.changedAt?.toISOString() ?? ''}/${row?.categories ?? ''}`;
}

export async function readDictionary(db: Db) {
  const [words, groups, categoryTerms] = await Promise.all([
    db.select({ word: searchVocabulary.word }).from(searchVocabulary),
    db.select({ terms: searchSynonyms.terms }).from(searchSynonyms),
    db.select({ id: categories.id, terms: categories.terms }).from(categories),
  ]);
  return {
    words: words.map((row) => row.word),
    synonymGroups: groups.map((row) => row.terms),
    categoryTerms,
  };
}

export function listSynonymGroups(db: Db) {
  return db.select().from(searchSynonyms).orderBy(desc(searchSynonyms.updatedAt), desc(searchSynonyms.id));
}

export async function findSynonymGroup(db: Db | Tx, id: string) {
  const [row] = await db.select().from(searchSynonyms).where(eq(searchSynonyms.id, id));
  return row;
}

export async function insertSynonymGroup(db: Db | Tx, terms: string[], now: Date) {
  const [row] = await db.insert(searchSynonyms).values({ terms, createdAt: now, updatedAt: now }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateSynonymGroup(db: Db | Tx, id: string, terms: string[], now: Date) {
  const [row] = await db
    .update(searchSynonyms)
    .set({ terms, updatedAt: now })
    .where(eq(searchSynonyms.id, id))
    .returning();
  return row;
}

export async function deleteSynonymGroup(db: Db | Tx, id: string) {
  const rows = await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning({ id: searchSynonyms.id });
  return rows.length === 1;
}

/**
 * Counts one search that found nothing on its day, and forgets the days past `keepFrom` in the same
 * statement, so the table holds a bounded window however many different misses are typed.
 */
export async function recordSearchMiss(db: Db, query: string, day: string, keepFrom: string, now: Date) {
  await db.execute(sql`
    with forgotten as (delete from ${searchMisses} where ${lt(searchMisses.day, keepFrom)})
    insert into ${searchMisses} (query, day, count, last_searched_at) values (${query}, ${day}, 1, ${now})
    on conflict (query, day) do update set count = ${searchMisses.count} + 1, last_searched_at = excluded.last_searched_at`);
}

/** The misses since `fromDay`, most frequent first, at most `limit`. */
export function topSearchMisses(db: Db, fromDay: string, limit: number) {
  const total = sum(searchMisses.count).mapWith(Number);
  return db
    .select({ query: searchMisses.query, count: total, lastSearchedAt: max(searchMisses.lastSearchedAt) })
    .from(searchMisses)
    .where(gte(searchMisses.day, fromDay))
    .groupBy(searchMisses.query)
    .orderBy(desc(total), desc(max(searchMisses.lastSearchedAt)), searchMisses.query)
    .limit(limit);
}

const allOf = (conditions: SQL[]) => sql`(${sql.join(conditions, sql` and `)})`;

/**
 * Categories for search-as-you-type: every word of the query is a word of the name (the last one may be
 * begun), best first as products are ranked: the name equal to the query, then beginning with it.
 */
export async function suggestCategories(db: Db, search: SearchPlan, limit: number) {
  const matching = search.variants.map((variant) =>
    allOf(variant.slots.map((slot) => sql`${categories.terms} && ${textArray(slotTerms(slot))}`)),
  );
  const folded = sql`array_to_string(search_words(${categories.name}), ' ')`;
  const literal = search.variants[0]!.folded;
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(sql`(${sql.join(matching, sql` or `)})`)
    .orderBy(
      desc(sql`${folded} = ${literal}`),
      desc(sql`${folded} like ${`${escapeLike(literal)}%`}`),
      asc(sql`immutable_unaccent(lower(${categories.name})) collate "C"`),
    )
    .limit(limit);
}
