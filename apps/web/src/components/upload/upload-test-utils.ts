import { cleanup, fireEvent } from '@testing-library/react';
import { type Mock, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import type { UploadResult } from '@/lib/api/files';
import { i18n } from '@/lib/i18n';
import type { UploadWithProgressOptions } from './upload-request';

/** One upload the test finishes by hand. */
export type Deferred = {
  file: File;
  options: UploadWithProgressOptions;
  progress: (percent: number) => void;
  resolve: (url: string, id?: number) => void;
  reject: (error: unknown) => void;
};

type TUploadMock = Mock<(file: File, options?: UploadWithProgressOptions) => Promise<UploadResult>>;

/** Makes the mocked `uploadWithProgress` hang until the test settles each call (listed in `calls`). */
export function deferredUploads(mock: TUploadMock, calls: Deferred[] = []) {
  mock.mockImplementation(
    (file, options = {}) =>
      new Promise<UploadResult>((resolve, reject) => {
        options.signal?.addEventListener('abort', () => reject(new ApiError('aborted', 'aborted')));
        calls.push({
          file,
          options,
          progress: (percent) => options.onProgress?.(percent),
          resolve: (url, id = calls.length) => resolve({ url, id, name: file.name }),
          reject,
        });
      }),
  );
  return calls;
}

/**
 * The set-up of an upload component's test file: English texts, the mocked `uploadWithProgress`
 * hanging until each test settles its calls, and a clean page after each test. Returns the
 * current test's uploads, in the order they were sent.
 */
export function setUpUploads(mock: TUploadMock): Deferred[] {
  const calls: Deferred[] = [];
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });
  beforeEach(() => {
    vi.clearAllMocks();
    calls.length = 0;
    deferredUploads(mock, calls);
  });
  afterEach(cleanup);
  return calls;
}

/** A file of a given size without allocating it. */
export function fileOf(name: string, size: number): File {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Picks files in the component's hidden file input. */
export function chooseFiles(container: HTMLElement, files: File[]): void {
  const input = container.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
}
