import { SEARCH_MISSES_DAYS, type SearchMiss, type SynonymGroup, type SynonymGroupInput } from '@veggie/contract';
import type { Db } from '../../db/client';
import { checkedValue, type CheckedValue } from '../../lib/checked-value';
import { dateOf, type Clock } from '../../lib/clock';
import { invalidFields, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { buildDictionary, type SearchDictionary } from './search-dictionary';
import { searchWords } from './search-words';
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
