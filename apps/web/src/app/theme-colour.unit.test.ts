import { describe, expect, it } from 'vitest';
import { contrastRatio, shadeForContrast } from './theme-colour';
import { interactionShades, shellColours } from './theme';

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

  it.each(['#409EFF', '#304156', '#11a983', '#ff9c00', '#e6f7ff'])(
    'keeps hover and pressed colours of theme %s at AA in both modes',
    (theme) => {
      for (const darkMode of [false, true]) {
        const colours = shellColours({ theme, darkMode });
        const shades = interactionShades(colours, darkMode);
        const page = darkMode ? '#141414' : '#ffffff';
        for (const fill of [shades.colorPrimaryHover, shades.colorPrimaryActive])
          expect(contrastRatio(fill, '#ffffff')).toBeGreaterThanOrEqual(4.5);
        for (const text of [shades.colorLinkHover, shades.colorLinkActive, shades.colorPrimaryTextHover])
          expect(contrastRatio(text, page)).toBeGreaterThanOrEqual(4.5);
        // Pointing still shows: the hover shade differs from the resting colour.
        expect(shades.colorPrimaryHover).not.toBe(colours.primary.toLowerCase());
      }
    },
  );
});
