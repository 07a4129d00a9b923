import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_HEADER, WIRE } from '@rcwb/shared';
import { fakeServer, testDeps } from '@/test/fake-api';
import type { ApiError } from './api-error';
import { createApiClient } from './client';

const ok = (data: unknown) => ({ json: { code: 200, msg: 'ok', data } });

afterEach(() => {
  vi.useRealTimers();
});

describe('wire protocol', () => {
  it('encrypts GET params into reqData and decrypts the answer (round trip)', async () => {
    const server = fakeServer((request) => ok({ echo: request.params, long: 'x'.repeat(300) }));
    const api = createApiClient(testDeps(server.fetch).deps);

    const data = await api.get<{ echo: unknown; long: string }>('/web-auth/dict/listAll', {
      dictTypes: ['a'],
    });

    expect(data.echo).toEqual({ dictTypes: ['a'] });
    expect(data.long).toHaveLength(300);
    const [request] = server.calls;
    expect(request?.url.pathname).toBe('/api/web-auth/dict/listAll');
    expect([...request!.url.searchParams.keys()]).toEqual([WIRE.queryParam]);
    expect(request?.headers.get('reqtype')).toBe('sm4');
    expect(request?.headers.get('restype')).toBe('sm4');
    expect(request?.headers.get('Accept-Language')).toBe('en');
    expect(request?.headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('encrypts POST/PUT bodies as { reqData }', async () => {
    const server = fakeServer((request) => ok(request.body));
    const api = createApiClient(testDeps(server.fetch).deps);

    await expect(api.post('/web-auth/updatePassword', { a: 1 })).resolves.toEqual({ a: 1 });
    await expect(api.put('/message/read', { all: true })).resolves.toEqual({ all: true });
    const raw = JSON.parse(String(server.calls[0]?.rawBody)) as Record<string, unknown>;
    expect(Object.keys(raw)).toEqual(['reqData']);
    expect(server.calls[0]?.headers.get('Content-Type')).toMatch(/application\/json/);
  });

  it('omits the token when isToken is false or there is none', async () => {
    const server = fakeServer(() => ok(null));
    await createApiClient(testDeps(server.fetch).deps).get('/web-auth/code', undefined, { isToken: false });
    await createApiClient(testDeps(server.fetch, { getToken: () => undefined }).deps).get('/x');
    expect(server.calls.map((c) => c.headers.has('Authorization'))).toEqual([false, false]);
  });

  it('names the current screen in x-rcwb-screen, so reads of personal data are logged with it', async () => {
    const server = fakeServer(() => ok(null));
    await createApiClient(testDeps(server.fetch, { getScreen: () => '/g070101/gcIndex' }).deps).get('/x');
    await createApiClient(testDeps(server.fetch).deps).get('/x');
    expect(server.calls.map((c) => c.headers.get(SCREEN_HEADER))).toEqual(['/g070101/gcIndex', null]);
  });

  it('accepts plain JSON answers without the restypesm header', async () => {
    const server = fakeServer(() => ({ raw: JSON.stringify({ code: 200, data: 7 }) }));
    await expect(createApiClient(testDeps(server.fetch).deps).get('/x')).resolves.toBe(7);
  });

  it('rejects an unreadable encrypted answer as a format error', async () => {
    const server = fakeServer(() => ({ raw: 'zz$not-hex', headers: { restypesm: '1' } }));
    const { deps, ui } = testDeps(server.fetch);
    await expect(createApiClient(deps).get('/x')).rejects.toMatchObject({ kind: 'format' });
    expect(ui.toasts).toEqual([
      { type: 'error', text: 'Unknown system error, please report to the administrator', seconds: 5 },
    ]);
  });
});

describe('envelope handling', () => {
  it('returns the whole envelope for pages', async () => {
    const server = fakeServer(() => ({ json: { code: 200, msg: 'ok', rows: [{ id: 1 }], total: 41 } }));
    const page = await createApiClient(testDeps(server.fetch).deps).page('/message/list', {
      page: 1,
      limit: 20,
    });
    expect(page).toMatchObject({ code: 200, rows: [{ id: 1 }], total: 41 });
  });

  it('shows 500 as an error toast and other codes as warnings', async () => {
    const server = fakeServer((request) =>
      request.url.pathname.endsWith('/boom')
        ? { json: { code: 500, msg: 'boom' } }
        : { json: { code: 601, msg: 'careful' } },
    );
    const { deps, ui } = testDeps(server.fetch);
    const api = createApiClient(deps);

    await expect(api.get('/boom')).rejects.toMatchObject({ kind: 'business', code: 500, message: 'boom' });
    await expect(api.get('/warn')).rejects.toMatchObject({ kind: 'business', code: 601, message: 'careful' });
    expect(ui.toasts).toEqual([
      { type: 'error', text: 'boom', seconds: undefined },
      { type: 'warning', text: 'careful', seconds: undefined },
    ]);
  });

  it("carries the refusing envelope's data (field messages) on the error", async () => {
    const server = fakeServer(() => ({
      json: { code: 601, msg: 'invalid', data: { fields: { name: 'taken' } } },
    }));
    const api = createApiClient(testDeps(server.fetch).deps);
    await expect(api.post('/users', { name: 'x' })).rejects.toMatchObject({
      kind: 'business',
      data: { fields: { name: 'taken' } },
    });
  });

  it('resolves messages: code map, then msg, then message, then default', async () => {
    const replies = [
      { code: 403, msg: 'server text' },
      { code: 404 },
      { code: 601, message: 'from message' },
      { code: 601 },
      { code: 601, msg: '', message: 'blank msg falls through' },
    ];
    const server = fakeServer(() => ({ json: replies.shift() }));
    const { deps } = testDeps(server.fetch);
    const api = createApiClient(deps);
    const messages = [];
    for (let i = 0; i < 5; i++) messages.push(await api.get('/x').catch((e: ApiError) => e.message));
    expect(messages).toEqual([
      'No permission for the current operation',
      'The requested resource does not exist',
      'from message',
      'Unknown system error, please report to the administrator',
      'blank msg falls through',
    ]);
  });

  it('stays quiet with showError: false but still rejects', async () => {
    const server = fakeServer(() => ({ json: { code: 500, msg: 'boom' } }));
    const { deps, ui } = testDeps(server.fetch);
    await expect(createApiClient(deps).get('/x', undefined, { showError: false })).rejects.toThrow('boom');
    expect(ui.toasts).toEqual([]);
  });
});

describe('session expiry (code 401)', () => {
  it('opens one dialog for concurrent 401s and rejects every call', async () => {
    const server = fakeServer(() => ({ json: { code: 401, msg: 'expired' } }));
    const { deps, ui, onSessionExpired } = testDeps(server.fetch);
    const api = createApiClient(deps);

    const results = await Promise.allSettled([api.get('/a'), api.get('/b'), api.post('/c', { n: 1 })]);

    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const r of results) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({
        kind: 'session',
        message: 'invalid session or session expired, please log in again',
      });
    }
    expect(ui.dialogs).toHaveLength(1);
    expect(ui.dialogs[0]).toEqual({
      title: 'System notice',
      content: 'login status expired, you can stay on the page or log in again',
      okText: 'log in again',
      cancelText: 'cancel',
    });

    ui.answer(true);
    await vi.waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
  });

  it('shows the dialog again once the previous one was cancelled', async () => {
    const server = fakeServer(() => ({ json: { code: 401 } }));
    const { deps, ui, onSessionExpired } = testDeps(server.fetch);
    const api = createApiClient(deps);

    await api.get('/a').catch(() => undefined);
    ui.answer(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await api.get('/b').catch(() => undefined);

    expect(ui.dialogs).toHaveLength(2);
    expect(onSessionExpired).not.toHaveBeenCalled();
    ui.answer(false);
  });

  it('skips the dialog in silent mode', async () => {
    const server = fakeServer(() => ({ json: { code: 401 } }));
    const { deps, ui } = testDeps(server.fetch);
    await expect(
      createApiClient(deps).get('/web-auth/getUserInfo', undefined, { onSessionExpired: 'silent' }),
    ).rejects.toMatchObject({ kind: 'session' });
    expect(ui.dialogs).toHaveLength(0);
  });
});

describe('transport failures', () => {
  it('maps a network error to the fixed message for 5 s', async () => {
    const server = fakeServer(() => ({ networkError: true }));
    const { deps, ui } = testDeps(server.fetch);
    await expect(createApiClient(deps).get('/x')).rejects.toMatchObject({ kind: 'network' });
    expect(ui.toasts).toEqual([{ type: 'error', text: 'backend interface connection abnormal', seconds: 5 }]);
  });

  it('maps an HTTP status failure to "system interface N abnormal"', async () => {
    const server = fakeServer(() => ({ status: 502, raw: 'bad gateway' }));
    const { deps, ui } = testDeps(server.fetch);
    await expect(createApiClient(deps).get('/x')).rejects.toMatchObject({ kind: 'http', status: 502 });
    expect(ui.toasts).toEqual([{ type: 'error', text: 'system interface 502 abnormal', seconds: 5 }]);
  });

  it('times out after 300000 ms', async () => {
    vi.useFakeTimers();
    const server = fakeServer(() => ({ hang: true }));
    const { deps, ui } = testDeps(server.fetch);
    const call = createApiClient(deps).get('/slow');
    const outcome = expect(call).rejects.toMatchObject({
      kind: 'timeout',
      message: 'system interface request timed out',
    });

    await vi.advanceTimersByTimeAsync(299_999);
    expect(ui.toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(ui.toasts).toEqual([{ type: 'error', text: 'system interface request timed out', seconds: 5 }]);
  });

  it('treats a caller abort as silent cancellation', async () => {
    const server = fakeServer(() => ({ hang: true }));
    const { deps, ui } = testDeps(server.fetch);
    const controller = new AbortController();
    const call = createApiClient(deps).get('/x', undefined, { signal: controller.signal });
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'aborted' });
    expect(ui.toasts).toEqual([]);
  });
});

describe('duplicate-submit guard', () => {
  it('rejects the same POST within 1000 ms without updating the record', async () => {
    const server = fakeServer(() => ok(null));
    const { deps, ui, clock } = testDeps(server.fetch);
    const api = createApiClient(deps);

    await api.post('/form', { a: 1 });
    clock.now += 600;
    await expect(api.post('/form', { a: 1 })).rejects.toMatchObject({
      kind: 'repeat',
      message: 'data is being processed, do not resubmit',
    });
    // Measured from the first accepted submit (t=0), not from the rejected one (t=600).
    clock.now += 400;
    await expect(api.post('/form', { a: 1 })).resolves.toBeNull();

    expect(server.calls).toHaveLength(2);
    expect(ui.toasts).toEqual([
      { type: 'error', text: 'data is being processed, do not resubmit', seconds: 5 },
    ]);
  });

  it('lets different data, other urls, GETs and repeatSubmit: false through', async () => {
    const server = fakeServer(() => ok(null));
    const { deps } = testDeps(server.fetch);
    const api = createApiClient(deps);

    await api.post('/form', { a: 1 });
    await api.post('/form', { a: 2 });
    await api.post('/other', { a: 2 });
    await api.put('/other', { a: 2 }, { repeatSubmit: false });
    await api.get('/list', { a: 2 });
    await api.get('/list', { a: 2 });
    expect(server.calls).toHaveLength(6);
    // The opt-out travels to the server, which applies the same rule.
    expect(server.calls.map((c) => c.headers.get('repeatsubmit'))).toEqual([
      null,
      null,
      null,
      'false',
      null,
      null,
    ]);
  });

  it('guards PUT like POST', async () => {
    const server = fakeServer(() => ok(null));
    const api = createApiClient(testDeps(server.fetch).deps);
    await api.put('/x', { a: 1 });
    await expect(api.put('/x', { a: 1 })).rejects.toMatchObject({ kind: 'repeat' });
  });

  it('keeps only a digest of the last request in storage', async () => {
    const server = fakeServer(() => ok(null));
    const { deps, storage } = testDeps(server.fetch);
    await createApiClient(deps).post('/register', { idNumber: '110101199003077777' });
    const record = JSON.parse(storage.map.get('sessionObj') ?? '{}') as Record<string, unknown>;
    expect(record).toMatchObject({ url: '/register', time: 1_000_000 });
    expect(JSON.stringify(record)).not.toContain('110101199003077777');
  });
});
