import { useCallback, useState } from 'react';
import type { StoredFile } from '@/features/accounts';
import type { UploadResult } from '@/lib/api';

type Held = { id: string; url: string; name: string } | null;

const heldOf = (file: StoredFile | null | undefined): Held =>
  file ? { id: String(file.id), url: file.url, name: file.name ?? '' } : null;

/**
 * One stored file of a record (photo, licence) for an upload component limited to one: the
 * component works with URLs, the record with the file's id. `sync` takes the saved record's file.
 */
export function useStoredFile(initial: StoredFile | null | undefined) {
  const [file, setFile] = useState<Held>(() => heldOf(initial));
  return {
    id: file?.id ?? null,
    uploadProps: {
      value: file ? [file.url] : [],
      fileNames: file ? { [file.url]: file.name } : undefined,
      onUploaded: (result: UploadResult) =>
        setFile({ id: String(result.id), url: result.url, name: result.name ?? '' }),
      onChange: (urls: string[]) => {
        if (!urls.length) setFile(null);
      },
    },
    sync: useCallback((saved: StoredFile | null | undefined) => setFile(heldOf(saved)), []),
  };
}
