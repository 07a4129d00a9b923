import { Button, Result, Space, Spin } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import { type ApiError, isApiError } from '@/lib/api';
import styles from './record-state.module.css';

/** What a screen's record query offers this component (a react-query result fits). */
export type TRecordQuery = { error: unknown; refetch: () => unknown };

/**
 * The server answers 404 alike for a record that does not exist and for one of somebody else, so
 * as not to tell them apart; 403 where a role may never open it here.
 */
const isMissing = (error: unknown): error is ApiError =>
  isApiError(error, 'business') && (error.code === 404 || error.code === 403);

/**
 * The way out of a record that cannot be shown: back to where the user came from when they came
 * from another screen of the app (the router's first entry has the key "default"), and always
 * home, for a link opened in a new tab or from outside.
 */
function WayBack() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cameFromApp = useLocation().key !== 'default';
  return (
    <Space wrap className={styles.actions}>
      {cameFromApp && (
        <Button type="primary" onClick={() => void navigate(-1)}>
          {t('record.back')}
        </Button>
      )}
      <Button type={cameFromApp ? 'default' : 'primary'} onClick={() => void navigate('/index')}>
        {t('common.backHome')}
      </Button>
    </Space>
  );
}

/**
 * "Not found": the record is missing, was removed or is not the user's, or the link names none
 * (badLink). The API client turns 403 and 404 into SPEC §8's fixed messages, which cannot tell
 * these apart, so the text here names them all.
 */
export function RecordMissing({ text, badLink = false }: { text?: string; badLink?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="alert" data-testid="record-missing">
      <Result
        status="warning"
        title={<h1 className={styles.title}>{t('record.missing.title')}</h1>}
        subTitle={badLink ? t('record.missing.badLink') : text || t('record.missing.text')}
        extra={<WayBack />}
      />
    </div>
  );
}

type TRecordStateProps = {
  /** The screen was opened without a usable id (see useRecordId): nothing is asked of the server. */
  badLink: boolean;
  query: TRecordQuery;
  /** Said instead of the server's message when it refuses (403) rather than not finding. */
  refusedText?: string;
};

/**
 * What a screen opened with a record id shows until it has the record: the malformed link, the
 * record not found (or not the user's), a failure to load with a retry, or loading. Screens render
 * it while their query has no data, so none of them is ever left blank.
 */
export function RecordState({ badLink, query, refusedText }: TRecordStateProps) {
  const { t } = useTranslation();
  const { error } = query;
  if (badLink) return <RecordMissing badLink />;
  if (isMissing(error)) return <RecordMissing text={error.code === 403 ? refusedText : undefined} />;
  if (error)
    return (
      <div role="alert" data-testid="record-failed">
        <Result
          status="error"
          title={<h1 className={styles.title}>{t('record.failed.title')}</h1>}
          subTitle={error instanceof Error ? error.message : undefined}
          extra={
            <Space wrap>
              <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
              <WayBack />
            </Space>
          }
        />
      </div>
    );
  return (
    <div className={styles.loading} aria-busy="true" data-testid="record-loading">
      <Spin />
    </div>
  );
}
