import { defineCatalogue } from '@rcwb/shared';

/**
 * The back-office list machinery: resource lists, table toolbar and the review actions with their
 * reason dialog (pagers are in lists.ts).
 */
export const resource = defineCatalogue({
  en: {
    'toolbar.showSearch': 'Show search',
    'toolbar.hideSearch': 'Hide search',
    'toolbar.refresh': 'Refresh',
    'toolbar.columns': 'Show or hide columns',
    'resource.search': 'Search',
    'resource.reset': 'Reset',
    'resource.actions': 'Actions',
    'resource.view': 'View',
    'resource.select': 'Select',
    'resource.more': 'More',
    'resource.edit': 'Edit',
    'resource.export': 'Export',
    'resource.loadError': 'The list could not be loaded.',
    'resource.required': 'Please enter {field}',
    'resource.saved': 'Saved',
    'resource.review.approve': 'Approve',
    'resource.review.reject': 'Reject',
    'resource.review.return': 'Return for changes',
    'resource.review.reason': 'Reason',
    'resource.review.reasonPick': 'Quick choice',
    'resource.review.tooLong': 'At most {max} characters',
  },
  'zh-CN': {
    'toolbar.showSearch': '显示搜索',
    'toolbar.hideSearch': '隐藏搜索',
    'toolbar.refresh': '刷新',
    'toolbar.columns': '显隐列',
    'resource.search': '搜索',
    'resource.reset': '重置',
    'resource.actions': '操作',
    'resource.view': '详情',
    'resource.select': '选择',
    'resource.more': '更多',
    'resource.edit': '修改',
    'resource.export': '导出',
    'resource.loadError': '列表加载失败。',
    'resource.required': '请输入{field}',
    'resource.saved': '保存成功',
    'resource.review.approve': '通过',
    'resource.review.reject': '驳回',
    'resource.review.return': '退回修改',
    'resource.review.reason': '原因',
    'resource.review.reasonPick': '常用原因',
    'resource.review.tooLong': '最多 {max} 个字符',
  },
});
