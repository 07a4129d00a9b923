import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Steps } from 'antd';
import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from '@/lib/i18n';
import { Link, useParams } from 'react-router';
import { useDownload } from '@/components/download';
import { RecordState, parseRecordId } from '@/components/record-state';
import { screenName } from '@/lib/screen-title';
import { APPLICATIONS_KEY, type ApplicationDetail, getApplication } from '../api/applications';
import { ApplicationStatusTag, ReturnedOpinion } from '../components/application-progress';
import { applicantIndexPath, applicationPath } from '../components/application-paths';
import { ApplicationSheet } from '../components/application-sheet';
import styles from './application-page.module.css';

/** The application a page shows, loaded by the `id` of its path. */
export function useApplication() {
  const params = useParams();
  const id = parseRecordId(params.id);
  const query = useQuery({
    queryKey: [APPLICATIONS_KEY, 'detail', id],
    queryFn: () => getApplication(id!),
    enabled: id !== null,
  });
  return { id, query, print: params.type === 'print' };
}

/** The server's A4 PDF of the application: the same file in every browser, its font embedded. */
function DownloadPdf({ app, primary }: { app: ApplicationDetail; primary?: boolean }) {
  const { t } = useTranslation();
  const { download, downloading } = useDownload();
  return (
    <Button
      type={primary ? 'primary' : 'default'}
      icon={<FilePdfOutlined />}
      loading={downloading}
      onClick={() =>
        void download(
          `/program/application/${app.id}/download`,
          {},
          `${app.batch.name}-${app.info.name || app.id}.pdf`,
        )
      }
      data-testid="download-pdf"
    >
      {t('programApply.downloadPdf')}
    </Button>
  );
}

function PrintView({ app }: { app: ApplicationDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <Space className={styles.noPrint} style={{ marginBottom: 16 }} wrap>
        <DownloadPdf app={app} primary />
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          {t('programApply.printNow')}
        </Button>
        <Link to={applicantIndexPath(app.applicantType)}>
          {screenName(app.applicantType === 'person' ? 'g020101' : 'g020102')}
        </Link>
      </Space>
      <ApplicationSheet app={app} />
    </>
  );
}

/**
 * The frame of both steps' standalone pages: the application loaded by id, its printable sheet when
 * the path asks for `print`, the sheet read-only while it is under review, and otherwise the step's
 * form under the steps bar with the reviewers' opinion of a return.
 */
export function ApplicationFrame({
  step,
  children,
}: {
  step: 0 | 1;
  children: (app: ApplicationDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const { id, query, print } = useApplication();
  const app = query.data;
  if (!app)
    return (
      <main className={styles.page}>
        <RecordState badLink={id === null} query={query} />
      </main>
    );
  if (print)
    return (
      <main className={styles.page}>
        <PrintView app={app} />
      </main>
    );
  const index = screenName(app.applicantType === 'person' ? 'g020101' : 'g020102');
  return (
    <main className={styles.page}>
      <nav className={styles.nav} aria-label={index}>
        <Link to={applicantIndexPath(app.applicantType)}>{index}</Link>
        <Link to={applicationPath(app.applicantType, 'addTwo', app, 'print')}>{t('programApply.print')}</Link>
        <DownloadPdf app={app} />
      </nav>
      <h1 className={styles.title}>
        {app.batch.name} <ApplicationStatusTag status={app.view.status} />
      </h1>
      <Steps
        className={styles.steps}
        current={step}
        items={[{ title: t('programApply.stepOne') }, { title: t('programApply.stepTwo') }]}
      />
      {app.editable ? (
        <>
          <ReturnedOpinion view={app.view} />
          {children(app)}
        </>
      ) : (
        <>
          <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('programApply.readOnly')} />
          <ApplicationSheet app={app} />
        </>
      )}
    </main>
  );
}
