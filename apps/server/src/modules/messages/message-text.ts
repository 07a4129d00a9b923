import { type TLocale, translate } from '@rcwb/shared';
import type { TMessageParam, TMessageParams } from '../../core/deps';
import { DEFAULT_TIME_ZONE } from '../../core/xlsx';

/** What a message says, as keys: the notifier's input and the stored columns. */
export type TMessageContent = { titleKey: string; bodyKey?: string | null; params?: TMessageParams | null };

/** A stored message: keyed rows render per reader; rows without a key show their stored text. */
export type TStoredMessageText = {
  title: string;
  body: string;
  titleKey: string | null;
  bodyKey: string | null;
  params: TMessageParams | null;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function formatDate(locale: TLocale, iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    timeZone: DEFAULT_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(at);
}

/** One param in the reader's language (core/deps.ts TMessageParam). */
function renderParam(locale: TLocale, value: TMessageParam): string | number {
  if (!isRecord(value)) return value;
  if ('key' in value && typeof value.key === 'string') return translate(locale, value.key);
  if ('date' in value && typeof value.date === 'string') return formatDate(locale, value.date);
  // Stored params are read back from jsonb; an unknown shape shows as nothing, never as "[object]".
  return '';
}

export function renderParams(locale: TLocale, params: TMessageParams | null | undefined) {
  return Object.fromEntries(
    Object.entries(params ?? {}).map(([name, value]) => [name, renderParam(locale, value)]),
  );
}

/** Title and body of keyed content in one language. */
export function renderMessage(locale: TLocale, m: TMessageContent): { title: string; body: string } {
  const params = renderParams(locale, m.params);
  return {
    title: translate(locale, m.titleKey, params),
    body: m.bodyKey ? translate(locale, m.bodyKey, params) : '',
  };
}

/** A stored message's title and body as the reader (in `locale`) sees them. */
export function messageTextFor(locale: TLocale, row: TStoredMessageText): { title: string; body: string } {
  if (!row.titleKey) return { title: row.title, body: row.body };
  return renderMessage(locale, { titleKey: row.titleKey, bodyKey: row.bodyKey, params: row.params });
}
