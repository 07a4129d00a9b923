import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { TDb } from '../db/client';

/** A transaction of the database: what a service opens and hands to its repositories. */
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
/** The database or a transaction of it: what repository functions run on. */
export type TExec = TDb | TTx;

/**
 * Independent reads: side by side on the pool (each on a connection of its own), one after the
 * other in a transaction, which is one connection: it runs one query at a time, and pg
 * deprecates sending it another while one runs. For functions called both ways.
 */
export async function readAll<const T extends readonly (() => PromiseLike<unknown>)[]>(
  db: TExec,
  reads: T,
): Promise<TResults<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as TResults<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as TResults<T>;
}

/** What each read of `readAll` answers, in its place. */
type TResults<T extends readonly (() => PromiseLike<unknown>)[]> = {
  -readonly [K in keyof T]: Awaited<ReturnType<T[K]>>;
};

/**
 * Serialises writers of one mobile number (registration, binding, SMS sends, staff accounts)
 * until the transaction ends: the account table has no unique index on mobile, so the check and
 * the write must not interleave. Several modules write accounts, so the lock lives here.
 */
export async function lockMobile(tx: TTx, mobile: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`rcwb:mobile:${mobile}`}, 0))`);
}

/** True when PostgreSQL refused a write for the named unique index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  let e: unknown = err;
  // drizzle wraps driver errors; the pg error is the cause.
  for (let i = 0; i < 3 && e; i += 1) {
    const pgErr = e as { code?: string; constraint?: string; cause?: unknown };
    if (pgErr.code === '23505') return !constraint || pgErr.constraint === constraint;
    e = pgErr.cause;
  }
  return false;
}
