import { defineCatalogue } from '@rcwb/shared';

/**
 * Strings of the portal's shared parts that every area's public pages use: the areas' navigation,
 * the home blocks, the kit's controls and the collect button. They load with the app's entry.
 */
export const portalSharedUi = defineCatalogue({
  en: {
    'discover.home.more': 'More',
    'portal.nav.discover': 'Discover',
    'portal.nav.policy': 'Talent policy',
    'portalHome.banners': 'Announcements in pictures',
    'portalHome.notices': 'Notices',
    'portalHome.pinned': 'Pinned',
    'portalHome.policies': 'Latest policies',
    'portalHome.featured': 'Recommended',
    'portalKit.all': 'All',
    'portalKit.search': 'Search',
    'portalKit.reset': 'Reset',
    'portalKit.close': 'Close',
    'portalKit.empty': 'Nothing matches these filters.',
    'portalKit.loadError': 'This could not be loaded.',
    'portalKit.notFound': 'This item does not exist or is no longer published.',
    'collections.collect': 'Collect',
    'collections.collected': 'Collected',
    'collections.signInToCollect': 'Sign in to collect',
  },
  'zh-CN': {
    'discover.home.more': '更多',
    'portal.nav.discover': '发现',
    'portal.nav.policy': '人才政策',
    'portalHome.banners': '图片推荐',
    'portalHome.notices': '通知公告',
    'portalHome.pinned': '置顶',
    'portalHome.policies': '最新政策',
    'portalHome.featured': '推荐内容',
    'portalKit.all': '全部',
    'portalKit.search': '搜索',
    'portalKit.reset': '重置',
    'portalKit.close': '关闭',
    'portalKit.empty': '没有符合条件的内容。',
    'portalKit.loadError': '加载失败。',
    'portalKit.notFound': '内容不存在或已不再公开。',
    'collections.collect': '收藏',
    'collections.collected': '已收藏',
    'collections.signInToCollect': '登录后收藏',
  },
});
