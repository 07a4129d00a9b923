import { describe, expect, it } from 'vitest';
import { contrastRatio, shadeForContrast } from './theme-colour';
import { shellColours } from './theme';

describe('theme colour contrast', () => {
  it('computes WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#409EFF', '#ffffff')).toBeLessThan(4.5);
  });

  it('darkens the default #409EFF until white text on it reaches AA', () => {
    const shade = shadeForContrast('#409EFF', '#ffffff');
    expect(shade).not.toBe('#409eff');
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // … and only as much as needed: it is still a blue.
    expect(contrastRatio(shade, '#ffffff')).toBeLessThan(5.5);
  });

  it('keeps a colour that already passes, and lightens link text for dark mode', () => {
    expect(shadeForContrast('#304156', '#ffffff')).toBe('#304156');
    const colours = shellColours({ theme: '#409EFF', darkMode: true });
    expect(colours.theme).toBe('#409EFF');
    expect(contrastRatio(colours.primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colours.link, '#141414')).toBeGreaterThanOrEqual(4.5);
  });
});
