import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { TLocale } from '@rcwb/shared';

/**
 * antd's built-in texts. English is passed explicitly too: ConfigProvider only wraps its children
 * in a LocaleProvider when given a locale, so switching between "none" and zh_CN would remount the
 * whole screen (dropping state, reconnecting the message socket).
 */
export const antdLocaleOf = (locale: TLocale): Locale => (locale === 'zh-CN' ? zhCN : enUS);
