/** A piece of text, marked when it matched the keyword. Rendered as text, never as HTML. */
export type TTextPart = { text: string; hit?: true };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits a text into parts with the keyword's terms marked (case-insensitive; NFKC so full-width
 * letters match). Latin terms are matched as word prefixes, as the search does; CJK terms
 * anywhere. A one-character CJK keyword marks every occurrence of the character.
 */
export function highlight(text: string, terms: string[]): TTextPart[] {
  const source = text.normalize('NFKC');
  if (!terms.length || !source) return source ? [{ text: source }] : [];
  const patterns = [...terms]
    .sort((a, b) => b.length - a.length)
    .map((t) => (/^[a-z0-9]/.test(t) ? `(?<![a-z0-9])${escapeRegExp(t)}` : escapeRegExp(t)));
  const re = new RegExp(patterns.join('|'), 'giu');
  const parts: TTextPart[] = [];
  let last = 0;
  for (const m of source.matchAll(re)) {
    if (m.index > last) parts.push({ text: source.slice(last, m.index) });
    parts.push({ text: m[0], hit: true });
    last = m.index + m[0].length;
  }
  if (last < source.length) parts.push({ text: source.slice(last) });
  return parts;
}

/**
 * A short excerpt of a long text around its first match (or its start), highlighted; the
 * description snippet of a search result.
 */
export function snippet(text: string, terms: string[], length = 80): TTextPart[] {
  const source = text.normalize('NFKC').replace(/\s+/g, ' ').trim();
  const lower = source.toLowerCase();
  const first = terms
    .map((t) => lower.indexOf(t))
    .filter((i) => i >= 0)
    .sort((a, b) => a - b)[0];
  const start = first === undefined ? 0 : Math.max(0, first - Math.floor(length / 4));
  const excerpt = source.slice(start, start + length);
  const parts = highlight(excerpt, terms);
  if (start > 0) parts.unshift({ text: '…' });
  if (start + length < source.length) parts.push({ text: '…' });
  return parts;
}
