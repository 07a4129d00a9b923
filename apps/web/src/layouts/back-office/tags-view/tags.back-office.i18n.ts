import { defineCatalogue } from '@rcwb/shared';

/** Tags view (visited pages as tabs) and its context menu; menu texts as SPEC / MESSAGES.md give them. */
export const tags = defineCatalogue({
  en: {
    'tags.label': 'Visited pages',
    'tags.home': 'Home',
    'tags.menu': 'Actions for {title}',
    'tags.hint': 'Arrow keys move, Enter opens, Delete closes, Shift+F10 opens the menu',
    'tags.close': 'Close {title}',
    'tags.refresh': 'refresh page',
    'tags.closeCurrent': 'close current',
    'tags.closeOthers': 'close others',
    'tags.closeLeft': 'close left',
    'tags.closeRight': 'close right',
    'tags.closeAll': 'close all',
  },
  'zh-CN': {
    'tags.label': '已访问页面',
    'tags.home': '首页',
    'tags.menu': '{title} 的操作',
    'tags.hint': '方向键切换，回车打开，Delete 关闭，Shift+F10 打开菜单',
    'tags.close': '关闭 {title}',
    'tags.refresh': '刷新页面',
    'tags.closeCurrent': '关闭当前',
    'tags.closeOthers': '关闭其他',
    'tags.closeLeft': '关闭左侧',
    'tags.closeRight': '关闭右侧',
    'tags.closeAll': '全部关闭',
  },
});
