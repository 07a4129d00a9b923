import { describe, expect, it } from 'vitest';
import { fakeServer, testCipher, testDeps } from '@/test/fake-api';
import { createApiClient } from './client';
import { dispositionName } from './files';

describe('upload', () => {
  it('posts multipart file + sm4Str without the envelope cipher', async () => {
    const server = fakeServer(() => ({
      json: {
        success: true,
        code: 200,
        data: '/files/abc',
        attributes: { id: 9, name: 'cv.pdf', size: 5, mime: 'application/pdf' },
      },
    }));
    const { deps } = testDeps(server.fetch);
    const file = new File(['hello'], 'cv.pdf', { type: 'application/pdf' });

    const result = await createApiClient(deps).upload(file, { kind: 'file' });

    expect(result).toEqual({ url: '/files/abc', id: 9, name: 'cv.pdf', size: 5, mime: 'application/pdf' });
    const [request] = server.calls;
    expect(request?.url.pathname).toBe('/api/upload/upload');
    expect(request?.headers.has('reqtype')).toBe(false);
    expect(request?.headers.has('restype')).toBe(false);
    expect(request?.headers.get('Authorization')).toBe('Bearer token-123');
    const form = request?.rawBody as FormData;
    expect((form.get('file') as File).name).toBe('cv.pdf');
    expect(form.get('kind')).toBe('file');
    const token = JSON.parse(testCipher.decrypt(String(form.get('sm4Str')))) as {
      nonce: string;
      size: number;
    };
    expect(token.size).toBe(5);
    expect(token.nonce).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows message (then msg) of an unsuccessful answer', async () => {
    const server = fakeServer(() => ({
      json: { success: false, code: 500, message: 'too big', msg: 'other' },
    }));
    const { deps, ui } = testDeps(server.fetch);
    await expect(createApiClient(deps).upload(new Blob(['x']))).rejects.toMatchObject({ message: 'too big' });
    expect(ui.toasts).toEqual([{ type: 'error', text: 'too big', seconds: undefined }]);
  });

  it('opens the session dialog on code 401', async () => {
    const server = fakeServer(() => ({ json: { success: false, code: 401 } }));
    const { deps, ui } = testDeps(server.fetch);
    await expect(createApiClient(deps).upload(new Blob(['x']))).rejects.toMatchObject({ kind: 'session' });
    expect(ui.dialogs).toHaveLength(1);
    ui.answer(false);
  });
});

describe('download', () => {
  const pdf = () => ({ raw: '%PDF', headers: { 'Content-Type': 'application/pdf' } });

  it('saves the blob under the given name behind the loader', async () => {
    const server = fakeServer(pdf);
    const { deps, ui, saveFile } = testDeps(server.fetch);

    await expect(
      createApiClient(deps).download(
        '/talent/file/download',
        { fileName: '/files/a/b.pdf', delete: false },
        'mine.pdf',
      ),
    ).resolves.toBe(true);

    expect(server.calls[0]?.body).toEqual({ fileName: '/files/a/b.pdf', delete: false });
    expect(server.calls[0]?.method).toBe('POST');
    expect(saveFile).toHaveBeenCalledWith(expect.objectContaining({ size: 4 }), 'mine.pdf');
    expect(ui.toasts).toEqual([{ type: 'loading', text: 'downloading data, please wait' }]);
    expect(ui.closedLoaders()).toBe(1);
  });

  it('falls back to Content-Disposition, then the base name of fileName', async () => {
    const named = fakeServer(() => ({
      ...pdf(),
      headers: { 'Content-Disposition': "attachment; filename*=UTF-8''%E7%AE%80%E5%8E%86.pdf" },
    }));
    const first = testDeps(named.fetch);
    await createApiClient(first.deps).download('/talent/file/download', { fileName: '/files/k/x.pdf' });
    expect(first.saveFile).toHaveBeenCalledWith(expect.objectContaining({ size: 4 }), '简历.pdf');

    const bare = fakeServer(pdf);
    const second = testDeps(bare.fetch);
    await createApiClient(second.deps).download('/talent/file/download', { fileName: '/files/k/x.pdf' });
    expect(second.saveFile).toHaveBeenCalledWith(expect.objectContaining({ size: 4 }), 'x.pdf');
  });

  it('shows the message of a JSON refusal through the code map', async () => {
    const server = fakeServer(() => ({ json: { code: 403, msg: 'nope' } }));
    const { deps, ui, saveFile } = testDeps(server.fetch);
    await expect(createApiClient(deps).download('/talent/file/download', { fileName: 'f' })).resolves.toBe(
      false,
    );
    expect(saveFile).not.toHaveBeenCalled();
    expect(ui.toasts.at(-1)).toEqual({
      type: 'error',
      text: 'No permission for the current operation',
      seconds: undefined,
    });
    expect(ui.closedLoaders()).toBe(1);
  });

  it('shows downloadError on a transport failure', async () => {
    const server = fakeServer(() => ({ status: 500, raw: 'x' }));
    const { deps, ui } = testDeps(server.fetch);
    await expect(createApiClient(deps).download('/talent/file/download', { fileName: 'f' })).resolves.toBe(
      false,
    );
    expect(ui.toasts.filter((toast) => toast.type === 'error')).toEqual([
      { type: 'error', text: 'error downloading file, contact the administrator', seconds: undefined },
    ]);
  });
});

describe('dispositionName', () => {
  it('reads plain and RFC 5987 names', () => {
    expect(dispositionName('attachment; filename="a b.txt"')).toBe('a b.txt');
    expect(dispositionName("attachment; filename=x.txt; filename*=UTF-8''y%20z.txt")).toBe('y z.txt');
    expect(dispositionName(null)).toBeUndefined();
  });
});
