import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Result, Skeleton, Space } from 'antd';
import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { exportElementToPdf } from '@/components/pdf-export';
import { isApiError } from '@/lib/api';
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
  const params = useParams();
  const id = params.id === undefined ? null : Number(params.id);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const sheet = useRef<HTMLDivElement>(null);
  const resume = useQuery({
    queryKey: ['resume-view', id],
    queryFn: () => viewResume(id),
    enabled: valid,
  });
  if (!valid || resume.isError) {
    const error = resume.error;
    // Organisations read resumes through the deliveries they received, never here.
    const refused = isApiError(error) && error.code === 403;
    return (
      <main className={styles.page}>
        <Result
          status={refused ? '403' : 'warning'}
          title={refused ? t('resumeUi.orgViaDelivery') : (error?.message ?? t('resumeUi.notFound'))}
        />
      </main>
    );
  }
  if (!resume.data)
    return (
      <main className={styles.page}>
        <Skeleton active />
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
