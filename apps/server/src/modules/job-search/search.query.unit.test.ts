import { describe, expect, it } from 'vitest';
import { filterScanFor, recentScanFor, scanFor } from './search.query';

describe('choosing how to read a keyword’s first matches', () => {
  const MILLION = 1_000_000;

  it('collects a rare keyword’s matches and walks the index for a common one', () => {
    expect(scanFor(0.0137, 501, MILLION)).toBe('collected'); // 表: 13,700 matches
    expect(scanFor(0.049, 501, MILLION)).toBe('ordered'); // 医药: 501 in about 10,000 rows walked
    expect(scanFor(0.385, 20, MILLION)).toBe('ordered'); // 师
  });

  it('walks sooner for a short page than for the facet sample', () => {
    expect(scanFor(0.01, 501, MILLION)).toBe('collected');
    expect(scanFor(0.01, 20, MILLION)).toBe('ordered');
  });

  it('collects a common keyword narrowed by filters to a few matches', () => {
    // 培训 anywhere (22 %) in job type 2 (7.5 %): the GIN intersection holds 16,500 rows, where
    // walking would read about 30,000 for the facet sample.
    expect(scanFor(0.22 * 0.075, 501, MILLION)).toBe('collected');
    // 培训 in titles (1.4 %) and job type 2: collecting 1,050 matches beats walking 19,000 rows.
    expect(scanFor(0.0139 * 0.075, 20, MILLION)).toBe('collected');
    // 培训 with a broad filter (education 4, 30 %) stays walked: 66,000 matches to collect.
    expect(scanFor(0.22 * 0.3, 501, MILLION)).toBe('ordered');
  });

  it('leaves an empty or unknown table to the planner', () => {
    expect(scanFor(0.001, 20, 0)).toBe('ordered');
  });
});

describe('choosing how to read a search without a keyword', () => {
  const MILLION = 1_000_000;
  // Shares of the bench data: city 350900, category 0801, education 5, job type 3.
  const city = { share: 0.0892, walkable: true };
  const category = { share: 0.0081, walkable: true };
  const education = { share: 0.12, walkable: false };
  const jobType = { share: 0.078, walkable: false };
  const choose = (filters: (typeof city)[], matching?: number, rows = MILLION) => {
    const share = filters.reduce((s, f) => s * f.share, 1);
    return filterScanFor(filters, 501, rows, { share, matching: matching ?? share });
  };

  it('intersects the lexemes of several filters that leave few matches', () => {
    expect(choose([city, category])).toBe('collected'); // 722 matches
    expect(choose([education, jobType, { share: 0.21, walkable: false }])).toBe('collected'); // 2,000
  });

  it('intersects them when the salary band or posting age leaves a walk too few of its rows', () => {
    // Education 5 with job type 3: 9,300 matches, the newest-first walk reading 54,000 rows; in
    // 12,000–20,000, half of them, the walk twice as many.
    expect(choose([education, jobType])).toBe('collected');
    expect(choose([education, jobType], 0.0046)).toBe('collected');
  });

  it('walks a filter’s index for one filter, or filters leaving many matches along it', () => {
    expect(choose([category])).toBe('ordered');
    // City + education: 11,150 matches, an eighth of the city's rows.
    expect(choose([city, { ...education, share: 0.125 }])).toBe('ordered');
    expect(choose([city, category], undefined, 0)).toBe('ordered');
  });
});

describe('choosing to read a keyword’s newest matches among the last hours’ or days’ rows', () => {
  const MILLION = 1_000_000;
  // The bench data's periods, from the next one back: 1.5 % of the postings were refreshed in the
  // last hour, 7.4 % today.
  const ladder = (kind: string, shares: number[]) =>
    shares.map((share, i) => ({ lexeme: `${kind}${i}`, share }));
  const hours = ladder(
    'h:',
    [0, 0.0152, 0.0063, 0.0049, 0.004, 0.0036, 0.0033, 0.003, 0.0028, 0.0027, 0.0025, 0.0024],
  );
  const days = ladder('d:', [0, 0.074, 0.03, 0.024, 0.02, 0.018, 0.016, 0.015]);
  const window = (share: number, ladders = [hours, days], rows = MILLION) =>
    recentScanFor(share, 501, rows, ladders)?.periods;

  it('reads the cheapest run of periods expected to hold twice the sample', () => {
    // 电子 (10.5 %): the last hour holds about 1,600 matches, where the walk reads 4,800 rows.
    expect(window(0.105)).toEqual(['h:0', 'h:1']);
    // 政 (2 %): eleven hours hold 50,700 rows, 1,014 matches, but each row of their twelve lists
    // is checked against all twelve; today alone holds 74,000 rows, in one list.
    expect(window(0.02)).toEqual(['d:0', 'd:1']);
    // 算 (7.3 %): the last hour holds 1,110 matches.
    expect(window(0.073)).toEqual(['h:0', 'h:1']);
    // 酬 (0.7 %): the hours hold too few; four days hold 148,000 rows, 1,036 matches.
    expect(window(0.007)).toEqual(['d:0', 'd:1', 'd:2', 'd:3', 'd:4']);
  });

  it('keeps walking for the commonest keywords and collecting for rare ones', () => {
    // 体 (33.7 %): the walk reads about 1,500 rows; the last hour holds 5,100 matches.
    expect(window(0.337)).toBeUndefined();
    // 0.2 %: no run of periods listed holds twice the sample.
    expect(window(0.002)).toBeUndefined();
  });

  it('expects the matches within the salary band and posting age, and pays for every row it gathers', () => {
    // 电子 (10.5 % of the rows) in 5,000–8,000 (0.7 %): five days' rows hold 1,036 matches, and
    // the window gathers the 15,500 of them holding 电子; walking would read 72,000 rows.
    expect(recentScanFor(0.105, 501, MILLION, [hours, days], { matching: 0.007 })?.periods).toEqual([
      'd:0',
      'd:1',
      'd:2',
      'd:3',
      'd:4',
    ]);
    expect(scanFor(0.105, 501, MILLION)).toBe('ordered');
    expect(scanFor(0.105, 501, MILLION, 0.007)).toBe('collected');
  });

  it('reads no window whose periods are not known', () => {
    expect(
      window(
        0.02,
        [hours, days].map((l) => l.map((p) => ({ ...p, share: 0 }))),
      ),
    ).toBeUndefined();
    expect(window(0.02, [hours, days], 0)).toBeUndefined();
  });
});
