import { create } from 'zustand';
import { keepOnClear, safeStorage } from '@/lib/storage';

export type SideTheme = 'theme-dark' | 'theme-light';

/** Layout settings (SPEC §3), saved in local storage as one object. */
export type LayoutSettings = {
  /** Theme colour, '#rrggbb'. */
  theme: string;
  sideTheme: SideTheme;
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  /** `<page title> - <app title>` in the browser tab. */
  dynamicTitle: boolean;
  darkMode: boolean;
};

/** SPEC §9 defaults (dark mode is off unless chosen). */
export const DEFAULT_SETTINGS: Readonly<LayoutSettings> = Object.freeze({
  theme: '#409EFF',
  sideTheme: 'theme-dark',
  topNav: false,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  dynamicTitle: false,
  darkMode: false,
});

/** The classic shell's key, so settings made there carry over. */
export const SETTINGS_STORAGE_KEY = 'layout-setting';
// A device preference like the language: signing out must not reset someone's theme.
keepOnClear(SETTINGS_STORAGE_KEY);

const COLOUR = /^#[0-9a-f]{6}$/i;
const BOOLEAN_KEYS = [
  'topNav',
  'tagsView',
  'fixedHeader',
  'sidebarLogo',
  'dynamicTitle',
  'darkMode',
] as const;

/** Keeps only well-formed values of a stored object; anything else falls back to the default. */
export function parseSettings(raw: string | null): LayoutSettings {
  const settings: LayoutSettings = { ...DEFAULT_SETTINGS };
  if (!raw) return settings;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return settings;
  }
  if (!value || typeof value !== 'object') return settings;
  const stored = value as Record<string, unknown>;
  if (typeof stored['theme'] === 'string' && COLOUR.test(stored['theme'])) settings.theme = stored['theme'];
  if (stored['sideTheme'] === 'theme-dark' || stored['sideTheme'] === 'theme-light')
    settings.sideTheme = stored['sideTheme'];
  for (const key of BOOLEAN_KEYS) if (typeof stored[key] === 'boolean') settings[key] = stored[key];
  return settings;
}

type SettingsState = LayoutSettings & {
  /** The settings drawer (SPEC §4 "Settings panel: shown or hidden"), hidden by default. */
  showSettings: boolean;
  change(patch: Partial<LayoutSettings>): void;
  /** Forgets the stored object and restores the defaults. */
  reset(): void;
  setShowSettings(show: boolean): void;
};

const storage = safeStorage('localStorage');

const pick = (state: LayoutSettings): LayoutSettings => ({
  theme: state.theme,
  sideTheme: state.sideTheme,
  topNav: state.topNav,
  tagsView: state.tagsView,
  fixedHeader: state.fixedHeader,
  sidebarLogo: state.sidebarLogo,
  dynamicTitle: state.dynamicTitle,
  darkMode: state.darkMode,
});

export const useSettings = create<SettingsState>()((set, get) => ({
  ...parseSettings(storage.getItem(SETTINGS_STORAGE_KEY)),
  showSettings: false,
  change(patch) {
    set(patch);
    storage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(pick(get())));
  },
  reset() {
    try {
      localStorage.removeItem(SETTINGS_STORAGE_KEY);
    } catch {
      // Storage unavailable: nothing was kept either.
    }
    set({ ...DEFAULT_SETTINGS });
  },
  setShowSettings(show) {
    set({ showSettings: show });
  },
}));

/** The settings as one plain object (for the drawer and the theme). */
export const selectSettings = (state: SettingsState): LayoutSettings => pick(state);
