import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BoothApplication } from '../api/fair-booths';

const COLOURS: Record<BoothApplication['status'], string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  cancelled: 'default',
};

/** An application's state; a no-show is said beside an approved one. */
export function ApplicationStatus({ app }: { app: Pick<BoothApplication, 'status' | 'noShow'> }) {
  const { t } = useTranslation();
  return (
    <span>
      <Tag color={COLOURS[app.status]}>{t(`fairBooths.status.${app.status}`)}</Tag>
      {app.noShow && <Tag color="volcano">{t('fairBoothsUi.noShow')}</Tag>}
    </span>
  );
}
