import '@/lib/server-messages/i18n-scope';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Upload, type UploadProps } from 'antd';
import { isApiError } from '@/lib/api';
import type { UploadResult } from '@/lib/api/files';
import { feedback } from '@/lib/feedback/feedback';
import { type FileRules, checkFile, exceedsLimit } from './upload-rules';
import { uploadWithProgress } from './upload-request';
import { fileNameOf, toStoredUrl } from './upload-url';
import { useCountedInFlight } from './uploads-in-flight';

/** A file still on its way to the server. */
export type PendingUpload = { uid: string; name: string; percent: number };

/** A stored value with the name to show for it. */
export type StoredItem = { url: string; name: string; key: string };

export type UploadListOptions = {
  value: string[] | undefined;
  defaultValue: string[] | undefined;
  onChange: ((value: string[]) => void) | undefined;
  onUploaded: ((result: UploadResult) => void) | undefined;
  /** Names to show for stored values (URL → name), e.g. from the record being edited. */
  fileNames: Record<string, string> | undefined;
  rules: FileRules;
  limit: number;
  kind: 'image' | 'file';
  /** Message key shown when an upload fails for a reason the server did not explain. */
  failureKey: string;
};

type CustomRequest = NonNullable<UploadProps['customRequest']>;

/**
 * State and behaviour shared by the image and file uploads: a controlled (or uncontrolled) list of
 * stored URLs, checks before sending, uploads with progress, removal, reordering, and cancelling
 * whatever is still uploading when the component goes away.
 */
export function useUploadList(options: UploadListOptions) {
  const { value, defaultValue, onChange, onUploaded, fileNames, rules, limit, kind, failureKey } = options;
  const { t } = useTranslation();
  const [inner, setInner] = useState<string[]>(defaultValue ?? []);
  const current = value ?? inner;
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [names, setNames] = useState<Record<string, string>>({});
  useCountedInFlight(pending.length > 0);

  // Uploads finish one by one; each must add to the newest list, not to the one it started with.
  const latest = useRef(current);
  useEffect(() => {
    latest.current = current;
  }, [current]);
  const pendingCount = useRef(0);
  const refusedBatch = useRef(new WeakSet<File>());
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const controlled = value !== undefined;
  const emit = useCallback(
    (next: string[]) => {
      latest.current = next;
      if (!controlled) setInner(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    // The whole selection is judged once, on its first file, like the classic on-exceed. Files are
    // compared as objects: the upload assigns the later files' uids only after this first call.
    if (file === batch[0]) {
      refusedBatch.current = new WeakSet();
      if (exceedsLimit(latest.current.length + pendingCount.current, batch.length, limit)) {
        for (const f of batch) refusedBatch.current.add(f);
        feedback.error(t('uploadCount', { n: limit }));
      }
    }
    if (refusedBatch.current.has(file)) return Upload.LIST_IGNORE;
    const refusal = checkFile(file, rules);
    if (refusal) {
      feedback.error(t(refusal.key, refusal.params ?? {}));
      return Upload.LIST_IGNORE;
    }
    pendingCount.current += 1;
    return true;
  };

  const settle = (uid: string) => {
    pendingCount.current = Math.max(0, pendingCount.current - 1);
    controllers.current.delete(uid);
    setPending((list) => list.filter((p) => p.uid !== uid));
  };

  const report = (error: unknown) => {
    // A cancelled upload says nothing; an expired session already has its dialog.
    if (isApiError(error, 'aborted') || isApiError(error, 'session')) return;
    // The server explains refusals (size, format, content); anything else gets the SPEC text.
    feedback.error(isApiError(error, 'business') && error.message ? error.message : t(failureKey));
  };

  const customRequest: CustomRequest = ({ file, onProgress, onSuccess, onError }) => {
    const chosen = file as File & { uid: string };
    const controller = new AbortController();
    controllers.current.set(chosen.uid, controller);
    setPending((list) => [...list, { uid: chosen.uid, name: chosen.name, percent: 0 }]);
    uploadWithProgress(chosen, {
      kind,
      signal: controller.signal,
      onProgress: (percent) => {
        // 100 % only once the server has stored it.
        const shown = Math.min(99, percent);
        setPending((list) => list.map((p) => (p.uid === chosen.uid ? { ...p, percent: shown } : p)));
        onProgress?.({ percent: shown });
      },
    }).then(
      (result) => {
        settle(chosen.uid);
        const url = toStoredUrl(result.url);
        setNames((known) => ({ ...known, [url]: result.name ?? chosen.name }));
        emit([...latest.current, url]);
        onUploaded?.(result);
        onSuccess?.(result);
      },
      (error: unknown) => {
        settle(chosen.uid);
        report(error);
        onError?.(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return { abort: () => controller.abort() };
  };

  const cancel = (uid: string) => controllers.current.get(uid)?.abort();

  const remove = (index: number) => emit(latest.current.filter((_, i) => i !== index));

  const move = (from: number, to: number) => {
    const list = [...latest.current];
    if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return;
    const [item] = list.splice(from, 1);
    list.splice(to, 0, item!);
    emit(list);
  };

  // Keys stay stable across reordering; a repeated URL gets its occurrence number.
  const seen = new Map<string, number>();
  const items: StoredItem[] = current.map((url) => {
    const n = (seen.get(url) ?? 0) + 1;
    seen.set(url, n);
    return {
      url,
      name: names[url] ?? fileNames?.[url] ?? fileNameOf(url),
      key: n === 1 ? url : `${url}#${n}`,
    };
  });

  return {
    items,
    pending,
    atLimit: limit > 0 && items.length + pending.length >= limit,
    beforeUpload,
    customRequest,
    cancel,
    remove,
    move,
  };
}
