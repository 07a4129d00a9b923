/** Business result codes carried in the envelope (HTTP stays 200 for these). */
export const ResultCode = {
  ok: 200,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  error: 500,
  warning: 601,
} as const;
export type TResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** The `{ code, msg, data }` envelope; pages add `rows` and `total`. */
export type TEnvelope<T = unknown> = {
  code: number;
  msg: string;
  data?: T;
  rows?: unknown[];
  total?: number;
};

/** Paging query parameters (SPEC §3) and their defaults (SPEC §9). */
export const PAGING = { defaultLimit: 20, limitChoices: [10, 20, 30, 50], maxLimit: 100 } as const;

/** Upload paths are exempt from the envelope cipher (multipart in, plain JSON out). */
export const UPLOAD_PATHS = ['/api/upload/upload', '/upload/upload'] as const;
