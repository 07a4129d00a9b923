import { describe, expect, it } from 'vitest';
import { LOCALES } from '@rcwb/shared';
import { resourcesOf } from '@/lib/i18n';
import { backOfficeCatalogues } from '@/lib/i18n/back-office-catalogues';

/** Every key the server's home contributors send today (server modules/home/core-contributors.ts). */
const SERVER_KEYS = {
  card: [
    'accounts.total',
    'accounts.persons',
    'accounts.orgs',
    'accounts.blocked',
    'signIns.today',
    'signIns.failedToday',
    'messages.unread',
    'messages.total',
    'files.count',
    'files.size',
    'profile.completeness',
  ],
  chart: ['newAccounts', 'signIns', 'ownSignIns', 'accountsByType'],
  series: ['accounts', 'success', 'failed', 'active', 'locked', 'disabled'],
  category: ['staff', 'person', 'org', 'expert'],
};

describe('home labels', () => {
  it.each(LOCALES)('labels every card, chart, series and category in %s', (locale) => {
    const resources = resourcesOf(locale, backOfficeCatalogues);
    const missing = Object.entries(SERVER_KEYS).flatMap(([part, keys]) =>
      keys.map((key) => `home.${part}.${key}`).filter((key) => !(key in resources)),
    );
    expect(missing).toEqual([]);
  });
});
