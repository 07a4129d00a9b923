import { useCallback, useState } from 'react';
import type { UploadResult } from '@/lib/api';

export type StoredImage = { id: string; url: string };

const idsOf = (images: readonly StoredImage[] | null | undefined) =>
  new Map((images ?? []).map((i) => [i.url, i.id]));

/**
 * Stored pictures of a record (an organisation's photos) for ImageUpload: the component works
 * with URLs in display order (upload, remove, reorder), the record with the files' ids.
 */
export function useStoredImages(initial: readonly StoredImage[] | null | undefined) {
  const [known, setKnown] = useState(() => idsOf(initial));
  const [urls, setUrls] = useState<string[]>(() => (initial ?? []).map((i) => i.url));
  return {
    ids: urls.flatMap((url) => (known.has(url) ? [known.get(url)!] : [])),
    uploadProps: {
      value: urls,
      onUploaded: (result: UploadResult) =>
        setKnown((prev) => new Map(prev).set(result.url, String(result.id))),
      onChange: (next: string[]) => setUrls(next),
    },
    sync: useCallback((saved: readonly StoredImage[] | null | undefined) => {
      setKnown((prev) => new Map([...prev, ...idsOf(saved)]));
      setUrls((saved ?? []).map((i) => i.url));
    }, []),
  };
}
