import { describe, expect, it } from 'vitest';
import { fakeServer, testDeps } from '@/test/fake-api';
import { createZipDownloader } from './download-zip';

describe('downloadZip', () => {
  it('GETs the archive with the bearer token and saves it behind the loader', async () => {
    const server = fakeServer(() => ({
      raw: 'PK\u0003\u0004',
      headers: { 'Content-Type': 'application/octet-stream' },
    }));
    const { deps, ui, saveFile } = testDeps(server.fetch);

    await expect(createZipDownloader(deps)('/tool/gen/batchGenCode?tables=a', 'code.zip')).resolves.toBe(
      true,
    );

    const [request] = server.calls;
    expect(request?.method).toBe('GET');
    expect(`${request!.url.pathname}${request!.url.search}`).toBe('/api/tool/gen/batchGenCode?tables=a');
    expect(request?.headers.get('Authorization')).toBe('Bearer token-123');
    expect(saveFile).toHaveBeenCalledWith(
      expect.objectContaining({ size: 4, type: 'application/zip' }),
      'code.zip',
    );
    expect(ui.toasts).toEqual([{ type: 'loading', text: 'downloading data, please wait' }]);
    expect(ui.closedLoaders()).toBe(1);
  });

  it('shows a JSON refusal by code map, then msg, then the default', async () => {
    const replies = [{ code: 403, msg: 'server text' }, { code: 500, msg: 'no such archive' }, { code: 500 }];
    const server = fakeServer(() => ({ json: replies.shift() }));
    const { deps, ui, saveFile } = testDeps(server.fetch);
    const downloadZip = createZipDownloader(deps);

    for (let i = 0; i < 3; i++) await expect(downloadZip('/x', 'x.zip')).resolves.toBe(false);

    expect(saveFile).not.toHaveBeenCalled();
    expect(ui.toasts.filter((toast) => toast.type === 'error').map((toast) => toast.text)).toEqual([
      'No permission for the current operation',
      'no such archive',
      'Unknown system error, please report to the administrator',
    ]);
    expect(ui.closedLoaders()).toBe(3);
  });

  it('says "error downloading file" on transport and HTTP failures', async () => {
    for (const reply of [{ networkError: true }, { status: 500, raw: 'boom' }]) {
      const { deps, ui, saveFile } = testDeps(fakeServer(() => reply).fetch);
      await expect(createZipDownloader(deps)('/x', 'x.zip')).resolves.toBe(false);
      expect(saveFile).not.toHaveBeenCalled();
      expect(ui.toasts.at(-1)).toEqual({
        type: 'error',
        text: 'error downloading file, contact the administrator',
        seconds: undefined,
      });
      expect(ui.closedLoaders()).toBe(1);
    }
  });

  it('leaves absolute and already prefixed URLs alone', async () => {
    const server = fakeServer(() => ({ raw: 'PK', headers: { 'Content-Type': 'application/zip' } }));
    const { deps } = testDeps(server.fetch);
    await createZipDownloader(deps)('/api/a.zip', 'a.zip');
    await createZipDownloader(deps)('http://localhost/b.zip', 'b.zip');
    expect(server.calls.map((c) => c.url.pathname)).toEqual(['/api/a.zip', '/b.zip']);
  });
});
