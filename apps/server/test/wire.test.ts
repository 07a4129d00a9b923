import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIRE, encodeBody } from '@rcwb/shared';
import { route, guard } from '../src/core/route';
import type { TModule } from '../src/core/module';
import { modules } from '../src/modules';
import { createTestApp, type TTestApp } from './harness';

// A module used only here to exercise the wire layer with a route that echoes its input.
const echoModule: TModule = {
  name: 'echo',
  routes: () => [
    route({ method: 'GET', url: '/test/echo', guard: guard.public, handler: async ({ input }) => input }),
    route({ method: 'POST', url: '/test/echo', guard: guard.public, handler: async ({ input }) => input }),
    route({
      method: 'GET',
      url: '/test/big',
      guard: guard.public,
      handler: async () => ({ text: '人才'.repeat(70000) }),
    }),
  ],
};

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({}, { modules: [...modules, echoModule] });
});
afterAll(() => t.close());

describe('wire protocol', () => {
  it('decrypts reqData params and encrypts the answer', async () => {
    const res = await t.api.get('/test/echo', { keyword: '数字人才', page: 2 });
    expect(res.status).toBe(200);
    expect(res.headers[WIRE.encryptedResponseHeader]).toBe('1');
    expect(res.raw).toMatch(/^[0-9a-f]+$/);
    expect(res.body).toMatchObject({ code: 200, data: { keyword: '数字人才', page: 2 } });
  });

  it('decrypts POST bodies', async () => {
    const res = await t.api.post('/test/echo', { name: '张三', list: [1, 2] });
    expect(res.body).toMatchObject({ code: 200, data: { name: '张三', list: [1, 2] } });
  });

  it('answers in plain JSON when the client does not ask for encryption', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/echo' });
    expect(res.headers[WIRE.encryptedResponseHeader]).toBeUndefined();
    expect(res.json()).toMatchObject({ code: 200, data: {} });
  });

  it('splits long answers into $-separated segments', async () => {
    const res = await t.api.get<{ text: string }>('/test/big');
    expect(res.raw.split('$').length).toBeGreaterThan(1);
    expect(res.body.data?.text.length).toBe(140000);
  });

  it.each([
    [
      'plain JSON body without reqtype',
      { 'content-type': 'application/json' },
      JSON.stringify({ name: 'x' }),
    ],
    [
      'reqData not hex',
      { reqtype: 'sm4', 'content-type': 'application/json' },
      JSON.stringify({ reqData: 'zz' }),
    ],
    ['reqData missing', { reqtype: 'sm4', 'content-type': 'application/json' }, JSON.stringify({ other: 1 })],
    [
      'truncated ciphertext',
      { reqtype: 'sm4', 'content-type': 'application/json' },
      JSON.stringify({ reqData: 'ab'.repeat(16) }),
    ],
    ['malformed JSON', { reqtype: 'sm4', 'content-type': 'application/json' }, '{"reqData":'],
  ])('refuses a bad envelope (%s) with one generic 400', async (_name, headers, payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: '请求无法识别' });
  });

  it('refuses a body encrypted with another key', async () => {
    const { smCryptoCipher } = await import('@rcwb/shared');
    const other = smCryptoCipher('00112233445566778899aabbccddeeff');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { reqtype: 'sm4', 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify(encodeBody(other, { a: 1 })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: 'The request could not be understood' });
  });

  it('refuses a bad reqData query with the same 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/echo?reqData=nothex' });
    expect(res.statusCode).toBe(400);
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/no/such/thing',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: 'The requested resource does not exist' });
  });

  it('redirects / to /rcwb/', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/rcwb/');
  });

  it('sends the security headers on answers, cached or not, and on unknown paths', async () => {
    for (const url of ['/api/recruitment/job/home', '/api/recruitment/job/home', '/api/no/such/thing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
    }
  });
});
