/**
 * Keyword tokens of the job search, computed here rather than by a PostgreSQL text-search
 * configuration or pg_trgm: the built-in parsers do not split Chinese, pg_trgm ignores CJK under
 * the C locale, and neither zhparser nor pg_jieba can be relied on (embedded build, Debian's
 * postgresql-15). Tokens go into a tsvector column (each token a literal lexeme) with a GIN
 * index; a keyword matches a posting whose tokens hold all of the keyword's tokens (`@@ a & b`).
 *
 * - Chinese (any CJK run): every character, and every pair of neighbouring characters. A one-
 *   character keyword asks for its character, a longer one for all of its pairs — "数据分析"
 *   asks for 数据, 据分, 分析, so it also matches the rare text holding those pairs apart.
 * - Latin letters and digits: lower-cased words, and their prefixes of 2 to 15 characters, so an
 *   English keyword matches the words it begins ("engine" finds "engineer"). A one-letter word is
 *   kept whole ("c", "r").
 */

const MAX_PREFIX = 15;
/** Han ideographs (with extension A and compatibility forms), kana and hangul. */
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/u;
const RUNS = /([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+)|([a-z0-9][a-z0-9+#]*)/gu;

const normalise = (text: string) => text.normalize('NFKC').toLowerCase();

/** The runs of a text: CJK runs and latin words, in order. */
function runsOf(text: string): { cjk: boolean; text: string }[] {
  const out: { cjk: boolean; text: string }[] = [];
  for (const m of normalise(text).matchAll(RUNS)) {
    out.push(m[1] ? { cjk: true, text: m[1] } : { cjk: false, text: m[2]!.slice(0, 64) });
  }
  return out;
}

/** Every token a text is indexed under. */
export function documentTokens(text: string, into: Set<string> = new Set()): Set<string> {
  for (const run of runsOf(text)) {
    if (run.cjk) {
      const chars = [...run.text];
      chars.forEach((c, i) => {
        into.add(c);
        if (i + 1 < chars.length) into.add(c + chars[i + 1]);
      });
    } else {
      into.add(run.text.slice(0, MAX_PREFIX));
      for (let n = 2; n <= Math.min(run.text.length, MAX_PREFIX); n += 1) into.add(run.text.slice(0, n));
    }
  }
  return into;
}

/** The tokens a keyword asks for (all must be present), and its terms for highlighting. */
export function queryTokens(keyword: string): { tokens: string[]; terms: string[] } {
  const tokens = new Set<string>();
  const terms: string[] = [];
  for (const run of runsOf(keyword)) {
    terms.push(run.text);
    if (!run.cjk) {
      tokens.add(run.text.slice(0, MAX_PREFIX));
      continue;
    }
    const chars = [...run.text];
    if (chars.length === 1) tokens.add(chars[0]!);
    for (let i = 0; i + 1 < chars.length; i += 1) tokens.add(chars[i]! + chars[i + 1]);
  }
  return { tokens: [...tokens], terms };
}

/** Prefix that marks a title's tokens, so relevance can rank title matches first. */
export const TITLE_MARK = 't:';

/** The tokens of one posting: title, organisation name and description, plus the marked title tokens. */
export function postingTokens(p: { title: string; orgName: string; descriptionText: string }): string[] {
  const title = documentTokens(p.title);
  const all = documentTokens(p.descriptionText, documentTokens(p.orgName, new Set(title)));
  for (const t of title) all.add(TITLE_MARK + t);
  return [...all];
}

export const isCjk = (c: string) => CJK.test(c);
