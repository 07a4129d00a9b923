import { fireEvent } from '@testing-library/react';
import type { Mock } from 'vitest';
import { ApiError } from '@/lib/api';
import type { UploadResult } from '@/lib/api/files';
import type { UploadWithProgressOptions } from './upload-request';

/** One upload the test finishes by hand. */
export type Deferred = {
  file: File;
  options: UploadWithProgressOptions;
  progress: (percent: number) => void;
  resolve: (url: string, id?: number) => void;
  reject: (error: unknown) => void;
};

/** Makes the mocked `uploadWithProgress` hang until the test settles each call. */
export function deferredUploads(
  mock: Mock<(file: File, options?: UploadWithProgressOptions) => Promise<UploadResult>>,
) {
  const calls: Deferred[] = [];
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
