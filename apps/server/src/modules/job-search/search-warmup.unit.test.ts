import { describe, expect, it } from 'vitest';
import { POPULAR_DAYS, dayWeights, mostAsked } from './search-warmup';

describe('the weights of the days a warm-up reads', () => {
  it('count today fully and each day before less, none of them nothing', () => {
    const weights = dayWeights();
    expect(weights).toHaveLength(POPULAR_DAYS);
    expect(weights[0]).toBe(1);
    for (let i = 1; i < weights.length; i++) expect(weights[i]).toBeLessThan(weights[i - 1]!);
    expect(weights.at(-1)).toBeGreaterThan(0);
  });
});

describe('mostAsked', () => {
  it('reads member, score pairs and keeps the highest scores first, up to the limit', () => {
    expect(mostAsked(['a', '1', 'b', '2.5', 'c', '0.5', 'd', '2'], 3)).toEqual(['b', 'd', 'a']);
  });

  it('orders equal scores by member, so every node warms the same searches', () => {
    expect(mostAsked(['y', '1', 'x', '1'], 2)).toEqual(['x', 'y']);
  });

  it('answers nothing for an empty union', () => {
    expect(mostAsked([], 5)).toEqual([]);
  });
});
