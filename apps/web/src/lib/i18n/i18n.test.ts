import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES, ROLES, type TCatalogue, UserType, messageCatalogues, messagesOf } from '@rcwb/shared';
// This test checks the whole app's keys, so it also reads the ones a feature builds at run time.
// eslint-disable-next-line boundaries/dependencies
import { STAT_LABELS } from '@/features/recruitment/components/portal-stats';
import { publicAreas } from '@/layouts/portal/public-areas';
import { LOCALE_STORAGE_KEY, i18n, resourcesOf, setLocale } from '.';
import { backOfficeCatalogues } from './back-office-catalogues';
import { publicCatalogues } from './public-catalogues';

/** Catalogues a public page loads with its own chunk, by the module that registers them. */
const scopedCatalogues = import.meta.glob<readonly TCatalogue[]>('/src/**/i18n-scope.ts', {
  import: 'catalogues',
  eager: true,
});

/** What the app downloads for each language (index.ts), split by the build's locale split. */
const localeStrings: Partial<Record<string, readonly TCatalogue[]>> = {
  en: Object.values(
    import.meta.glob<readonly TCatalogue[]>('./locale-strings.ts', {
      query: { locale: 'en' },
      import: 'catalogues',
      eager: true,
    }),
  )[0],
  'zh-CN': Object.values(
    import.meta.glob<readonly TCatalogue[]>('./locale-strings.ts', {
      query: { locale: 'zh-CN' },
      import: 'catalogues',
      eager: true,
    }),
  )[0],
};

const serverCatalogues = new Set<TCatalogue>(messageCatalogues);
/** The app's own catalogues (a scope may also load some of the server's message areas). */
const webCatalogues = [
  ...publicCatalogues,
  ...backOfficeCatalogues,
  ...Object.values(scopedCatalogues)
    .flat()
    .filter((c) => !serverCatalogues.has(c)),
];

const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Keys passed literally to t('…') in the given sources (all of the app by default). */
const literalKeys = (texts: Iterable<string> = Object.values(sources)) => {
  const keys = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(/\bt\(\s*'([^']+)'/g)) keys.add(match[1]!);
  }
  return keys;
};

/** The source file an import specifier of `from` names, if it is one of the app's own. */
const resolveImport = (from: string, specifier: string): string | undefined => {
  let base: string;
  if (specifier.startsWith('@/')) base = `/src/${specifier.slice(2)}`;
  else if (specifier.startsWith('.')) base = new URL(specifier, `file://${from}`).pathname;
  else return undefined;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end).find((p) => p in sources);
};

const BACK_OFFICE_CATALOGUES = '/src/lib/i18n/back-office.ts';
/** Route tables whose screens render only inside the signed-in layouts (which load the rest). */
const SIGNED_IN_ROUTE_TABLES = [
  '/src/app/local-routes.tsx',
  '/src/app/standalone-routes.ts',
  '/src/app/signed-in-pages.ts',
  '/src/app/menu/menu-session.ts',
];

/**
 * The sources a visitor's pages can run without the back-office catalogues: everything main.tsx
 * reaches by static or dynamic import, except past a module that loads those catalogues itself
 * (the signed-in layouts) and the signed-in route tables. Each source comes with the scoped
 * catalogues (every i18n-scope.ts, a feature's or lib's) loaded on every path that reaches it: a module imported both by a
 * page that loads its catalogue and by one that does not may use only the entry's strings.
 */
const publicSources = () => {
  const scopesOf = new Map<string, Set<string>>();
  const queue: [file: string, scopes: Set<string>][] = [['/src/main.tsx', new Set()]];
  while (queue.length) {
    const [file, inherited] = queue.pop()!;
    if (SIGNED_IN_ROUTE_TABLES.includes(file)) continue;
    // Type-only imports are erased from the bundle: they bring no strings.
    const text = sources[file]!.replace(/import\s+type\s[^;]*;/g, '');
    const imports = [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) =>
      resolveImport(file, m[1]!),
    );
    if (imports.includes(BACK_OFFICE_CATALOGUES)) continue;
    const scopes = new Set([
      ...inherited,
      ...imports.filter((i): i is string => !!i && i in scopedCatalogues),
    ]);
    const known = scopesOf.get(file);
    const common = known ? new Set([...known].filter((s) => scopes.has(s))) : scopes;
    if (known && common.size === known.size) continue;
    scopesOf.set(file, common);
    for (const next of imports) if (next) queue.push([next, common]);
  }
  return scopesOf;
};

/** Keys built at run time from known value sets. */
const dynamicKeys = [
  ...LOCALES.map((l) => `locale.${l}`),
  ...Object.values(UserType).map((n) => `userType.${n}`),
  ...ROLES.map((r) => `role.${r}`),
  ...publicAreas.map((a) => a.labelKey),
  ...Object.values(STAT_LABELS),
  'app.recruitmentTitle',
  'app.serviceTitle',
  'network',
  'timeout',
];

afterEach(() => {
  localStorage.clear();
});

