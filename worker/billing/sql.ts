import type { SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client.ts";

// drizzle's D1 batch cannot take raw `sql` statements with parameters (SQLiteRaw has no prepared
// statement to bind), and the billing rules are easiest to read as plain SQL upserts. So statements
// are built as { sql, params } (from a `sql` template or any query builder's toSQL()) and batched on
// the D1 client directly: one D1 batch is still one transaction, all or nothing.

const dialect = new SQLiteAsyncDialect();

export type Stmt = { sql: string; params: unknown[] };

export function stmt(query: SQL | { toSQL(): { sql: string; params: unknown[] } }): Stmt {
  if ("toSQL" in query) {
    const q = query.toSQL();
    return { sql: q.sql, params: q.params };
  }
  const q = dialect.sqlToQuery(query);
  return { sql: q.sql, params: q.params };
}

export async function runBatch(db: Db, statements: Stmt[]) {
  const d1 = db.$client;
  return d1.batch(statements.map((s) => d1.prepare(s.sql).bind(...s.params)));
}

export async function runOne(db: Db, statement: Stmt) {
  return db.$client
    .prepare(statement.sql)
    .bind(...statement.params)
    .run();
}
