import { type ThemeConfig, theme as antdTheme } from 'antd';
import { REDUCED_MOTION_QUERY, matchesMedia } from '@/lib/use-media-query';
import type { ComponentSize } from '@/stores/app-store';
import type { LayoutSettings } from '@/stores/settings-store';
import { mix, shadeForContrast } from './theme-colour';

/** antd's dark page background; link text on it must keep AA contrast too. */
const DARK_BACKGROUND = '#141414';
const BASE_TOKEN = { borderRadius: 6 };

/** antd's opening and closing animations, off for visitors who asked their system for less motion (WCAG 2.3.3). */
const motionToken = (reducedMotion: boolean) => ({ motion: !reducedMotion });

/**
 * antd's default blue (#1677ff) gives white button text only 4:1 contrast; blue-7 reaches 5.9:1
 * (WCAG AA for normal text). Also the theme of antd's static dialogs and toasts, which render
 * outside the React tree: `applyStaticTheme` keeps it in step with the settings.
 */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    ...interactionShades({ primary: '#0958d9', link: '#0958d9' }, false),
    ...BASE_TOKEN,
    ...motionToken(matchesMedia(REDUCED_MOTION_QUERY)),
  },
};

/** antd's size for the classic shell's size setting. */
export const antdSizeOf = (size: ComponentSize): 'large' | 'middle' | 'small' =>
  size === 'large' ? 'large' : size === 'medium' ? 'middle' : 'small';

/**
 * Hover and pressed shades. antd derives lighter ones from the primary colour, which drops white
 * button text and link text below 4.5:1 while pointed at or pressed; these go the other way
 * (darker on light pages, lighter link text on dark ones), so contrast only grows.
 */
export function interactionShades(colours: Pick<ShellColours, 'primary' | 'link'>, darkMode: boolean) {
  const linkToward = darkMode ? '#ffffff' : '#000000';
  return {
    colorPrimaryHover: mix(colours.primary, '#000000', 0.12),
    colorPrimaryActive: mix(colours.primary, '#000000', 0.24),
    colorLinkHover: mix(colours.link, linkToward, 0.15),
    colorLinkActive: mix(colours.link, linkToward, 0.3),
    colorPrimaryTextHover: mix(colours.link, linkToward, 0.15),
    colorPrimaryTextActive: mix(colours.link, linkToward, 0.3),
  };
}

export type ShellColours = {
  /** The colour as chosen (borders, accents, large surfaces). */
  theme: string;
  /** Shade carrying white text and used as link text on white, at 4.5:1 or better. */
  primary: string;
  /** Link text on the page background (lighter in dark mode). */
  link: string;
};

export function shellColours(settings: Pick<LayoutSettings, 'theme' | 'darkMode'>): ShellColours {
  const primary = shadeForContrast(settings.theme, '#ffffff');
  const link = settings.darkMode ? shadeForContrast(settings.theme, DARK_BACKGROUND) : primary;
  return { theme: settings.theme, primary, link };
}

/** The back office's antd theme for the layout settings (applied at once, SPEC §4). */
export function shellTheme(
  settings: LayoutSettings,
  size: ComponentSize,
  reducedMotion = false,
): ThemeConfig {
  const { primary, link } = shellColours(settings);
  return {
    algorithm: [
      settings.darkMode ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
      ...(size === 'mini' ? [antdTheme.compactAlgorithm] : []),
    ],
    token: {
      ...BASE_TOKEN,
      ...motionToken(reducedMotion),
      colorPrimary: primary,
      colorInfo: primary,
      colorLink: link,
      ...interactionShades({ primary, link }, settings.darkMode),
      // antd's secondary text (45 % black) is 3.4:1 on white; 65 % reaches AA in both modes.
      colorTextTertiary: settings.darkMode ? 'rgba(255, 255, 255, 0.65)' : 'rgba(0, 0, 0, 0.65)',
      colorTextDescription: settings.darkMode ? 'rgba(255, 255, 255, 0.65)' : 'rgba(0, 0, 0, 0.65)',
      // antd's error red (#ff4d4f) gives form messages 3.3:1 on white; red-7 / red-4 pass AA.
      colorError: settings.darkMode ? '#ff7875' : '#cf1322',
    },
    components: { Menu: { collapsedWidth: 54 } },
  };
}

/** Static dialogs and toasts follow the back office's theme while it is shown. */
export function applyStaticTheme(config: ThemeConfig): void {
  appTheme.token = config.token;
  appTheme.algorithm = config.algorithm;
}
