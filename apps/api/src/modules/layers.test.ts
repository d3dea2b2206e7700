import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import layers from './layers.json';

/**
 * The module layers of docs/decisions/016-api-module-layers.md, checked against the real imports. ESLint
 * (eslint.config.js) refuses an import against the layers as it is typed; this proves the layers themselves
 * have no cycle, so no cycle between modules can pass both.
 */
type ModuleName = keyof typeof layers;
const modules = layers as Record<string, { folders: string[]; uses: string[] }>;

const SRC = path.resolve(__dirname, '..');
const MODULES = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return full.endsWith('.ts') && !full.endsWith('.test.ts') && !full.endsWith('.d.ts') ? [full] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s(?:[^'"]*?from\s*)?'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

/** The source files a file imports, relative specifiers only (packages are outside this graph). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((specifier) => specifier.startsWith('.') && !specifier.endsWith('.json'))
    .map((specifier) => {
      const base = path.resolve(path.dirname(file), specifier);
      const candidates = [`${base}.ts`, path.join(base, 'index.ts'), base];
      return candidates.find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile()) ?? `${base}.ts`;
    });
}

const folderOwner = new Map(
  Object.entries(modules).flatMap(([name, { folders }]) => folders.map((folder) => [folder, name])),
);

function moduleOf(file: string): string | null {
  const relative = path.relative(MODULES, file);
  if (relative.startsWith('..')) return null;
  return folderOwner.get(relative.split(path.sep)[0] ?? '') ?? null;
}

/** One cycle of the graph as a path that ends where it starts, or null. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...trail.slice(trail.indexOf(node)), node];
    state.set(node, 'open');
    trail.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

/**
 * The only places a module's code reads another module's tables itself rather than through its service:
 * joins that must be one statement. Each entry is `from → table`, relative to src/, with the reason.
 */
const FOREIGN_TABLE_READS: Record<string, string> = {
  'modules/cart/cart.repository.ts → modules/products/products.table.ts':
    'cart lines are shown with their products, and checkout locks those products in id order in the very ' +
    'statement that reads the cart (lockCartLines): one lock order, no line read without its product',
  'modules/addresses/addresses.repository.ts → modules/locations/locations.table.ts':
    "one of the shopper's addresses with its province's and ward's names (findOwnAddressWithPlace) in one " +
    "statement: checkout reads it in its transaction, where each round trip holds the shopper's and products' locks",
  'modules/cart/cart.repository.ts → modules/categories/categories.table.ts':
    "checkout's locked cart lines carry their category's VAT rate (lockCartLines), read without a lock in the " +
    'same statement instead of a round trip of its own while the products are locked',
  'modules/orders/orders.repository.ts → modules/cart/cart.table.ts':
    "checkout's first look (cartAtFirstLook) judges cart, stock, shipping details and the Idempotency-Key in " +
    'one statement without locks: in a sell-out most checkouts end there, so it is one round trip',
  'modules/orders/orders.repository.ts → modules/products/products.table.ts':
    "cartAtFirstLook, as above; and an order's lines with the products they still link to " +
    "(listOrderLinesWithProducts), one statement for the order page, its mails and checkout's confirmation",
  'modules/invoices/invoices.repository.ts → modules/orders/orders.table.ts':
    "the e-invoice sweep's scan (ordersToInvoice) compares each delivered or cancelled order's total with what its " +
    'invoices state in one grouped statement, instead of reading every recent order and its invoices one by one',
  'modules/orders/orders.repository.ts → modules/users/users.table.ts': 'cartAtFirstLook, as above',
  'modules/delivery/delivery.repository.ts → modules/locations/locations.table.ts':
    "a ward's zone (findZoneForWard) is matched by the ward or by its province in one statement, checkout's " +
    'transaction included, instead of reading the ward, then its province, then each kind of zone',
};

const files = sourceFiles(SRC);
const edges = files.flatMap((from) => importsOf(from).map((to) => ({ from, to })));
const isTable = (file: string) => file.endsWith('.table.ts');

/** The folder of modules/ a file is in, or null outside modules/. */
function folderOf(file: string): string | null {
  const relative = path.relative(MODULES, file);
  if (relative.startsWith('..')) return null;
  const [folder, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? (folder ?? null) : null;
}

/**
 * What lies beneath the modules, and what each part may import besides packages: config.ts and lib/ nothing,
 * plugins/ (HTTP concerns only) config, lib and db. None of them imports
 * a module: modules use plugins (their routes' guards, forms and limits), never the other way round; what
 * a plugin needs of a module is passed in where app.ts registers it.
 */
const BENEATH_MODULES: Record<string, string[]> = {
  'config.ts': [],
  lib: [],
  plugins: ['config.ts', 'lib', 'db'],
};

describe('API module layers', () => {
  it('put every module folder in exactly one module', () => {
    const folders = readdirSync(MODULES).filter((entry) => statSync(path.join(MODULES, entry)).isDirectory());
    const listed = Object.values(modules).flatMap((module) => module.folders);
    expect([...listed].sort()).toEqual([...folders].sort());
  });

  it('use only modules that exist, and have no cycle', () => {
    const graph = new Map(Object.entries(modules).map(([name, { uses }]) => [name, new Set(uses)]));
    for (const uses of graph.values()) for (const used of uses) expect(Object.keys(modules)).toContain(used);
    expect(findCycle(graph)).toBeNull();
  });

  it('are what the code imports: a module imports only the modules it uses', () => {
    const stray = edges
      .map(({ from, to }) => ({ from, to, source: moduleOf(from), target: moduleOf(to) }))
      // A table naming another module's table in a foreign key describes the one database schema.
      .filter(({ from, to }) => !(isTable(from) && isTable(to)))
      .filter(({ source, target }) => source && target && source !== target && !modules[source]?.uses.includes(target))
      .map(({ from, to }) => `${path.relative(SRC, from)} → ${path.relative(SRC, to)}`);
    expect(stray).toEqual([]);
  });

  it("keep each module's data access to its own tables, but for the joins named in FOREIGN_TABLE_READS", () => {
    const foreignReads = edges
      .filter(({ from, to }) => !isTable(from) && isTable(to))
      .filter(({ from, to }) => moduleOf(from) && moduleOf(to) && moduleOf(from) !== moduleOf(to))
      .map(({ from, to }) => `${path.relative(SRC, from)} → ${path.relative(SRC, to)}`);
    expect([...new Set(foreignReads)].sort()).toEqual(Object.keys(FOREIGN_TABLE_READS).sort());
  });

  it("map rows to the contract's shapes only in each module's mapper", () => {
    // Every shape the contract answers with carries `_id`; writing one anywhere else is mapping by hand.
    const handMapped = files
      .filter((file) => moduleOf(file) && !file.endsWith('.mapper.ts'))
      .filter((file) => /\b_id\s*:/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(handMapped).toEqual([]);
  });

  it('leave no import cycle between two module folders, tables included', () => {
    // Finer than the layers: two folders of one module (users and auth) depend one way too.
    const graph = new Map<string, Set<string>>();
    for (const { from, to } of edges) {
      const [source, target] = [folderOf(from), folderOf(to)];
      if (!source || !target || source === target) continue;
      graph.set(source, (graph.get(source) ?? new Set()).add(target));
    }
    const mutual = [...graph].flatMap(([source, targets]) =>
      [...targets].filter((target) => source < target && graph.get(target)?.has(source)).map((t) => `${source} ⇄ ${t}`),
    );
    expect(mutual).toEqual([]);
    expect(findCycle(graph)).toBeNull();
  });

  it('keep config, lib and plugins beneath the modules: none imports a module', () => {
    const partOf = (file: string) => path.relative(SRC, file).split(path.sep)[0] ?? '';
    const upward = edges
      .filter(({ from }) => partOf(from) in BENEATH_MODULES)
      .filter(({ from, to }) => partOf(to) !== partOf(from) && !BENEATH_MODULES[partOf(from)]?.includes(partOf(to)))
      .map(({ from, to }) => `${path.relative(SRC, from)} → ${path.relative(SRC, to)}`);
    expect(upward).toEqual([]);
  });

  it('leave no import cycle between the API source files', () => {
    const graph = new Map<string, Set<string>>(files.map((file) => [file, new Set()]));
    for (const { from, to } of edges) graph.get(from)?.add(to);
    expect(findCycle(graph)?.map((file) => path.relative(SRC, file)) ?? null).toBeNull();
  });
});

export type { ModuleName };
