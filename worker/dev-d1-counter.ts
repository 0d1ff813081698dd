// Local development only: counts the D1 statements that write (and the rows they report written),
// so `npm run load` can print D1 writes per 1,000 requests against `npm start`. Read and reset at
// GET /dev/d1-writes (routes/dev-mailbox.ts, loopback only). Never active in production: the
// Worker wraps its DB binding with this only when isLocalDevelopment(env).
import { isLocalDevelopment } from "./local-development";

const WRITE = /^\s*(insert|update|delete|replace)\b/i;

export interface D1WriteCounts {
  /** Statements that write (INSERT, UPDATE, DELETE, REPLACE), each statement of a batch counted. */
  statements: number;
  /** Rows those statements reported written (meta.rows_written), where D1 reports it. */
  rowsWritten: number;
  /** Every statement, reads included. */
  allStatements: number;
}

// Module state: per isolate, which in `wrangler dev` is the Worker and its Durable Objects.
const counts: D1WriteCounts = { statements: 0, rowsWritten: 0, allStatements: 0 };

export function readD1WriteCounts(reset: boolean): D1WriteCounts {
  const copy = { ...counts };
  if (reset) Object.assign(counts, { statements: 0, rowsWritten: 0, allStatements: 0 });
  return copy;
}

type Statement = Record<string, unknown>;
const sqlOf = new WeakMap<object, string>();

function count(sql: string | undefined, result: unknown) {
  counts.allStatements += 1;
  if (sql && WRITE.test(sql)) {
    counts.statements += 1;
    const written = (result as { meta?: { rows_written?: number } } | null)?.meta?.rows_written;
    if (typeof written === "number") counts.rowsWritten += written;
  }
}

function instrument(statement: D1PreparedStatement, sql: string): D1PreparedStatement {
  const target = statement as unknown as Statement;
  sqlOf.set(statement, sql);
  const bind = statement.bind.bind(statement);
  target.bind = (...values: unknown[]) => instrument(bind(...values), sql);
  for (const method of ["run", "all", "first", "raw"] as const) {
    const original = (statement[method] as (...args: unknown[]) => Promise<unknown>).bind(statement);
    target[method] = async (...args: unknown[]) => {
      const result = await original(...args);
      count(sql, method === "run" || method === "all" ? result : null);
      return result;
    };
  }
  return statement;
}

/** The same D1 binding, counting what it runs. */
export function countingD1(db: D1Database): D1Database {
  return new Proxy(db, {
    get(target, property) {
      if (property === "prepare") return (sql: string) => instrument(target.prepare(sql), sql);
      if (property === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          const results = await target.batch(statements);
          statements.forEach((statement, i) => count(sqlOf.get(statement), results[i]));
          return results;
        };
      }
      const value = Reflect.get(target, property) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Local `wrangler dev` (not the tests, not a deploy): count D1 writes for the load test. */
export function countsD1Writes(env: Pick<Env, "ENVIRONMENT" | "APP_ORIGIN">): boolean {
  return (env.ENVIRONMENT === "development" || env.ENVIRONMENT === "load") && isLocalDevelopment(env);
}
