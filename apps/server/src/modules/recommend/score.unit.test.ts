import { describe, expect, it } from 'vitest';
import { type TPostingFacts, type TResumeFacts, WEIGHTS, rankMatches, scoreMatch } from './score';
import { documentTokens } from '../job-search';

const NOW = new Date('2026-06-01T00:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);

const resume = (over: Partial<TResumeFacts> = {}): TResumeFacts => ({
  categories: ['0201'],
  areas: ['350102'],
  salaryMin: 8000,
  salaryMax: 12000,
  jobType: '1',
  education: '4',
  skills: ['SQL', '数据分析', 'Python'],
  ...over,
});

const posting = (over: Partial<TPostingFacts> & { text?: string } = {}): TPostingFacts => ({
  category: '0201',
  area: '350102',
  salaryMin: 10000,
  salaryMax: 15000,
  jobType: '1',
  education: '3',
  tokens: documentTokens(over.text ?? '数据分析师 熟练使用 SQL'),
  refreshedAt: daysAgo(1),
  ...over,
});

const codes = (r: TResumeFacts, p: TPostingFacts) => scoreMatch(r, p, NOW).reasons.map((x) => x.code);

describe('scoreMatch', () => {
  it('gives every reason of a full match with its value', () => {
    const m = scoreMatch(resume(), posting(), NOW);
    expect(m.reasons).toEqual([
      { code: 'category', value: '0201' },
      { code: 'area', value: '350102' },
      { code: 'salary', value: '10000-15000' },
      { code: 'education', value: '3' },
      { code: 'jobType', value: '1' },
      { code: 'skills', value: 'SQL、数据分析' },
      { code: 'fresh', value: '7' },
    ]);
    expect(m.score).toBe(30 + 20 + 15 + 10 + 5 + 10 + 10);
  });

  it('falls back to the category group and the city', () => {
    const m = scoreMatch(resume(), posting({ category: '0205', area: '350105' }), NOW);
    expect(m.reasons.slice(0, 2)).toEqual([
      { code: 'categoryGroup', value: '02' },
      { code: 'city', value: '350100' },
    ]);
  });

  it('matches a city-level intention to a district posting in it', () => {
    expect(codes(resume({ areas: ['350100'] }), posting({ area: '350111' }))).toContain('city');
    expect(codes(resume({ areas: ['350100'] }), posting({ area: '350203' }))).not.toContain('city');
  });

  it('needs overlapping salaries and the required education', () => {
    expect(codes(resume({ salaryMin: 20000, salaryMax: null }), posting())).not.toContain('salary');
    expect(codes(resume({ salaryMin: 14000, salaryMax: null }), posting())).toContain('salary');
    expect(codes(resume({ salaryMin: null, salaryMax: null }), posting())).not.toContain('salary');
    expect(codes(resume({ education: '3' }), posting({ education: '5' }))).not.toContain('education');
    expect(codes(resume({ education: '' }), posting())).not.toContain('education');
  });

  it('caps the skill points and counts a skill once', () => {
    const many = resume({ skills: ['SQL', 'sql', '数据', '分析', '数据分析', '使用'] });
    const m = scoreMatch(many, posting(), NOW);
    expect(m.reasons.find((r) => r.code === 'skills')!.value).toBe('SQL、数据、分析、数据分析、使用');
    expect(m.score).toBe(30 + 20 + 15 + 10 + 5 + WEIGHTS.skillMax + 10);
  });

  it('scores freshness by age', () => {
    expect(scoreMatch(resume(), posting({ refreshedAt: daysAgo(20) }), NOW).reasons.at(-1)).toEqual({
      code: 'fresh',
      value: '30',
    });
    expect(codes(resume(), posting({ refreshedAt: daysAgo(40) }))).not.toContain('fresh');
  });

  it('gives nothing for an unrelated posting', () => {
    const m = scoreMatch(
      resume({ skills: [] }),
      posting({
        category: '0801',
        area: '350203',
        salaryMin: null,
        salaryMax: null,
        education: '6',
        jobType: '2',
        refreshedAt: daysAgo(90),
      }),
      NOW,
    );
    expect(m).toEqual({ score: 0, reasons: [] });
  });
});

describe('rankMatches', () => {
  it('orders by score, then the most recently refreshed, then the newest id', () => {
    const items = [
      { id: 1, score: 10, reasons: [], refreshedAt: daysAgo(1) },
      { id: 2, score: 30, reasons: [], refreshedAt: daysAgo(5) },
      { id: 3, score: 10, reasons: [], refreshedAt: daysAgo(0) },
      { id: 4, score: 10, reasons: [], refreshedAt: daysAgo(0) },
    ];
    expect(rankMatches(items).map((i) => i.id)).toEqual([2, 4, 3, 1]);
  });
});
