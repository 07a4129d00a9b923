import { defineCatalogue } from '@rcwb/shared';
import { registerCatalogues } from '@/lib/i18n';

/*
 * The notices pages' strings, loaded with those pages' lazy chunks rather than the app's entry
 * (the portal home has a first-load budget). The i18n test finds scopes by this file name.
 */
const noticesUi = defineCatalogue({
  en: {
    'notices.title': 'Notices',
    'notices.lead': 'Announcements of the talent service, pinned ones first.',
    'notices.keyword': 'Keyword',
    'notices.keywordHint': 'Words in the title',
    'notices.published': 'Published {date}',
    'notices.backToList': '← All notices',
  },
  'zh-CN': {
    'notices.title': '通知公告',
    'notices.lead': '人才服务平台发布的通知公告，置顶的在前。',
    'notices.keyword': '关键词',
    'notices.keywordHint': '标题中的词语',
    'notices.published': '发布于 {date}',
    'notices.backToList': '← 全部通知公告',
  },
});

export const catalogues = [noticesUi];
registerCatalogues(catalogues);
