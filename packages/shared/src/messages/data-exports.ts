import { defineCatalogue } from './types';

/** Data exports (server module `data-exports`, screen g070116): refusals of a request or download. */
export const dataExports = defineCatalogue({
  en: {
    'dataExports.unknownDataset': 'This data cannot be exported, or you may not export it',
    'dataExports.unknownColumn': 'Choose the columns among those this data offers',
    'dataExports.unmaskNotAllowed': 'You may export personal data only masked',
    'dataExports.tooMany':
      'You already have {n} exports waiting or running; start another when one of them has finished',
    'dataExports.tooManyRows':
      'These filters match {n} rows, more than the {max} one file can hold; narrow the filters',
    'dataExports.notFound': 'This export does not exist, or is not yours',
    'dataExports.notReady': 'This export is not finished yet; download it when its progress reaches 100%',
    'dataExports.expired': 'This export has expired and its file was removed; start it again',
    'dataExports.cannotCancel': 'Only an export that is waiting or running can be cancelled',
    'dataExports.notice.readyTitle': 'Your export is ready',
    'dataExports.notice.readyBody':
      'Your export of {dataset} ({rows} rows) is ready: download it from Data exports before it expires.',
    'dataExports.notice.failedTitle': 'Your export failed',
    'dataExports.notice.failedBody':
      'Your export of {dataset} could not be written. Start it again from Data exports; if it fails again, tell the administrator.',
  },
  'zh-CN': {
    'dataExports.unknownDataset': '该数据不能导出，或您没有导出该数据的权限',
    'dataExports.unknownColumn': '请在该数据提供的列中选择',
    'dataExports.unmaskNotAllowed': '您只能导出脱敏后的个人信息',
    'dataExports.tooMany': '您已有 {n} 个导出在排队或进行中，请等其中一个完成后再发起',
    'dataExports.tooManyRows': '当前筛选条件匹配 {n} 行，超过单个文件可容纳的 {max} 行，请缩小筛选范围',
    'dataExports.notFound': '该导出不存在，或不属于您',
    'dataExports.notReady': '该导出尚未完成，进度到 100% 后即可下载',
    'dataExports.expired': '该导出已过期，文件已删除，请重新发起',
    'dataExports.cannotCancel': '只能取消排队或进行中的导出',
    'dataExports.notice.readyTitle': '您的导出已完成',
    'dataExports.notice.readyBody': '您导出的{dataset}（{rows} 行）已完成，请在过期前到“数据导出”下载。',
    'dataExports.notice.failedTitle': '您的导出失败',
    'dataExports.notice.failedBody':
      '您导出的{dataset}未能生成。请到“数据导出”重新发起；如仍失败，请联系管理员。',
  },
});
