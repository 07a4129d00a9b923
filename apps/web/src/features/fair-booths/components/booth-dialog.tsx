import { useState } from 'react';
import { Alert, Form, Modal, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import type { DialogProps } from '@/components/resource';
import {
  type BoothApplication,
  FAIR_BOOTHS_KEY,
  approveApplication,
  listBooths,
  moveApplication,
} from '../api/fair-booths';

/**
 * Approve into a booth or move an approved organisation: the free booths of the fair (taken ones
 * are shown with their organisation and cannot be chosen). An online fair is approved without one.
 * Two reviewers choosing one booth at once: the server lets one win and tells the other.
 */
export function BoothDialog({
  row,
  close,
  done,
  mode,
}: DialogProps<BoothApplication> & { mode: 'approve' | 'move' }) {
  const { t } = useTranslation();
  const [boothId, setBoothId] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const online = row?.fairKind === 'online';
  const booths = useQuery({
    queryKey: [FAIR_BOOTHS_KEY, 'booths', row?.fairId],
    queryFn: ({ signal }) => listBooths(row!.fairId, signal),
    enabled: !!row && !online,
  });
  if (!row) return null;
  const submit = async () => {
    setBusy(true);
    try {
      if (mode === 'approve') await approveApplication(row.id, online ? undefined : boothId);
      else await moveApplication(row.id, boothId!);
      done(t(mode === 'approve' ? 'fairBoothsUi.approved' : 'fairBoothsUi.moved'));
    } catch {
      // The client showed the server's message (e.g. the booth was just taken); the list refreshes.
      void booths.refetch();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t(mode === 'approve' ? 'fairBoothsUi.approveTitle' : 'fairBoothsUi.moveTitle', {
        org: row.orgName,
      })}
      okText={t(mode === 'approve' ? 'fairBoothsUi.approve' : 'fairBoothsUi.move')}
      okButtonProps={{ disabled: !online && !boothId, loading: busy }}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
    >
      <p>{row.fairTitle}</p>
      {row.preference && <p>{t('fairBoothsUi.preferenceIs', { preference: row.preference })}</p>}
      {online ? (
        <Alert type="info" showIcon title={t('fairBoothsUi.onlineNoBooth')} />
      ) : (
        <Form layout="vertical">
          <Form.Item label={t('fairBoothsUi.booth')} required>
            <Select
              showSearch
              value={boothId}
              onChange={setBoothId}
              loading={booths.isLoading}
              optionFilterProp="label"
              data-testid="booth-select"
              aria-label={t('fairBoothsUi.booth')}
              options={(booths.data ?? []).map((b) => ({
                value: b.id,
                label: b.orgName ? `${b.code} · ${b.orgName}` : `${b.code}${b.zone ? ` (${b.zone})` : ''}`,
                disabled: !!b.orgName,
              }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
