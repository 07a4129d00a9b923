/** Translator shape shared by the client and the app's translator (`{name}` parameters). */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The classic shell's code table; its `default` entry is the last fallback below. */
const CODE_KEYS: Readonly<Record<string, string>> = { 401: 'code401', 403: 'code403', 404: 'code404' };

export type MessageSource = { code?: unknown; msg?: unknown; message?: unknown };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** SPEC §8 order: code map, then `msg`, then `message`, then the default text. */
export function resolveMessage(source: MessageSource, t: Translate): string {
  const key = source.code == null ? undefined : CODE_KEYS[String(source.code)];
  if (key) return t(key);
  return text(source.msg) ?? text(source.message) ?? t('codeDefault');
}
