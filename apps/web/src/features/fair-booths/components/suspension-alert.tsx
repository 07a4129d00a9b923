import { Alert } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { formatReadableDateTime } from '@/lib/format/readable-date';
import type { Suspension } from '../api/fair-booths';

/** A running no-show suspension, with the day it ends. */
export function SuspensionAlert({ suspension }: { suspension: Suspension }) {
  const { t, i18n } = useTranslation();
  if (!suspension) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="suspension"
      title={t('fairBoothsUi.suspendedUntil', {
        until: formatReadableDateTime(suspension.until, i18n.language),
      })}
      description={suspension.reason}
    />
  );
}
