import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { downloadZip } from './download-zip';
import { FILE_DOWNLOAD_PATH, useDownload } from './use-download';

vi.mock('./download-zip', () => ({ downloadZip: vi.fn(async () => true) }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useDownload', () => {
  it('flags downloading while a download runs', async () => {
    let finish: (saved: boolean) => void = () => undefined;
    const spy = vi
      .spyOn(api, 'download')
      .mockImplementation(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useDownload());
    expect(result.current.downloading).toBe(false);

    let done: Promise<boolean> | undefined;
    act(() => {
      done = result.current.download('/system/user/export', { a: 1 }, 'users.xlsx');
    });
    expect(result.current.downloading).toBe(true);
    expect(spy).toHaveBeenCalledWith('/system/user/export', { a: 1 }, 'users.xlsx');

    await act(async () => {
      finish(true);
      await done;
    });
    expect(result.current.downloading).toBe(false);
    await expect(done).resolves.toBe(true);
  });

  it('downloads stored files through the generic endpoint', async () => {
    const spy = vi.spyOn(api, 'download').mockResolvedValue(false);
    const { result } = renderHook(() => useDownload());
    await act(async () => {
      await expect(result.current.downloadFile('/talent/file/12', 'cv.pdf')).resolves.toBe(false);
    });
    expect(spy).toHaveBeenCalledWith(
      FILE_DOWNLOAD_PATH,
      { fileName: '/talent/file/12', delete: false },
      'cv.pdf',
    );
  });

  it('passes zip downloads on', async () => {
    const { result } = renderHook(() => useDownload());
    await act(async () => {
      await result.current.downloadZip('/tool/gen/batchGenCode', 'code.zip');
    });
    expect(downloadZip).toHaveBeenCalledWith('/tool/gen/batchGenCode', 'code.zip');
  });
});
