import type { FileTypeResult } from 'file-type';

/** SPEC §5 / §9: one upload is at most 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/**
 * Pictures are decoded by every browser that shows them: a small file whose header claims
 * 50,000 × 50,000 pixels would take gigabytes to decode. The header's dimensions must stay under
 * these (a 40-megapixel photo fits; nothing the portal shows needs more).
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 12_000;

/** True when a picture's header dimensions are within the limits above. */
export const imageDimensionsOk = (width: number, height: number): boolean =>
  width > 0 &&
  height > 0 &&
  width <= MAX_IMAGE_SIDE &&
  height <= MAX_IMAGE_SIDE &&
  width * height <= MAX_IMAGE_PIXELS;

export type TFileKind = 'image' | 'file';

/** What a file was uploaded for (the file table's `purpose`). */
export type TFilePurpose = 'own' | 'content';

type TTypeRule = {
  /** What the content sniffed by file-type must be; `null` = plain text (no magic bytes). */
  sniffed: string | null;
  /** Mime stored and served (the sniffed one is generic for OLE2 containers). */
  mime: string;
};

/** Extension → the content it must have (checked by magic bytes, never by the client's mime). */
const TYPES: Record<string, TTypeRule> = {
  png: { sniffed: 'png', mime: 'image/png' },
  jpg: { sniffed: 'jpg', mime: 'image/jpeg' },
  jpeg: { sniffed: 'jpg', mime: 'image/jpeg' },
  pdf: { sniffed: 'pdf', mime: 'application/pdf' },
  doc: { sniffed: 'cfb', mime: 'application/msword' },
  xls: { sniffed: 'cfb', mime: 'application/vnd.ms-excel' },
  ppt: { sniffed: 'cfb', mime: 'application/vnd.ms-powerpoint' },
  docx: { sniffed: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { sniffed: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: {
    sniffed: 'pptx',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  txt: { sniffed: null, mime: 'text/plain; charset=utf-8' },
};

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const DOCUMENT_EXTENSIONS = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'pdf'] as const;

/**
 * Extensions a kind accepts. A private 'file' may also be a picture (e.g. a scanned licence that
 * must not be public); an 'image' is only a picture.
 */
export const extensionsOf = (kind: TFileKind): readonly string[] =>
  kind === 'image' ? IMAGE_EXTENSIONS : [...DOCUMENT_EXTENSIONS, ...IMAGE_EXTENSIONS];

/** Formats listed in the uploadFormat message for a kind. */
export const formatsOf = (kind: TFileKind): string => extensionsOf(kind).join('/');

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

export const defaultKindOf = (ext: string): TFileKind =>
  (IMAGE_EXTENSIONS as readonly string[]).includes(ext) ? 'image' : 'file';

export const isImageMime = (mime: string): boolean => mime.startsWith('image/');

/**
 * Cleans the client's file name: browsers may send a path ("C:\fakepath\a.png"); only the base
 * name is kept. Returns null when nothing usable remains.
 */
export function cleanFileName(raw: string): string | null {
  const base = raw.split(/[\\/]/).pop()?.normalize('NFC').trim() ?? '';
  // eslint-disable-next-line no-control-regex
  if (!base || base.length > 200 || /[\u0000-\u001f\u007f]/.test(base) || base === '.' || base === '..')
    return null;
  return base;
}

/**
 * Checks that the bytes are what the extension claims. `textOk` says whether the whole content
 * was valid UTF-8 without NUL bytes (computed while streaming). Returns the stored mime or null.
 */
export function mimeIfContentMatches(
  ext: string,
  sniffed: FileTypeResult | undefined,
  textOk: boolean,
): string | null {
  const rule = TYPES[ext];
  if (!rule) return null;
  // Plain text has no magic bytes: any recognised format (a PDF, an RTF…) is not a .txt.
  if (rule.sniffed === null) return textOk && !sniffed ? rule.mime : null;
  return sniffed?.ext === rule.sniffed ? rule.mime : null;
}

/**
 * Streaming check for text files: valid UTF-8 (a multi-byte sequence may span chunks) and no
 * NUL byte anywhere.
 */
export function createTextCheck() {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let ok = true;
  return {
    push(chunk: Buffer) {
      if (!ok) return;
      if (chunk.includes(0)) {
        ok = false;
        return;
      }
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        ok = false;
      }
    },
    done(): boolean {
      if (!ok) return false;
      try {
        decoder.decode();
        return true;
      } catch {
        return false;
      }
    },
  };
}
