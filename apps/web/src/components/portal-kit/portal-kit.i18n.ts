import { defineCatalogue } from '@rcwb/shared';

/** The filter sheet of the public search pages on a phone. */
export const portalKitSheet = defineCatalogue({
  en: {
    'portalKit.filters': 'Filters',
    'portalKit.filtersCount': 'Filters ({n})',
    'portalKit.apply': 'Apply',
    'portalKit.clear': 'Clear',
  },
  'zh-CN': {
    'portalKit.filters': '筛选',
    'portalKit.filtersCount': '筛选（{n}）',
    'portalKit.apply': '应用',
    'portalKit.clear': '清除',
  },
});
