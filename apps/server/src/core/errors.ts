import { ResultCode } from '@rcwb/shared';

/**
 * The one business error. `code` goes into the envelope (HTTP stays 200); `messageKey` is
 * resolved in the caller's language from the shared catalogue.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: string,
    readonly params?: Record<string, string | number>,
    readonly data?: unknown,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const unauthorized = () => new AppError(ResultCode.unauthorized, 'sessionInvalid');
export const forbidden = () => new AppError(ResultCode.forbidden, 'code403');
export const notFound = (key = 'code404') => new AppError(ResultCode.notFound, key);
/** A rule the user broke (shown as a warning, the user can correct it). */
export const warning = (key: string, params?: Record<string, string | number>) =>
  new AppError(ResultCode.warning, key, params);
/** A request the user cannot make succeed by retrying (shown as an error). */
export const failure = (key: string, params?: Record<string, string | number>) =>
  new AppError(ResultCode.error, key, params);
