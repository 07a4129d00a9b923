import { describe, expect, it } from 'vitest';
import { statRanges } from './statistics';

describe('statRanges', () => {
  it('compares a month with the month before, whatever their lengths', () => {
    expect(statRanges({ period: 'month', from: '2026-03-17' })).toEqual({
      range: { from: '2026-03-01', to: '2026-03-31' },
      previous: { from: '2026-02-01', to: '2026-02-28' },
    });
    expect(statRanges({ period: 'month', from: '2026-12-07' }).previous).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    // January against the December of the year before.
    expect(statRanges({ period: 'month', from: '2027-01-05' }).previous).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });

  it('compares a year with the year before, a leap year included', () => {
    expect(statRanges({ period: 'year', from: '2025-06-30' })).toEqual({
      range: { from: '2025-01-01', to: '2025-12-31' },
      previous: { from: '2024-01-01', to: '2024-12-31' },
    });
  });

  it('compares a day, a week (Monday to Sunday) or chosen days with as many days just before', () => {
    expect(statRanges({ period: 'day', from: '2026-03-01' })).toEqual({
      range: { from: '2026-03-01', to: '2026-03-01' },
      previous: { from: '2026-02-28', to: '2026-02-28' },
    });
    expect(statRanges({ period: 'week', from: '2026-12-10' })).toEqual({
      range: { from: '2026-12-07', to: '2026-12-13' },
      previous: { from: '2026-11-30', to: '2026-12-06' },
    });
    expect(statRanges({ period: 'custom', from: '2026-03-01', to: '2026-03-10' })).toEqual({
      range: { from: '2026-03-01', to: '2026-03-10' },
      previous: { from: '2026-02-19', to: '2026-02-28' },
    });
  });
});
