import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type TRegisteredRoute } from '../src/app';
import { connectDb } from '../src/db/client';
import { AUTHZ_MATRIX } from './authz-matrix';
import { createTestApp, type TTestApp } from './harness';

let t: TTestApp;
let routes: TRegisteredRoute[];
beforeAll(async () => {
  t = await createTestApp();
  // A second build on the same database yields the registered-route list.
  const database = connectDb(t.databaseUrl, 1);
  const built = await buildApp({ config: t.config, database, logger: false });
  routes = built.routes;
  await built.app.close();
  await database.close();
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('every registered route declares a guard', () => {
    const unguarded = routes.filter((r) => !r.guard).map((r) => `${r.method} ${r.url}`);
    expect(unguarded).toEqual([]);
  });

  it('every route has the guard the matrix gives it, and the matrix lists nothing else', () => {
    const actual = Object.fromEntries(routes.map((r) => [`${r.method} ${r.url}`, r.guard]));
    expect(actual).toEqual(AUTHZ_MATRIX);
  });

  it('a non-public route refuses an anonymous caller with code 401', async () => {
    const guarded = routes.filter(
      (r) => r.guard !== 'public' && r.url.startsWith('/api/') && !r.url.includes(':'),
    );
    for (const r of guarded) {
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: r.url,
        headers: { 'accept-language': 'en' },
      });
      expect({ route: `${r.method} ${r.url}`, code: res.json().code }).toEqual({
        route: `${r.method} ${r.url}`,
        code: 401,
      });
    }
  });
});