describe('i18n resources', () => {
  it('gives every web catalogue the same keys in both languages', () => {
    // English adds a singular form (`<key>_one`, the translator's singular) of a counted key;
    // Chinese has one form for every number.
    const singular = /_one$/;
    for (const catalogue of webCatalogues) {
      const en = Object.keys(catalogue.en);
      expect(Object.keys(catalogue['zh-CN']).sort()).toEqual(en.filter((k) => !singular.test(k)).sort());
      const orphans = en.filter((k) => singular.test(k) && !(k.replace(singular, '') in catalogue.en));
      expect(orphans).toEqual([]);
    }
  });

  it('words counts in the singular and plural in English, once in Chinese', async () => {
    const jobsUi = webCatalogues.find((c) => 'jobs.total' in c.en)!;
    await i18n.changeLanguage('en');
    i18n.addResourceBundle('en', 'translation', jobsUi.en, true, true);
    i18n.addResourceBundle('zh-CN', 'translation', jobsUi['zh-CN'], true, true);
    expect(i18n.t('jobs.total', { n: '1', count: 1 })).toBe('1 job found');
    expect(i18n.t('jobs.total', { n: '1,234', count: 1234 })).toBe('1,234 jobs found');
    expect(i18n.t('jobs.views', { n: 0, count: 0 })).toBe('0 views');
    await i18n.changeLanguage('zh-CN');
    expect(i18n.t('jobs.total', { n: '1', count: 1 })).toBe('共找到 1 个职位');
  });

  it('finds the catalogues by file name, each key in one catalogue only', () => {
    // Catalogues merge in file-path order, so a key in two of them would depend on where they live.
    expect(publicCatalogues.length).toBeGreaterThan(10);
    expect(backOfficeCatalogues.length).toBeGreaterThan(10);
    // A scoped catalogue is also one of the back office's: the same object, counted once.
    const keys = [...new Set(webCatalogues)].flatMap((c) => Object.keys(c.en));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('never overrides a shared SPEC message', () => {
    const shared = new Set(Object.keys(messagesOf('en')));
    const clashes = webCatalogues.flatMap((c) => Object.keys(c.en)).filter((key) => shared.has(key));
    expect(clashes).toEqual([]);
  });

  it('has every key the source uses, in both languages', () => {
    const used = [...literalKeys(), ...dynamicKeys];
    expect(used.length).toBeGreaterThan(40);
    for (const locale of LOCALES) {
      const known = resourcesOf(locale, [...messageCatalogues, ...webCatalogues]);
      const missing = used.filter((key) => !(key in known));
      expect({ locale, missing }).toEqual({ locale, missing: [] });
    }
  });

  it('bundles every string the public pages use with the entry or the page', () => {
    const scopes = publicSources();
    const files = [...scopes.keys()];
    // The walk must reach the portal pages, or this test would pass by checking nothing.
    expect(files).toEqual(
      expect.arrayContaining([
        '/src/features/recruitment/routes/find-job-page.tsx',
        '/src/features/accounts/routes/register-page.tsx',
        '/src/features/auth/routes/login-page.tsx',
      ]),
    );
    expect(files).not.toContain('/src/layouts/back-office/back-office-layout.tsx');
    // The talent pages bring their own strings: the entry alone must not have them.
    expect(scopes.get('/src/features/talent/routes/find-talent-page.tsx')).toEqual(
      new Set(['/src/features/talent/i18n-scope.ts']),
    );
    for (const locale of LOCALES) {
      const missing = files.flatMap((file) => {
        const catalogues = [
          ...publicCatalogues,
          ...[...scopes.get(file)!].flatMap((s) => scopedCatalogues[s]!),
        ];
        const known = resourcesOf(locale, catalogues);
        return [...literalKeys([sources[file]!])]
          .filter((key) => !(key in known))
          .map((key) => `${file}: ${key}`);
      });
      expect({ locale, missing }).toEqual({ locale, missing: [] });
    }
  });

  it("downloads one language's public strings at a time, all of them", () => {
    for (const locale of LOCALES) {
      const other = LOCALES.find((l) => l !== locale)!;
      const catalogues = localeStrings[locale]!;
      expect(resourcesOf(locale, [])).not.toEqual({});
      expect(Object.assign({}, ...catalogues.map((c) => c[locale]))).toEqual(
        resourcesOf(locale, publicCatalogues),
      );
      expect(catalogues.filter((c) => Object.keys(c[other]).length > 0)).toEqual([]);
    }
  });

  it('interpolates {name} parameters like the shared translate()', () => {
    expect(i18n.t('httpStatus', { lng: 'en', n: 502 })).toBe('system interface 502 abnormal');
    expect(i18n.t('home.welcome', { lng: 'zh-CN', name: '张三' })).toBe('欢迎您，张三');
  });

  it('switches language, persists the choice and sets <html lang>', async () => {
    await setLocale('en');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    await setLocale('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18n.t('sessionExpiredDialog.confirm')).toBe('重新登录');
  });
});
