import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_WIRE_KEY, smCryptoCipher } from '@rcwb/shared';
import { FakeXhr, uploadOk } from './fake-xhr';
import { uploadWithProgress } from './upload-request';
import { xhrFetch } from './xhr-fetch';

const cipher = smCryptoCipher(DEFAULT_WIRE_KEY);

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  Cookies.set('Admin-Token', 'tok-1', { path: '/' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove('Admin-Token', { path: '/' });
});

const last = () => FakeXhr.sent.at(-1)!;

describe('uploadWithProgress', () => {
  it('posts file + sm4Str + kind with the bearer token and reports progress', async () => {
    const progress: number[] = [];
    const file = new File(['png'], 'a.png', { type: 'image/png' });
    const result = uploadWithProgress(file, { kind: 'image', onProgress: (p) => progress.push(p) });
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));

    const xhr = last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/upload/upload');
    expect(xhr.requestHeaders.authorization).toBe('Bearer tok-1');
    expect(xhr.requestHeaders.reqtype).toBeUndefined();
    expect((xhr.field('file') as File).name).toBe('a.png');
    expect(xhr.field('kind')).toBe('image');
    expect(JSON.parse(cipher.decrypt(String(xhr.field('sm4Str'))))).toMatchObject({ size: 3 });

    xhr.progress(1, 4);
    xhr.progress(3, 4);
    xhr.respond(200, uploadOk('/files/k1', 7, 'a.png'));
    await expect(result).resolves.toMatchObject({ url: '/files/k1', id: 7, name: 'a.png' });
    expect(progress).toEqual([25, 75]);
  });

  it('rejects an unsuccessful answer with its message, without a toast of its own', async () => {
    const result = uploadWithProgress(new File(['x'], 'a.png'));
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    last().respond(200, { success: false, code: 601, message: 'too big' });
    await expect(result).rejects.toMatchObject({ kind: 'business', message: 'too big' });
  });

  it('rejects a dropped connection as a network error', async () => {
    const result = uploadWithProgress(new File(['x'], 'a.png'));
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    last().fail();
    await expect(result).rejects.toMatchObject({ kind: 'network' });
  });

  it('aborts the request when the caller cancels', async () => {
    const controller = new AbortController();
    const result = uploadWithProgress(new File(['x'], 'a.png'), { signal: controller.signal });
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    controller.abort();
    await expect(result).rejects.toMatchObject({ kind: 'aborted' });
    expect(last().aborted).toBe(true);
  });
});

describe('xhrFetch', () => {
  it('builds a Response with the answer headers', async () => {
    const fetch = xhrFetch(undefined, () => new FakeXhr() as unknown as XMLHttpRequest);
    const pending = fetch('/x', { method: 'GET', headers: { 'X-A': '1' } });
    last().respond(201, 'hello', { 'x-b': '2' });
    const response = await pending;
    expect(response.status).toBe(201);
    expect(response.headers.get('x-b')).toBe('2');
    await expect(response.text()).resolves.toBe('hello');
    expect(last().requestHeaders['x-a']).toBe('1');
  });

  it('rejects at once for an already aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(xhrFetch()('/x', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(FakeXhr.sent).toHaveLength(0);
  });
});
