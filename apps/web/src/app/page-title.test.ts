import { describe, expect, it } from 'vitest';
import { documentTitle } from './page-title';
import { routeTitle } from './route-title';

const t = (key: string) => `t(${key})`;

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
});
