import { afterEach, describe, expect, it } from 'vitest';
import { STANDALONE } from '@rcwb/shared';
import { i18n } from '@/lib/i18n';
import { documentTitle } from './page-title';
import type { RouteHandle } from './route-meta';
import { handleTitle, routeTitle } from './route-title';
import { standaloneRoutes } from './standalone-routes';

const t = (key: string) => `t(${key})`;

afterEach(async () => {
  await i18n.changeLanguage('zh-CN');
});

describe('page titles', () => {
  it('is "<page title> - <app title>" only with the dynamic title on', () => {
    expect(documentTitle('Digital Talent Service', 'Users', true)).toBe('Users - Digital Talent Service');
    expect(documentTitle('Digital Talent Service', 'Users', false)).toBe('Digital Talent Service');
    expect(documentTitle('Digital Talent Service', '', true)).toBe('Digital Talent Service');
  });

  it('takes a detail title from its parameter, else the server title, else the i18n key', () => {
    expect(routeTitle({ title: 'Job detail', titleParam: 'title' }, { title: 'Nurse' }, t)).toBe('Nurse');
    expect(routeTitle({ title: 'Job detail', titleParam: 'title' }, {}, t)).toBe('Job detail');
    expect(routeTitle({ titleKey: 'shell.home' }, {}, t)).toBe('t(shell.home)');
    expect(routeTitle(undefined, {}, t)).toBe('');
  });

  it('names a standalone screen by its manifest title in the current language', async () => {
    await i18n.changeLanguage('en');
    expect(handleTitle({ screen: 'g070102:info' }, {}, t)).toBe('Posting under review');
    await i18n.changeLanguage('zh-CN');
    expect(handleTitle({ screen: 'g070102:info' }, {}, t)).toBe('职位审核详情');
    expect(handleTitle({ meta: { titleKey: 'shell.home' } }, {}, t)).toBe('t(shell.home)');
    expect(handleTitle(undefined, {}, t)).toBe('');
  });

  it('gives every standalone route its manifest entry', () => {
    expect(standaloneRoutes.map((r) => (r.handle as RouteHandle).screen)).toEqual(
      STANDALONE.map((s) => s.key),
    );
  });
});
