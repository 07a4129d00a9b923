/** Fills of the choropleth, light to dark; an area without postings gets NONE. */
export const STEPS = ['#deebf7', '#9ecae1', '#6baed6', '#3182bd', '#08519c'] as const;
export const NONE = '#f2f2f2';

/** One class of the legend: counts from `min` to `max` (inclusive), drawn in `colour`. */
export type TLegendClass = { min: number; max: number; colour: string };

/**
 * Classes of the counts shown (quantiles of the non-zero counts, at most STEPS.length, never
 * empty or overlapping): each area's colour says which fifth of the areas it is in, so one big
 * city does not leave the others all in the lightest fill.
 */
export function legendClasses(counts: number[]): TLegendClass[] {
  const values = counts.filter((n) => n > 0).sort((a, b) => a - b);
  if (!values.length) return [];
  const classes: TLegendClass[] = [];
  let min = values[0]!;
  for (let i = 1; i <= STEPS.length; i++) {
    const max =
      i === STEPS.length ? values.at(-1)! : values[Math.ceil((values.length * i) / STEPS.length) - 1]!;
    if (max < min) continue;
    classes.push({ min, max, colour: '' });
    min = max + 1;
    if (min > values.at(-1)!) break;
  }
  // The darkest fills for the highest classes, whatever their number.
  const offset = STEPS.length - classes.length;
  return classes.map((c, i) => ({ ...c, colour: STEPS[offset + i]! }));
}

/** The fill of a count in the legend's classes. */
export function colourOf(classes: TLegendClass[], n: number): string {
  if (n <= 0) return NONE;
  return classes.find((c) => n <= c.max)?.colour ?? classes.at(-1)?.colour ?? NONE;
}
