import type { Editor } from '@tiptap/core';
import { isApiError } from '@/lib/api';
import { feedback } from '@/lib/feedback/feedback';
import { i18n } from '@/lib/i18n';
import { DEFAULT_IMAGE_TYPES, DEFAULT_MAX_SIZE_MB, checkFile } from '@/components/upload/upload-rules';
import { uploadWithProgress } from '@/components/upload/upload-request';
import { toStoredUrl } from '@/components/upload/upload-url';

export type EditorImageRules = {
  /** Allowed picture extensions (default png, jpg, jpeg — what the server stores as images). */
  types?: readonly string[];
  /** Size limit in MB (SPEC §5 "Editor image upload: under 5 MB"). */
  maxSizeMb?: number;
};

const altOf = (name: string) => name.replace(/\.[^.]+$/, '');

/**
 * Uploads pictures chosen, pasted or dropped into the editor and inserts each as its stored URL
 * — never as base64 — at `position` (default: the selection). Refused files say why (format,
 * size); a failed upload says 'image insert failed'. Resolves with the number inserted.
 */
export async function insertImages(
  editor: Editor,
  files: readonly File[],
  rules: EditorImageRules = {},
  position?: number,
): Promise<number> {
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(key, params ?? {});
  let inserted = 0;
  let at = position;
  for (const file of files) {
    const refusal = checkFile(file, {
      types: rules.types ?? DEFAULT_IMAGE_TYPES,
      maxSizeMb: rules.maxSizeMb ?? DEFAULT_MAX_SIZE_MB,
    });
    if (refusal) {
      feedback.error(t(refusal.key, refusal.params));
      continue;
    }
    const close = feedback.loading(t('editor.imageUploading'));
    try {
      const result = await uploadWithProgress(file, { kind: 'image' });
      if (editor.isDestroyed) return inserted;
      const image = { type: 'image', attrs: { src: toStoredUrl(result.url), alt: altOf(file.name) } };
      const chain = editor.chain().focus();
      (at === undefined ? chain.insertContent(image) : chain.insertContentAt(at, image)).run();
      // Later pictures of the same drop follow this one.
      if (at !== undefined) at = editor.state.selection.to;
      inserted += 1;
    } catch (error) {
      if (!isApiError(error, 'session') && !isApiError(error, 'aborted'))
        feedback.error(t('editorImageFailed'));
    } finally {
      close();
    }
  }
  return inserted;
}

/** The picture files among pasted or dropped data (other files are left to the browser). */
export const imageFilesOf = (data: DataTransfer | null): File[] =>
  Array.from(data?.files ?? []).filter((file) => file.type.startsWith('image/'));
