import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPersonalData } from '../src/core/personal-data';
import { runSeeds } from '../src/core/seed';
import { modules } from '../src/modules';
import { register } from './accounts-helpers';
import { createTestApp, type TTestApp } from './harness';
import { TEST_DATA_KEY } from './template';

// What the release before authenticated values wrote for 110105194912310021 with the test key
// (format v1: SM4-CBC without a MAC), and a v1 value of another key.
const OWN_V1 =
  'v1.509e49081e57dc4642578efbe04226c6.d68b02d19c90e52bbfd8fa3ea798b144746dbcd0b36518cda5c52256dba4cb2a';
const FOREIGN_V1 =
  'v1.4c728b92caa901830b3bb2093be6f698.5ec947921f2e0ee7bf464c0451bcd2a5deaad74d71e785de40ec435b8295ed85';

let t: TTestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ RCWB_LOG_LEVEL: 'info' }, { logLines });
});
afterAll(() => t.close());

const stored = async (accountId: number): Promise<string> => {
  const res = await t.deps.db.execute(sql`SELECT id_number_enc FROM gc01 WHERE account_id = ${accountId}`);
  return (res.rows[0] as { id_number_enc: string }).id_number_enc;
};

it('stores ID numbers of the first format again, authenticated, on start; what the key cannot read stays', async () => {
  const pd = createPersonalData(TEST_DATA_KEY);
  expect(pd.decrypt(OWN_V1)).toBe('110105194912310021');
  expect(pd.decrypt(FOREIGN_V1)).toBeNull();
  for (let i = 0; i < 3; i += 1) expect((await register(t, 'Gc01')).res.body.code).toBe(200);
  const res = await t.deps.db.execute(sql`SELECT account_id FROM gc01 ORDER BY account_id DESC LIMIT 3`);
  const [own, foreign, current] = (res.rows as { account_id: number }[]).map((r) => r.account_id);
  const untouched = await stored(current!);
  // A database as the release before left it.
  await t.deps.db.execute(sql`UPDATE gc01 SET id_number_enc = ${OWN_V1} WHERE account_id = ${own!}`);
  await t.deps.db.execute(sql`UPDATE gc01 SET id_number_enc = ${FOREIGN_V1} WHERE account_id = ${foreign!}`);

  await runSeeds(t.deps, modules);

  const upgraded = await stored(own!);
  expect(upgraded).toMatch(/^v2\./);
  expect(pd.decrypt(upgraded)).toBe('110105194912310021');
  expect(await stored(foreign!)).toBe(FOREIGN_V1);
  expect(await stored(current!)).toBe(untouched);
  expect(
    logLines.some((line) => line.includes('cannot read') && line.includes(`"accountId":${foreign}`)),
  ).toBe(true);
});
