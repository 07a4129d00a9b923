import { describe, expect, it } from 'vitest';
import { NONE, STEPS, colourOf, legendClasses } from './choropleth';

describe('choropleth classes', () => {
  it('splits the counts into up to five ordered classes that cover every count once', () => {
    const counts = [0, 3, 8, 15, 40, 41, 90, 120, 400, 2000];
    const classes = legendClasses(counts);
    expect(classes.length).toBeLessThanOrEqual(STEPS.length);
    expect(classes[0]!.min).toBe(3);
    expect(classes.at(-1)!.max).toBe(2000);
    for (let i = 1; i < classes.length; i++) expect(classes[i]!.min).toBe(classes[i - 1]!.max + 1);
    expect(classes.at(-1)!.colour).toBe(STEPS.at(-1));
    expect(colourOf(classes, 0)).toBe(NONE);
    expect(colourOf(classes, 2000)).toBe(STEPS.at(-1));
    expect(colourOf(classes, 3)).toBe(classes[0]!.colour);
  });

  it('gives one class to equal counts and none without postings', () => {
    expect(legendClasses([5, 5, 5])).toEqual([{ min: 5, max: 5, colour: STEPS.at(-1) }]);
    expect(legendClasses([0, 0])).toEqual([]);
  });
});
