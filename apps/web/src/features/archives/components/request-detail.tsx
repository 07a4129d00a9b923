import type { ReactNode } from 'react';
import { Button, Card, Descriptions, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { screenPath } from '@rcwb/shared';
import { useDownload } from '@/components/download';
import { ReturnedOpinion, WorkflowProgress, WorkflowStatusTag } from '@/components/workflow-progress';
import type { ArchiveRequestDetail } from '../api/archives';

/** The printable page of an issued document (certificate or transfer letter). */
export const documentPath = (d: { id: number; kind: string }) =>
  screenPath(d.kind === 'certificate' ? 'g080501:add' : 'g080601:add', { id: d.id, flag: 'print' });

/**
 * A request as both sides see it: what was asked (the form typed per kind), the materials, the
 * document it gave, where it stands and every step so far. `actions` is the side's own part
 * (the holder's correction, the archivist's decision).
 */
export function RequestDetail({ request, actions }: { request: ArchiveRequestDetail; actions?: ReactNode }) {
  const { t } = useTranslation();
  const { downloadFile } = useDownload();
  const fields = Object.entries(request.form).filter(([k]) => k !== 'kind');
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="archive-request">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t(`archives.kind.${request.kind}`)} <WorkflowStatusTag status={request.view.status} />
      </Typography.Title>
      <ReturnedOpinion view={request.view} messageKey="archives.returnedOpinion" />
      {request.document && (
        <Card size="small" data-testid="issued-document">
          <Space wrap>
            <Typography.Text strong>{request.document.content.title}</Typography.Text>
            <Typography.Text>{t('archives.serial', { serial: request.document.serial })}</Typography.Text>
            <Link to={documentPath(request.document)}>{t('archives.openDocument')}</Link>
          </Space>
        </Card>
      )}
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('archives.field.holderName')}>{request.applicantName}</Descriptions.Item>
        {fields.map(([k, v]) => (
          <Descriptions.Item key={k} label={t(`archives.field.${k}`)}>
            {k === 'certificateType' ? t(`archives.certificate.${String(v)}`) : String(v || '—')}
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={t('archives.field.attachments')}>
          {request.attachments.length ? (
            <Space direction="vertical" size={0}>
              {request.attachments.map((f) => (
                <Button key={f.id} type="link" size="small" onClick={() => void downloadFile(f.id, f.name)}>
                  {f.name}
                </Button>
              ))}
            </Space>
          ) : (
            t('archives.noAttachments')
          )}
        </Descriptions.Item>
      </Descriptions>
      {actions}
      <Card size="small" title={t('archives.progress')}>
        <WorkflowProgress view={request.view} />
      </Card>
    </Space>
  );
}
