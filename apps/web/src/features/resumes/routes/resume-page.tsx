import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space } from 'antd';
import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from '@/lib/i18n';
import { useParams } from 'react-router';
import { exportElementToPdf } from '@/components/pdf-export';
import { RecordState, parseRecordId } from '@/components/record-state';
import { viewResume } from '../api/resumes';
import { ResumeDocument } from '../components/resume-view';
import styles from './resume-page.module.css';

/**
 * Standalone /g070104/resume (the caller's default resume) and /g070104/resume/{id}/{title}: the
 * resume as an A4 page to print or save as PDF. The server decides who may open it — the owner
 * and staff; organisations see resumes through the deliveries they received.
 */
export function ResumePage() {
  const { t } = useTranslation();
  const raw = useParams().id;
  // Without an id in the path the page shows the caller's default resume (id null on the wire).
  const id = raw === undefined ? null : parseRecordId(raw);
  const valid = raw === undefined || id !== null;
  const sheet = useRef<HTMLDivElement>(null);
  const resume = useQuery({
    queryKey: ['resume-view', id],
    queryFn: () => viewResume(id),
    enabled: valid,
  });
  if (!resume.data)
    return (
      <main className={styles.page}>
        {/* Organisations read resumes through the deliveries they received, never here. */}
        <RecordState badLink={!valid} query={resume} refusedText={t('resumeUi.orgViaDelivery')} />
      </main>
    );
  const r = resume.data;
  const fileName = r.person ? `${r.person.name}-${r.title}` : r.title;
  return (
    <main className={styles.page}>
      <Space className={styles.noPrint} style={{ marginBottom: 16 }} wrap>
        <Button
          type="primary"
          icon={<FilePdfOutlined />}
          onClick={() => sheet.current && void exportElementToPdf(sheet.current, fileName)}
        >
          {t('resumeUi.exportPdf')}
        </Button>
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          {t('resumeUi.print')}
        </Button>
      </Space>
      {r.staffHidden && (
        <Alert
          className={styles.noPrint}
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('resumeUi.staffHidden', { reason: r.staffHiddenReason ?? '' })}
        />
      )}
      <div ref={sheet}>
        <ResumeDocument resume={r} />
      </div>
    </main>
  );
}
