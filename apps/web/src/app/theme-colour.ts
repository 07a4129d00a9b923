/** Colour arithmetic for the theme setting: WCAG contrast and shades that reach it. */

type Rgb = [number, number, number];

const parse = (hex: string): Rgb => {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
};

const format = (rgb: Rgb): string =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = parse(hex).map(channel) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Mixes `hex` with `toward` (0 = hex, 1 = toward). */
export function mix(hex: string, toward: string, amount: number): string {
  const a = parse(hex);
  const b = parse(toward);
  return format(a.map((c, i) => c + (b[i]! - c) * amount) as Rgb);
}

/**
 * The chosen colour itself when it already has `min` contrast against `background`, else the
 * nearest shade of it (darker on light backgrounds, lighter on dark ones) that has. #409EFF, the
 * default theme colour, gives white text only 3:1, so buttons and links use a darker blue.
 */
export function shadeForContrast(hex: string, background: string, min = 4.5): string {
  const toward = luminance(background) > 0.18 ? '#000000' : '#ffffff';
  for (let step = 0; step <= 100; step++) {
    const candidate = mix(hex, toward, step / 100);
    if (contrastRatio(candidate, background) >= min) return candidate;
  }
  return toward;
}
