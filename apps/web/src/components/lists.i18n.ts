import { defineCatalogue } from '@rcwb/shared';

/** Shared by the public and the back-office lists: pagers, the empty state, yes/no. */
export const lists = defineCatalogue({
  en: {
    'pagination.label': 'Pages',
    'pagination.total': 'Total {n}',
    'pagination.size': 'Rows per page',
    'pagination.perPage': '{n} / page',
    'pagination.prev': 'Previous page',
    'pagination.next': 'Next page',
    'pagination.page': 'Page {n}',
    'pagination.morePrev': 'Previous {n} pages',
    'pagination.moreNext': 'Next {n} pages',
    'pagination.goto': 'Go to',
    'resource.empty': 'No data',
    'resource.yes': 'Yes',
    'resource.no': 'No',
  },
  'zh-CN': {
    'pagination.label': '分页',
    'pagination.total': '共 {n} 条',
    'pagination.size': '每页条数',
    'pagination.perPage': '{n}条/页',
    'pagination.prev': '上一页',
    'pagination.next': '下一页',
    'pagination.page': '第 {n} 页',
    'pagination.morePrev': '向前 {n} 页',
    'pagination.moreNext': '向后 {n} 页',
    'pagination.goto': '前往',
    'resource.empty': '暂无数据',
    'resource.yes': '是',
    'resource.no': '否',
  },
});
