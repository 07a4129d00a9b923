import { useCallback, useRef, useState } from 'react';
import { api } from '@/lib/api';
import { downloadZip } from './download-zip';

/** The generic file download endpoint (SPEC §7): body `{ fileName, delete }`, blob answer. */
export const FILE_DOWNLOAD_PATH = '/talent/file/download';

/**
 * Saves a stored file (an upload URL such as `/talent/file/12` or `/files/<key>`, a storage key or
 * a file id) under `fileName`, or under the name the server sends. Loader and error messages as in
 * `api.download`. Resolves true when saved. Plain function, usable outside React.
 */
export const downloadStoredFile = (file: string, fileName?: string): Promise<boolean> =>
  api.download(FILE_DOWNLOAD_PATH, { fileName: file, delete: false }, fileName);

/**
 * Download helpers for screens, with a `downloading` flag to disable the button meanwhile:
 * - `download(url, data, fileName?)`: POST download with a blob answer (`api.download`: the
 *   'downloading data, please wait' loader, JSON-in-blob refusals shown via code map → msg →
 *   default, 'error downloading file, contact the administrator' on failure);
 * - `downloadFile(file, fileName?)`: a stored file through `/talent/file/download`;
 * - `downloadZip(url, name)`: GET with the bearer token, saved as a zip (SPEC §7).
 * Each resolves true when the file was saved.
 */
export function useDownload() {
  const [downloading, setDownloading] = useState(false);
  const running = useRef(0);

  const track = useCallback(async (work: () => Promise<boolean>) => {
    running.current += 1;
    setDownloading(true);
    try {
      return await work();
    } finally {
      running.current -= 1;
      if (running.current === 0) setDownloading(false);
    }
  }, []);

  return {
    downloading,
    download: useCallback(
      (url: string, data: Record<string, unknown>, fileName?: string) =>
        track(() => api.download(url, data, fileName)),
      [track],
    ),
    downloadFile: useCallback(
      (file: string, fileName?: string) => track(() => downloadStoredFile(file, fileName)),
      [track],
    ),
    downloadZip: useCallback((url: string, name: string) => track(() => downloadZip(url, name)), [track]),
  };
}
