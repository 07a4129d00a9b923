/**
 * Why a call failed. `business` = a non-200 envelope code; `session` = code 401; the transport
 * kinds (`network`, `timeout`, `http`, `format`) never reached a valid envelope; `repeat` = the
 * duplicate-submit guard; `aborted` = the caller cancelled (no message is shown for it).
 */
export type ApiErrorKind =
  'business' | 'session' | 'network' | 'timeout' | 'http' | 'format' | 'repeat' | 'aborted';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** Envelope code for `business` and `session`. */
  readonly code: number | undefined;
  /** HTTP status for `http`. */
  readonly status: number | undefined;
  /** The refusing envelope's `data`, e.g. `{ fields: { name: message } }` for validation. */
  readonly data: unknown;

  constructor(
    kind: ApiErrorKind,
    message: string,
    extra: { code?: number; status?: number; data?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = extra.code;
    this.status = extra.status;
    this.data = extra.data;
  }
}

export const isApiError = (error: unknown, kind?: ApiErrorKind): error is ApiError =>
  error instanceof ApiError && (kind === undefined || error.kind === kind);
