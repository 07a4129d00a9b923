import { defineCatalogue } from '@rcwb/shared';

/**
 * The legal documents' names and version line, which the consent steps show on any page; their
 * text is in legal-text.ts, loaded with the legal pages only.
 */
export const legalNamesUi = defineCatalogue({
  en: {
    'legal.version': 'Version {version}, effective {date}',
    'legal.agreement.title': 'User agreement',
    'legal.privacy.title': 'Privacy policy',
  },
  'zh-CN': {
    'legal.version': '版本 {version}，{date} 起生效',
    'legal.agreement.title': '用户协议',
    'legal.privacy.title': '隐私政策',
  },
});
