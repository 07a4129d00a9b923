import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SCREENS, type TCatalogue } from '@rcwb/shared';
import { i18n } from '@/lib/i18n';
import { backOfficeCatalogues } from '@/lib/i18n/back-office-catalogues';
import { publicCatalogues } from '@/lib/i18n/public-catalogues';
import { screenName, useScreenTitle } from './screen-title';

/** Catalogues a public page loads with its own chunk (each feature's i18n-scope.ts). */
const scopedCatalogues = import.meta.glob<readonly TCatalogue[]>('/src/features/*/i18n-scope.ts', {
  import: 'catalogues',
  eager: true,
});

const catalogues = [...publicCatalogues, ...backOfficeCatalogues, ...Object.values(scopedCatalogues).flat()];

/**
 * Keys whose text equals a screen's title but that name something else, so they stay in the
 * catalogues (a screen's own heading, tab or link text comes from the manifest).
 */
const NOT_A_SCREEN_TITLE: Readonly<Record<string, string>> = {
  'jobsAdmin.add': 'the toolbar action of my postings (a resource action names its label by key)',
  'deliveriesUi.col.resume': 'the column of the resume an application sent',
  'deliveriesUi.deliver.resume': 'the resume chosen in the apply dialog',
  'policy.list.title': 'the heading of the public policy page of the portal',
  'discover.home.news': 'a section of the public discover home page',
  'auditLog.module.systemUser': 'the API area an audit entry was written by',
  'auditLog.module.systemAudit': 'the API area an audit entry was written by',
  'messages.kind.job-review': 'the kind of a message',
  'messages.kind.job-alert': 'the kind of a message',
  'messages.kind.security': 'the kind of a message',
  'workbenchUi.count.alerts': 'a counter of the workbench',
  'auditLog.kind.resume': 'a kind of personal data read',
};

afterEach(async () => {
  await i18n.changeLanguage('zh-CN');
});

describe('screen titles', () => {
  it('reads the manifest title in the current language', async () => {
    await i18n.changeLanguage('en');
    expect(screenName('g050103')).toBe('My postings');
    await i18n.changeLanguage('zh-CN');
    expect(screenName('g050103')).toBe('我的职位');
  });

  it('renders again in the new language when the language changes', async () => {
    await i18n.changeLanguage('en');
    const { result } = renderHook(() => useScreenTitle('g070103'));
    expect(result.current).toBe('Resume registry');
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(result.current).toBe('简历管理');
  });

  it('keeps no catalogue key that repeats a screen title in both languages', () => {
    const titles = new Map(SCREENS.map((s) => [`${s.titles.en}\n${s.titles['zh-CN']}`, s.key]));
    const repeated = catalogues.flatMap((c) =>
      Object.keys(c.en)
        .filter((key) => !(key in NOT_A_SCREEN_TITLE))
        .flatMap((key) => {
          const screen = titles.get(`${c.en[key]}\n${c['zh-CN'][key]}`);
          return screen ? [`${key} repeats the title of ${screen}: use screenName('${screen}')`] : [];
        }),
    );
    expect(repeated).toEqual([]);
  });

  it('allows only keys that still exist and still equal a title', () => {
    const titles = new Set(SCREENS.map((s) => `${s.titles.en}\n${s.titles['zh-CN']}`));
    const known = new Map(
      catalogues.flatMap((c) => Object.keys(c.en).map((key) => [key, `${c.en[key]}\n${c['zh-CN'][key]}`])),
    );
    const stale = Object.keys(NOT_A_SCREEN_TITLE).filter((key) => !titles.has(known.get(key) ?? ''));
    expect(stale).toEqual([]);
  });
});
