import {
  SEARCH_MISSES_DAYS,
  SUGGESTIONS_MAX,
  type SearchMiss,
  type SynonymGroup,
  type SynonymGroupInput,
} from '@veggie/contract';
import type { Db } from '../../db/client';
import { checkedValue, type CheckedValue } from '../../lib/checked-value';
import { dateOf, type Clock } from '../../lib/clock';
import { invalidFields, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { buildDictionary, type SearchDictionary } from './search-dictionary';
import type { IndexOrder } from './search-index';
import type { SearchIndexCache } from './search-index-cache';
import { correctQuery, planSearch, type SearchPlan } from './search-plan';
import { queryWords, searchWords } from './search-words';
import { toSearchMiss, toSynonymGroup } from './search.mapper';
import * as repo from './search.repository';

/**
 * How often a process asks whether the dictionary changed (one small query). A word another instance
 * added is completed and corrected here at most this late; exact words never wait, since a query word
 * is always matched as typed. A write through this process makes it ask at once (plugins/catalog-writes).
 */
export const DICTIONARY_CHECK_MS = 2000;

/** The search dictionary of this process; invalidated after this process changes the catalogue or the synonyms. */
export type DictionaryCache = CheckedValue<SearchDictionary>;

export function createDictionaryCache(db: Db, clock: Clock): DictionaryCache {
  let dictionary: SearchDictionary | undefined;
  let version = '';
  return checkedValue(clock, DICTIONARY_CHECK_MS, async () => {
    const current = await repo.dictionaryVersion(db);
    if (!dictionary || current !== version) {
      const { words, synonymGroups, categoryTerms } = await repo.readDictionary(db);
      dictionary = buildDictionary(words, synonymGroups, categoryTerms);
      version = current;
    }
    return dictionary;
  });
}

/** Past this many matches a one- or two-letter query reports this many, and pages no further. */
export const SHORT_QUERY_COUNT_CAP = 1000;
/**
 * Past this many matches a longer query reports this many, and pages no further (decision 013): every match
 * is ranked (decision 030), but no shopper pages past the 167th page of a search.
 */
export const SEARCH_CANDIDATE_CAP = 2000;

/** At most this many of the suggestions are categories, so products always have room. */
const SUGGESTED_CATEGORIES_MAX = 3;

/** What a search reads: the dictionary plans the query, the index finds and orders the products. */
export interface SearchContext {
  db: Db;
  dictionary: DictionaryCache;
  searchIndex: SearchIndexCache;
}

/** How a search's page is ordered: relevance unless the shopper or the admin asked for a sort. */
export type SearchOrder = IndexOrder | 'name_asc' | 'name_desc';

export interface ProductSearch {
  /** The query as typed. */
  text: string;
  categoryId?: string;
  excludeId?: string;
  order: SearchOrder;
  page: number;
  limit: number;
  /** Whether a first page that finds nothing offers a corrected query (the shop's search does). */
  didYouMean?: boolean;
}

/**
 * The rows of the products a search found, read by the products module, which owns them: passed in, so that
 * search imports nothing of products. A product deleted since the index last looked has no row, and is left
 * out of its page.
 */
export interface FoundRows<Row> {
  /** The rows of `ids`, in the order of `ids`. */
  inOrder(ids: readonly string[]): Promise<Row[]>;
  /** A page of the rows of `ids`, sorted by name. */
  byName(ids: readonly string[], direction: 'asc' | 'desc', offset: number, limit: number): Promise<Row[]>;
  /** The words of a row a "did you mean" is spelled as: its name and English name. */
  spelling(row: Row): string;
}

export interface FoundPage<Row> {
  rows: Row[];
  /** How many products match, up to the query's cap. */
  total: number;
  didYouMean?: string;
}

/**
 * A page of a search: the dictionary plans the query, the index finds and orders the products
 * (docs/decisions/030), `rows` gives the page's rows as they are now. Nothing matches a query with no word
 * to match (only punctuation, say). With `didYouMean`, a first page that found nothing comes with the
 * corrected query when that finds something.
 */
export async function searchProducts<Row>(
  ctx: SearchContext,
  search: ProductSearch,
  rows: FoundRows<Row>,
): Promise<FoundPage<Row>> {
  const dictionary = await ctx.dictionary.get();
  const plan = planSearch(dictionary, search.text);
  if (!plan) return { rows: [], total: 0 };
  const found = await pageOf(ctx, rows, plan, search);
  if (!search.didYouMean || found.rows.length > 0 || search.page > 1) return found;
  const didYouMean = await correctedSearch(ctx, rows, dictionary, search);
  return didYouMean ? { ...found, didYouMean } : found;
}

/**
 * A page of the plan's matches. Sorted by name, the database orders the cap's most relevant matches (the
 * index holds no names): the same set a shopper pages through by relevance, and never more than the cap's
 * ids sent per request, so a broad query cannot make each request ship the whole catalogue to the database.
 */
async function pageOf<Row>(
  ctx: SearchContext,
  rows: FoundRows<Row>,
  plan: SearchPlan,
  { categoryId, excludeId, order, page, limit: pageLimit }: ProductSearch,
): Promise<FoundPage<Row>> {
  const cap = plan.short ? SHORT_QUERY_COUNT_CAP : SEARCH_CANDIDATE_CAP;
  const offset = (page - 1) * pageLimit;
  const limit = Math.max(0, Math.min(pageLimit, cap - offset));
  const index = await ctx.searchIndex.get();
  const filter = { plan, categoryId, excludeId };
  if (order === 'name_asc' || order === 'name_desc') {
    // A page past the cap reads nothing, so it ranks nothing either.
    const { ids, matched } = index.search({ ...filter, order: 'relevance', offset: 0, limit: limit && cap });
    const direction = order === 'name_asc' ? 'asc' : 'desc';
    return { rows: await rows.byName(ids, direction, offset, limit), total: Math.min(matched, cap) };
  }
  const { ids, matched } = index.search({ ...filter, order, offset, limit });
  return { rows: await rows.inOrder(ids), total: Math.min(matched, cap) };
}

/**
 * "Did you mean …" for a search that found nothing: the query with each unknown word replaced by the
 * nearest known one, offered only when it finds something, and spelled as the best match spells it
 * ("ca chua" becomes "cà chua" when the first product is "Cà chua bi").
 */
async function correctedSearch<Row>(
  ctx: SearchContext,
  rows: FoundRows<Row>,
  dictionary: SearchDictionary,
  search: ProductSearch,
): Promise<string | undefined> {
  const corrected = correctQuery(dictionary, search.text);
  const plan = corrected === undefined ? undefined : planSearch(dictionary, corrected);
  if (!corrected || !plan) return undefined;
  const [best] = (await pageOf(ctx, rows, plan, { ...search, order: 'relevance', page: 1, limit: 1 })).rows;
  return best ? spellAs(corrected, rows.spelling(best)) : undefined;
}

/** The folded words of `corrected`, each spelled as `text` spells it where `text` has it. */
function spellAs(corrected: string, text: string): string {
  const spelled = new Map(queryWords(text).map(({ folded, accented }) => [folded, accented ?? folded]));
  return corrected
    .split(' ')
    .map((word) => spelled.get(word) ?? word)
    .join(' ');
}

/**
 * Search-as-you-type: the best categories (at most SUGGESTED_CATEGORIES_MAX) and products, SUGGESTIONS_MAX
 * in all.
 */
export async function suggest<Row>(
  ctx: SearchContext,
  text: string,
  rows: FoundRows<Row>,
): Promise<{ categories: { id: string; name: string }[]; rows: Row[] }> {
  const plan = text ? planSearch(await ctx.dictionary.get(), text) : undefined;
  if (!plan) return { categories: [], rows: [] };
  const categories = await repo.suggestCategories(ctx.db, plan, SUGGESTED_CATEGORIES_MAX);
  const limit = SUGGESTIONS_MAX - categories.length;
  const found = await pageOf(ctx, rows, plan, { text, order: 'relevance', page: 1, limit });
  return { categories, rows: found.rows };
}

/** The shop's calendar day (Asia/Ho_Chi_Minh, UTC+7 all year), `days` before the clock's. */
function shopDay(clock: Clock, daysBefore = 0): string {
  const sevenHours = 7 * 60 * 60 * 1000;
  return new Date(clock.now() + sevenHours - daysBefore * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Misses are kept this many days, twice the admin's window, then forgotten as new ones arrive. */
const MISSES_KEPT_DAYS = 2 * SEARCH_MISSES_DAYS;
/** The admin's list shows at most this many queries. */
const MISSES_SHOWN = 50;

/** Counts a shop search that found nothing, by its folded words ("Cà  chuaa" and "ca chuaa" are one). */
export async function recordSearchMiss(db: Db, clock: Clock, text: string) {
  const query = searchWords(text).join(' ');
  if (query === '') return;
  await repo.recordSearchMiss(db, query, shopDay(clock), shopDay(clock, MISSES_KEPT_DAYS), dateOf(clock));
}

export async function listSearchMisses(db: Db, clock: Clock, days: number): Promise<SearchMiss[]> {
  const rows = await repo.topSearchMisses(db, shopDay(clock, days - 1), MISSES_SHOWN);
  return rows.map(toSearchMiss);
}

export async function listSynonymGroups(db: Db): Promise<SynonymGroup[]> {
  return (await repo.listSynonymGroups(db)).map(toSynonymGroup);
}

/**
 * The terms as the admin wrote them (spaces tidied), each once by its folded words: "Dứa" and "dua" are
 * the same term. Refused when a term has nothing search can match or fewer than two different terms remain.
 */
function synonymTerms({ terms }: SynonymGroupInput): string[] {
  if (terms.some((term) => searchWords(term).length === 0)) {
    throw invalidFields([{ field: 'terms', key: 'synonymTermNoWord' }]);
  }
  const byWords = new Map<string, string>();
  for (const term of terms) {
    const key = searchWords(term).join(' ');
    if (!byWords.has(key)) byWords.set(key, term.replace(/\s+/g, ' ').trim());
  }
  if (byWords.size < 2) throw invalidFields([{ field: 'terms', key: 'synonymTermsTooFew' }]);
  return [...byWords.values()];
}

export interface SearchAdminContext {
  db: Db;
  clock: Clock;
}

export async function createSynonymGroup(ctx: SearchAdminContext, actor: AuditActor, input: SynonymGroupInput) {
  const terms = synonymTerms(input);
  return ctx.db.transaction(async (tx) => {
    const row = await repo.insertSynonymGroup(tx, terms, dateOf(ctx.clock));
    await recordAudit(tx, {
      actor,
      action: 'synonyms.created',
      entity: { type: 'synonyms', id: row.id },
      details: { name: terms.join(', ') },
    });
    return toSynonymGroup(row);
  });
}

export async function updateSynonymGroup(
  ctx: SearchAdminContext,
  actor: AuditActor,
  id: string,
  input: SynonymGroupInput,
) {
  const terms = synonymTerms(input);
  return ctx.db.transaction(async (tx) => {
    const before = isUuid(id) ? await repo.findSynonymGroup(tx, id) : undefined;
    const row = before && (await repo.updateSynonymGroup(tx, id, terms, dateOf(ctx.clock)));
    if (!before || !row) throw notFound('synonymGroupNotFound');
    await recordAudit(tx, {
      actor,
      action: 'synonyms.updated',
      entity: { type: 'synonyms', id },
      details: { from: before.terms.join(', '), to: terms.join(', ') },
    });
    return toSynonymGroup(row);
  });
}

export async function deleteSynonymGroup(ctx: SearchAdminContext, actor: AuditActor, id: string) {
  await ctx.db.transaction(async (tx) => {
    const before = isUuid(id) ? await repo.findSynonymGroup(tx, id) : undefined;
    if (!before || !(await repo.deleteSynonymGroup(tx, id))) throw notFound('synonymGroupNotFound');
    await recordAudit(tx, {
      actor,
      action: 'synonyms.deleted',
      entity: { type: 'synonyms', id },
      details: { name: before.terms.join(', ') },
    });
  });
}
