import { useQuery } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { useDownload } from '@/components/download';
import { RecordState, useRecordId } from '@/components/record-state';
import type { TArchiveDocumentKind } from '@rcwb/shared';
import { getDocument } from '../api/archives';
import styles from './document-page.module.css';

/**
 * /g080501/add/:id/:flag and /g080601/add/:id/:flag: the document as an A4 page in Chinese, with
 * its serial number and the QR code of the public verification page, to print; "Download PDF"
 * takes the server's PDF (the same file in every browser, its font embedded).
 */
function DocumentPage({ kind }: { kind: TArchiveDocumentKind }) {
  const { t } = useTranslation();
  const id = useRecordId('path');
  const { download, downloading } = useDownload();
  const query = useQuery({
    queryKey: ['archive-document', id],
    queryFn: () => getDocument(id!),
    enabled: id !== null,
  });
  const d = query.data;
  if (!d || d.kind !== kind)
    return (
      <main className={styles.page}>
        {query.isPending && id !== null ? (
          <Spin />
        ) : (
          <RecordState badLink={id === null || !!d} query={query} />
        )}
      </main>
    );
  return (
    <main className={styles.page}>
      <div className={styles.actions}>
        <Button type="primary" onClick={() => window.print()}>
          {t('archives.print')}
        </Button>
        <Button
          loading={downloading}
          onClick={() =>
            void download(`/archive/document/${d.id}/download`, {}, `${d.content.title}-${d.serial}.pdf`)
          }
          data-testid="download-pdf"
        >
          {t('archives.downloadPdf')}
        </Button>
      </div>
      <article className={styles.sheet} lang="zh-CN" data-testid="printable-document">
        <div className={styles.serial}>编号：{d.serial}</div>
        <h1 className={styles.title}>{d.content.title}</h1>
        {d.state === 'revoked' && <p className={styles.revoked}>本文书已作废</p>}
        <div className={styles.body}>
          {d.content.body.map((line) => (
            <p key={line} className={line.endsWith('：') ? styles.salutation : undefined}>
              {line}
            </p>
          ))}
        </div>
        <div className={styles.sign}>
          <div>{d.content.agency}</div>
          <div>{d.issuedOn}</div>
          {d.validUntil && <div>有效期至：{d.validUntil}</div>}
        </div>
        <div className={styles.verify}>
          <img src={d.qr} alt={t('archives.qrAlt')} />
          <div>
            <div>扫描二维码或访问核验页面输入核验码，核验本文书的真伪与有效性。</div>
            <div>
              核验码：<span data-testid="verification-code">{d.verificationCode}</span>
            </div>
          </div>
        </div>
      </article>
    </main>
  );
}

export const CertificatePage = () => <DocumentPage kind="certificate" />;
export const TransferLetterPage = () => <DocumentPage kind="transfer-letter" />;
