import { productPageEnvelopeSchema } from '@veggie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertDemoCatalog } from '../../../test/demo-catalog';
import { SEED_CATALOG } from '../../db/seed/catalog';
import { RELEVANCE_SET, type JudgedQuery } from './relevance.fixture';

/** What a shopper sees of a search: the first page of the shop's grid. */
const FIRST_PAGE = 12;

/**
 * The floors the judged set must stay above, set from the run that introduced it (165 queries: recall@12
 * 0.997, MRR 0.997, no judged first missed, on 2026-11-25) with a little room, so a change that makes
 * search worse for shoppers fails here. Raise them when search gets better; never lower them to make a
 * change pass.
 */
const RECALL_AT_12_MIN = 0.98;
const MRR_MIN = 0.98;
const FIRSTS_MISSED_MAX = 0;
/**
 * Precision@12, the share of the first page that is not a stranger (a product the query must not bring:
 * relevance.fixture.ts), and the strangers shown over the whole set. Set from the run that introduced them
 * (181 queries on 2026-11-28: precision@12 0.894 and 153 strangers, where the engine before decision 043
 * showed 0.752 and 315), with a little room; raise them when search gets more precise.
 */
const PRECISION_AT_12_MIN = 0.89;
const STRANGERS_MAX = 155;
/** The queries the issue saw full of strangers: none may show one. */
const NO_STRANGER = ['xoai', 'rau muong', 'dua hau', 'tomato'];

const CATALOGUE = SEED_CATALOG.flatMap((category) => category.products.map((product) => product.name));

interface Judged {
  query: JudgedQuery;
  recall: number;
  reciprocalRank: number;
  firstMissed: boolean;
  found: string[];
  /** The products of the first page the query must not bring (strangersOf). */
  strangers: string[];
  precision: number;
}

/** Every product of the catalogue but those the query wants or tolerates (relevance.fixture.ts). */
function strangersOf(query: JudgedQuery): Set<string> {
  if (query.tolerated === 'any') return new Set();
  const judged = new Set([...query.relevant, ...(query.tolerated ?? [])]);
  return new Set(CATALOGUE.filter((name) => !judged.has(name)));
}

describe('search relevance on the judged set (relevance.fixture.ts)', () => {
  let t: TestApp;
  const judged: Judged[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    await insertDemoCatalog(t.database.db);
    for (const query of RELEVANCE_SET) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/products?limit=${FIRST_PAGE}&q=${encodeURIComponent(query.query)}`,
      });
      const found = productPageEnvelopeSchema.parse(res.json()).data.products.map((product) => product.name);
      const relevant = new Set(query.relevant);
      const hits = found.filter((name) => relevant.has(name)).length;
      const firstRelevant = found.findIndex((name) => relevant.has(name));
      const mustNot = strangersOf(query);
      const strangers = found.filter((name) => mustNot.has(name));
      judged.push({
        query,
        recall: Math.min(1, hits / Math.min(relevant.size, FIRST_PAGE)),
        reciprocalRank: firstRelevant < 0 ? 0 : 1 / (firstRelevant + 1),
        firstMissed: query.first !== undefined && found[0] !== query.first,
        found,
        strangers,
        // An empty page shows no stranger; recall judges it.
        precision: found.length === 0 ? 1 : 1 - strangers.length / found.length,
      });
    }
  }, 120_000);
  afterAll(() => t.close());

  it('holds at least 80 queries of every kind the issue names', () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(80);
    const kinds = new Set(RELEVANCE_SET.map((query) => query.kind));
    for (const kind of ['typo', 'no-space', 'english', 'regional', 'category', 'short', 'accent'] as const) {
      expect(kinds).toContain(kind);
    }
  });

  it('judges every product of the catalogue for every query: wanted, tolerated or a stranger', () => {
    const names = new Set(CATALOGUE);
    for (const query of RELEVANCE_SET) {
      const tolerated = query.tolerated === 'any' ? [] : (query.tolerated ?? []);
      for (const name of [...query.relevant, ...tolerated]) expect(names, `"${query.query}"`).toContain(name);
      expect(
        tolerated.filter((name) => query.relevant.includes(name)),
        `"${query.query}"`,
      ).toEqual([]);
    }
  });

  it('reaches the recall@12, MRR and precision@12 floors, and puts the judged product first', () => {
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const recall = mean(judged.map((j) => j.recall));
    const mrr = mean(judged.map((j) => j.reciprocalRank));
    const precision = mean(judged.map((j) => j.precision));
    const byKind = [...new Set(judged.map((j) => j.query.kind))].map((kind) => {
      const ofKind = judged.filter((j) => j.query.kind === kind);
      const [r, m, p] = [
        ofKind.map((j) => j.recall),
        ofKind.map((j) => j.reciprocalRank),
        ofKind.map((j) => j.precision),
      ];
      return `${kind}: recall@12 ${mean(r).toFixed(3)}, MRR ${mean(m).toFixed(3)}, precision@12 ${mean(p).toFixed(3)} (${ofKind.length})`;
    });
    const weakest = judged
      .filter((j) => j.recall < 1 || j.firstMissed || j.strangers.length > 0)
      .map(
        (j) =>
          `  "${j.query.query}": recall ${j.recall.toFixed(2)}, precision ${j.precision.toFixed(2)}` +
          (j.firstMissed ? `, first "${j.found[0] ?? '-'}" not "${j.query.first}"` : '') +
          (j.strangers.length > 0 ? `, strangers: ${j.strangers.join(', ')}` : ''),
      );
    const firstsMissed = judged.filter((j) => j.firstMissed).length;
    const strangers = judged.reduce((sum, j) => sum + j.strangers.length, 0);
    // Printed on every run, so `npm test` shows the numbers the floors are judged against.
    process.stdout.write(
      [
        `relevance: ${judged.length} queries, recall@12 ${recall.toFixed(3)}, MRR ${mrr.toFixed(3)}, ` +
          `precision@12 ${precision.toFixed(3)}, strangers shown ${strangers}, firsts missed ${firstsMissed}`,
        ...byKind,
        ...weakest,
      ].join('\n') + '\n',
    );
    expect(recall).toBeGreaterThanOrEqual(RECALL_AT_12_MIN);
    expect(mrr).toBeGreaterThanOrEqual(MRR_MIN);
    expect(precision).toBeGreaterThanOrEqual(PRECISION_AT_12_MIN);
    expect(strangers).toBeLessThanOrEqual(STRANGERS_MAX);
    expect(firstsMissed).toBeLessThanOrEqual(FIRSTS_MISSED_MAX);
  });

  it('shows no stranger for the queries the issue saw full of them', () => {
    for (const query of NO_STRANGER) {
      const found = judged.find((j) => j.query.query === query);
      expect(found, `"${query}" is judged`).toBeDefined();
      expect(found!.strangers, `"${query}"`).toEqual([]);
    }
  });
});
