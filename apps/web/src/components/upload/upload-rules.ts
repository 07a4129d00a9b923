import '@/lib/server-messages/i18n-scope';
/** SPEC §5 / §9 defaults, shared by the image and file uploads. */
export const DEFAULT_MAX_SIZE_MB = 5;
export const DEFAULT_LIMIT = 5;
export const DEFAULT_IMAGE_TYPES: readonly string[] = ['png', 'jpg', 'jpeg'];
/** The server also accepts docx, xlsx and pptx; pass them in `fileTypes` where a screen wants them. */
export const DEFAULT_FILE_TYPES: readonly string[] = ['doc', 'xls', 'ppt', 'txt', 'pdf'];

/** A refusal as a message key of the shared catalogue with its parameters. */
export type UploadRefusal = { key: string; params?: Record<string, string | number> };

export type FileRules = {
  /** Allowed extensions without the dot, compared case-insensitively. Empty = any. */
  types: readonly string[];
  /** Largest size in MB (MiB, as the server counts); 0 = no client-side limit. */
  maxSizeMb: number;
};

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** The `accept` attribute of the file input for a list of extensions. */
export const acceptOf = (types: readonly string[]): string | undefined =>
  types.length ? types.map((t) => `.${t.toLowerCase()}`).join(',') : undefined;

/**
 * Checks one chosen file before it is sent: format (by extension, like the server), size and
 * the classic "no commas in names" rule (stored values used to be comma-joined lists). Returns
 * the refusal to show, or null when the file may be uploaded.
 */
export function checkFile(file: { name: string; size: number }, rules: FileRules): UploadRefusal | null {
  const types = rules.types.map((t) => t.toLowerCase());
  if (types.length && !types.includes(extensionOf(file.name))) {
    return { key: 'uploadFormat', params: { formats: types.join('/') } };
  }
  // The server refuses more than 5 MiB, so exactly the limit is still accepted.
  if (rules.maxSizeMb > 0 && file.size > rules.maxSizeMb * 1024 * 1024) {
    return { key: 'uploadSize', params: { n: rules.maxSizeMb } };
  }
  if (file.name.includes(',')) return { key: 'uploadNameComma' };
  return null;
}

/** True when adding `adding` files to `present` would pass the count limit (0 = unlimited). */
export const exceedsLimit = (present: number, adding: number, limit: number): boolean =>
  limit > 0 && present + adding > limit;
