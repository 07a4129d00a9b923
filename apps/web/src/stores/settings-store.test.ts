import { beforeEach, describe, expect, it } from 'vitest';
import { clearLocalStorage } from '@/lib/storage';
import {
  DEFAULT_SETTINGS,
  SETTINGS_STORAGE_KEY,
  parseSettings,
  selectSettings,
  useSettings,
} from './settings-store';

beforeEach(() => {
  localStorage.clear();
  useSettings.getState().reset();
});

describe('layout settings', () => {
  it('defaults to SPEC §9', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      theme: '#409EFF',
      sideTheme: 'theme-dark',
      topNav: false,
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      dynamicTitle: false,
      darkMode: false,
    });
    expect(useSettings.getState().showSettings).toBe(false);
  });

  it('saves every change as one object and reset forgets it', () => {
    useSettings.getState().change({ topNav: true, theme: '#11a983' });
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY)!)).toEqual({
      ...DEFAULT_SETTINGS,
      topNav: true,
      theme: '#11a983',
    });
    useSettings.getState().reset();
    expect(localStorage.getItem(SETTINGS_STORAGE_KEY)).toBeNull();
    expect(selectSettings(useSettings.getState())).toEqual(DEFAULT_SETTINGS);
  });

  it('reads back only well-formed values', () => {
    expect(
      parseSettings('{"theme":"red","topNav":"yes","tagsView":false,"sideTheme":"theme-light"}'),
    ).toEqual({
      ...DEFAULT_SETTINGS,
      tagsView: false,
      sideTheme: 'theme-light',
    });
    expect(parseSettings('not json')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
  });

  it('is a device preference that survives the sign-out clean-up', () => {
    useSettings.getState().change({ darkMode: true });
    clearLocalStorage();
    expect(parseSettings(localStorage.getItem(SETTINGS_STORAGE_KEY)).darkMode).toBe(true);
  });
});
