import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { readAll } from '../src/core/tx';
import { connectDb } from '../src/db/client';

/**
 * readAll on the real driver: on the pool the reads run side by side, in a transaction (one
 * connection) the next read starts only once the one before has its answer.
 */
const database = connectDb(inject('adminDatabaseUrl'), 4);
afterAll(() => database.close());

/** A read that notes when it starts and when its answer is in. */
function traced(events: string[], name: string, db: Parameters<typeof readAll>[0]) {
  return async () => {
    events.push(`${name} starts`);
    const rows = await db.execute(sql`SELECT ${name}::text AS name FROM pg_sleep(0.05)`);
    events.push(`${name} answered`);
    return rows.rows[0]!['name'] as string;
  };
}

describe('readAll', () => {
  it('runs the reads side by side on the pool, each answer in its place', async () => {
    const events: string[] = [];
    const { db } = database;
    const answers = await readAll(db, [traced(events, 'a', db), traced(events, 'b', db)]);
    expect(answers).toEqual(['a', 'b']);
    expect(events.slice(0, 2)).toEqual(['a starts', 'b starts']);
  });

  it('runs them one after the other in a transaction', async () => {
    const events: string[] = [];
    const answers = await database.db.transaction((tx) =>
      readAll(tx, [traced(events, 'a', tx), traced(events, 'b', tx), traced(events, 'c', tx)]),
    );
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['a starts', 'a answered', 'b starts', 'b answered', 'c starts', 'c answered']);
  });
});
