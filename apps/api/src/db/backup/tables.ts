import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../client';

type Executor = Db | Tx;

export async function rowsOf<T>(q: Executor, query: SQL): Promise<T[]> {
  // Both drivers answer raw queries with a `rows` array.
  return ((await q.execute(query)) as unknown as { rows: T[] }).rows;
}

export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface TableInfo {
  name: string;
  /** The columns a row is restored into: generated columns are computed again by the database. */
  columns: string[];
}

/**
 * The public schema's tables, each after every table it refers to, so rows restore in this order without
 * breaking a foreign key (drizzle's own bookkeeping lives in schema `drizzle` and is not data).
 */
export async function listTables(q: Executor): Promise<TableInfo[]> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    q,
    sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
        order by c.table_name, c.ordinal_position`,
  );
  const references = await rowsOf<{ child: string; parent: string }>(
    q,
    sql`select child.relname as child, parent.relname as parent from pg_constraint k
        join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
        where k.contype = 'f' and k.connamespace = 'public'::regnamespace and child.oid <> parent.oid`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns) {
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  }
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of references) parents.set(child, (parents.get(child) ?? new Set()).add(parent));

  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (table: string) => {
    if (placed.has(table)) return;
    if (visiting.has(table)) throw new Error(`The tables' foreign keys form a cycle through ${table}`);
    visiting.add(table);
    for (const parent of [...(parents.get(table) ?? [])].sort()) place(parent);
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of [...byTable.keys()].sort()) place(table);
  return ordered.map((name) => ({ name, columns: byTable.get(name) ?? [] }));
}

export async function listSequences(q: Executor): Promise<{ name: string; lastValue: string | null }[]> {
  const sequences = await rowsOf<{ name: string; last_value: string | number | null }>(
    q,
    sql`select sequencename as name, last_value from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  return sequences.map((s) => ({ name: s.name, lastValue: s.last_value === null ? null : String(s.last_value) }));
}
