import type { TCodeNames, TLocale, TNamedDict } from '@rcwb/shared';
import type { TDictService } from './dict.service';

const NAMED: readonly TNamedDict[] = ['area', 'job_category', 'industry'];

/** The codes of an answer, per dictionary; empty and missing ones are left out. */
export type TCodes = Partial<Record<TNamedDict, readonly (string | null | undefined)[]>>;

/**
 * Names of the area, category and industry codes of a public answer (job search and pages, fair
 * lists and pages), and of their ancestors (a district with its city and province): the labels
 * `GET /web-auth/dict/type/:type?values=` gives, without the entries' other fields. The page would
 * otherwise ask for them once the answer is in, one more round trip before it can show the
 * answer with its names (ADR 0027).
 */
export async function codeNames(dict: TDictService, locale: TLocale, codes: TCodes): Promise<TCodeNames> {
  const names: TCodeNames = {};
  await Promise.all(
    NAMED.map(async (type) => {
      const values = [...new Set(codes[type]?.filter((v): v is string => !!v))];
      if (!values.length) return;
      const entries = await dict.entries(type, locale, { values });
      names[type] = Object.fromEntries(
        entries.map((e) => [e.dictValue, { label: e.dictLabel, parent: e.parentValue }]),
      );
    }),
  );
  return names;
}

/**
 * `answer` with `names` added, made once per answer object, language and dictionary version. The
 * search and the home feed give the same answer object again while it is cached, and the route
 * writes out and encrypts an object's envelope once (core/envelope-memo.ts): a new object on every
 * call would undo that. An edit of a dictionary makes new ones.
 */
export function createNamedAnswers<T extends object>(dict: TDictService) {
  type TNamedAnswer = Promise<T & { names: TCodeNames }>;
  const made = new WeakMap<T, Map<TLocale, { version: number; named: TNamedAnswer }>>();
  /** `codes`: the answer's codes, read when its names are made. */
  return (answer: T, locale: TLocale, codes: () => TCodes): TNamedAnswer => {
    let byLocale = made.get(answer);
    if (!byLocale) made.set(answer, (byLocale = new Map()));
    const version = dict.version();
    const kept = byLocale.get(locale);
    if (kept?.version === version) return kept.named;
    const named = codeNames(dict, locale, codes()).then((names) => ({ ...answer, names }));
    byLocale.set(locale, { version, named });
    // A failed read is not kept: the next call tries again.
    named.catch(() => byLocale.delete(locale));
    return named;
  };
}
