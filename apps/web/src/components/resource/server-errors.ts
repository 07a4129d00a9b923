import '@/lib/server-messages/i18n-scope';
import type { FormInstance } from 'antd';
import type { TFunction } from '@/lib/i18n';

/**
 * Field messages of a refused call: the server answers `data.fields` as `{ field: messageKey }`
 * (zod issues and business rules alike). Read from the error's `data` when the API client
 * carries it.
 */
export function serverFieldErrors(error: unknown): Record<string, string> | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const data = (error as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return undefined;
  const fields = (data as { fields?: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return undefined;
  const out: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields)) if (typeof message === 'string') out[name] = message;
  return Object.keys(out).length ? out : undefined;
}

/**
 * Puts the server's field messages on the form's fields (keys translated, other text as is).
 * Returns whether any of the given fields got one; messages about other fields stay in the toast.
 */
export function applyServerErrors(
  form: FormInstance,
  error: unknown,
  t: TFunction,
  fieldNames: readonly string[],
): boolean {
  const fields = serverFieldErrors(error);
  if (!fields) return false;
  const known = new Set(fieldNames);
  const entries = Object.entries(fields).filter(([name]) => known.has(name.split('.')[0]!));
  form.setFields(entries.map(([name, key]) => ({ name: name.split('.'), errors: [t(key)] })));
  return entries.length > 0;
}
