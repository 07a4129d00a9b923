import { Descriptions } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { TONES, ToneTag } from '@/components/tone-tag';
import type { Archive } from '../api/archives';

const STATUS_TONES = { 'in-store': TONES.green, lent: TONES.blue, 'transferred-out': TONES.orange } as const;

export function ArchiveStatusTag({ status }: { status: Archive['status'] }) {
  const { t } = useTranslation();
  return <ToneTag tone={STATUS_TONES[status]}>{t(`archives.status.${status}`)}</ToneTag>;
}

/** Number, holder, status, where it came from and where it sits. */
export function ArchiveSummary({ archive }: { archive: Archive }) {
  const { t } = useTranslation();
  return (
    <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
      <Descriptions.Item label={t('archives.field.number')}>{archive.number}</Descriptions.Item>
      <Descriptions.Item label={t('archives.field.status')}>
        <ArchiveStatusTag status={archive.status} />
      </Descriptions.Item>
      <Descriptions.Item label={t('archives.field.holderName')}>{archive.holderName}</Descriptions.Item>
      <Descriptions.Item label={t('archives.field.source')}>{archive.source}</Descriptions.Item>
      <Descriptions.Item label={t('archives.field.receivedOn')}>{archive.receivedOn}</Descriptions.Item>
      <Descriptions.Item label={t('archives.field.shelf')}>{archive.shelf}</Descriptions.Item>
    </Descriptions>
  );
}
