import type { TFunction } from '@/lib/i18n';

/** A parameter's value in words: on/off, or the number with its unit. */
export const paramValueText = (
  t: TFunction,
  key: string,
  value: boolean | number | null | undefined,
): string =>
  value === null || value === undefined
    ? t('params.default')
    : typeof value === 'boolean'
      ? t(value ? 'params.on' : 'params.off')
      : t(`params.unit.${key}`, { n: value });
