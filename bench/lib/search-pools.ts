import { randomSource, type TSampleReferences } from '../../apps/server/src/modules/jobs/sample-postings';

/**
 * The searches of each benchmark shape: a pool of a few hundred keywords and filter combinations
 * drawn from the same reference data as the postings, in a fixed shuffled order, and drawn with
 * Zipf weights (the k-th most popular search is asked 1/k as often as the first), so popular
 * searches repeat as in real traffic while the long tail keeps missing any cache. Pages 1–3
 * (70/20/10 %) unless the shape sets its own.
 */

export type TSearchParams = Record<string, string | number>;
export type TShape = {
  name: string;
  pool: TSearchParams[];
  /** Page numbers with their weights; default 1–3. */
  pages?: [page: number, weight: number][];
};

const DEFAULT_PAGES: [number, number][] = [
  [1, 0.7],
  [2, 0.2],
  [3, 0.1],
];

const CJK = /^[\u4e00-\u9fff]+$/u;
const SKILLS = ['java', 'python', 'go', 'javascript', 'typescript', 'react', 'vue', 'spring', 'mysql'];
const SENIORITY = ['', '高级', '资深', '初级', '助理'];
const EDUCATION = ['2', '3', '4', '5', '6'];
const EXPERIENCE = ['0', '1', '2', '3', '4', '5', '6'];
const JOB_TYPES = ['1', '2', '3'];
const POSTED_WITHIN = [1, 3, 7, 30];

const unique = <T>(list: T[]) => [...new Set(list)];

function shuffled<T>(list: T[], seed: number): T[] {
  const r = randomSource(seed);
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(r.next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Up to `n` distinct combinations of filters, each with 1 to `most` of the given dimensions. */
function filterCombinations(
  dims: (() => TSearchParams)[],
  n: number,
  most: number,
  seed: number,
): TSearchParams[] {
  const r = randomSource(seed);
  const seen = new Map<string, TSearchParams>();
  for (let tries = 0; seen.size < n && tries < n * 20; tries += 1) {
    const p = Object.assign({}, ...r.some(dims, r.int(1, most)).map((d) => d())) as TSearchParams;
    seen.set(JSON.stringify(Object.entries(p).sort()), p);
  }
  return [...seen.values()];
}

/** The benchmark's query shapes and their pools. */
export function searchShapes(refs: TSampleReferences, salaryBands: string[]): TShape[] {
  const titles = unique(refs.leaves.map((l) => l.zh).filter((t) => CJK.test(t)));
  const chars = unique(titles.flatMap((t) => [...t]));
  // Two-character words as people type them: a title's first two characters ("数据", "销售") and
  // the last two of a four-character title ("分析", "专员"), not pairs across word boundaries.
  const pairs = unique(
    titles.flatMap((t) => {
      const c = [...t];
      return c.length === 4 ? [c[0]! + c[1]!, c[2]! + c[3]!] : [c[0]! + (c[1] ?? '')];
    }),
  ).filter((p) => [...p].length === 2);
  const longer = unique(titles.filter((t) => [...t].length >= 3).flatMap((t) => SENIORITY.map((s) => s + t)));
  const words = unique([
    ...refs.leaves.flatMap((l) => l.en.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length >= 3),
    ...SKILLS,
  ]);
  const r = randomSource(7);
  const cities = refs.cities.map((c) => c.code);
  const districts = unique(refs.cities.flatMap((c) => c.districts));
  const groups = unique(refs.leaves.map((l) => l.code.slice(0, 2)));
  const dims: (() => TSearchParams)[] = [
    () => ({ area: r.next() < 0.6 ? r.pick(cities) : r.pick(districts) }),
    () => ({ category: r.next() < 0.5 ? r.pick(groups) : r.pick(refs.leaves).code }),
    () => ({ salary: r.pick(salaryBands) }),
    () => ({ education: r.pick(EDUCATION) }),
    () => ({ experience: r.pick(EXPERIENCE) }),
    () => ({ jobType: r.pick(JOB_TYPES) }),
    () => ({ postedWithin: r.pick(POSTED_WITHIN) }),
    () => ({ sort: r.pick(['newest', 'salary']) }),
  ];
  const keywords = (list: string[], seed: number) => shuffled(list, seed).map((k) => ({ keyword: k }));
  const withFilters = shuffled(pairs, 11).flatMap((k, i) =>
    filterCombinations(dims, 2, 3, 100 + i).map((f) => ({ keyword: k, ...f })),
  );
  return [
    { name: 'one-char Chinese', pool: keywords(chars, 1) },
    { name: 'two-char Chinese', pool: keywords(pairs, 2) },
    { name: 'longer Chinese', pool: keywords(longer, 3) },
    { name: 'English word', pool: keywords(words, 4) },
    { name: 'filters only', pool: shuffled(filterCombinations(dims, 400, 3, 5), 5) },
    { name: 'keyword + filters + facets', pool: shuffled(withFilters, 6).slice(0, 400) },
    {
      // The last pages the search allows (MAX_RESULT_WINDOW = 1,000 results).
      name: 'deep page (pages 48-50 of 20)',
      pool: shuffled(
        [
          ...shuffled(pairs, 8)
            .slice(0, 100)
            .map((k) => ({ keyword: k, sort: 'newest' })),
          ...[...cities, ...districts].map((a) => ({ area: a, sort: 'newest' })),
        ],
        9,
      ),
      pages: [
        [48, 1],
        [49, 1],
        [50, 1],
      ],
    },
  ];
}

/** Draws searches of a shape: Zipf over the pool (s = 1), then a page. Deterministic per seed. */
export function searchDrawer(shape: TShape, seed: number) {
  const r = randomSource(seed);
  const cumulative: number[] = [];
  let sum = 0;
  shape.pool.forEach((_, k) => cumulative.push((sum += 1 / (k + 1))));
  const pages = shape.pages ?? DEFAULT_PAGES;
  const pageTotal = pages.reduce((s, [, w]) => s + w, 0);
  const draw = (): TSearchParams => {
    const x = r.next() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    let y = r.next() * pageTotal;
    const page = pages.find(([, w]) => (y -= w) < 0)?.[0] ?? pages[0]![0];
    return { ...shape.pool[lo]!, page, limit: 20 };
  };
  return draw;
}
