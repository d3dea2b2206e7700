import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Words and phrases shoppers use for the same thing ("thơm", "dứa", "pineapple"): a query naming one
 * term also finds what the others find. Admins edit the groups; the seed fills them for the catalogue.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The terms as the admin wrote them (accents kept for display); search folds them. */
    terms: text('terms').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('search_synonyms_terms_check', sql`cardinality(${t.terms}) >= 2`)],
);

/**
 * Shop searches that found nothing, counted per folded query and day, so admins see what shoppers
 * looked for in the last 30 days (what to stock, which synonym to add). One row per query and day keeps
 * a popular miss to one row a day however often it is typed.
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    query: text('query').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(1),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.query, t.day] }), index('search_misses_day_idx').on(t.day)],
);

/**
 * Every folded word the catalogue has used (products' and categories' terms), filled by triggers
 * (migration 0010): the dictionary that corrects and completes each word of a query. Words are never
 * removed, so the row count only grows and serves as the dictionary's version across instances.
 */
export const searchVocabulary = pgTable('search_vocabulary', {
  word: text('word').primaryKey(),
});

export type SearchSynonymRow = typeof searchSynonyms.$inferSelect;
