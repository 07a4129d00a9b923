import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Modal, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { isApiError } from '@/lib/api';
import { feedback } from '@/lib/feedback/feedback';
import { screenName } from '@/lib/screen-title';
import {
  MY_RESUMES_KEY,
  type ResumeRow,
  listMyResumes,
  refreshResume,
  removeResume,
  setDefaultResume,
  setResumeVisibility,
} from '../../api/resumes';
import { ConsentDialog } from '../../components/consent-dialog';
import { ResumeCard } from '../../components/resume-card';
import { resumePaths } from '../../components/resume-paths';
import styles from '../../components/resumes.module.css';

/** As the server's limit (modules/resumes MAX_RESUMES); the server refuses a sixth anyway. */
const MAX_RESUMES = 5;

/** g010501 my resumes (menu component key 'g010501/index'). */
export default function MyResumesScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const [consentFor, setConsentFor] = useState<ResumeRow | null>(null);
  const list = useQuery({ queryKey: [MY_RESUMES_KEY, 'list'], queryFn: listMyResumes });
  const rows = list.data?.rows ?? [];
  const reload = () => void client.invalidateQueries({ queryKey: [MY_RESUMES_KEY] });

  /** Runs a call, toasts on success and reloads; refusals were shown by the API client. */
  const act = async (call: () => Promise<unknown>, successKey: string) => {
    try {
      await call();
    } catch (error) {
      if (isApiError(error)) return;
      throw error;
    }
    feedback.success(t(successKey));
    reload();
  };

  const remove = async (r: ResumeRow) => {
    const confirmed = await modal.confirm({
      title: t('common.notice'),
      content: t('resumeUi.removeConfirm', { title: r.title }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      mask: { closable: false },
    });
    if (confirmed) await act(() => removeResume(r.id), 'resumeUi.removed');
  };

  const full = rows.length >= MAX_RESUMES;
  const add = (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      disabled={full}
      onClick={() => void navigate(resumePaths.add)}
    >
      {screenName('g010401:add')}
    </Button>
  );

  return (
    <Card
      title={<h1 className={styles.pageTitle}>{screenName('g010501')}</h1>}
      extra={
        <Space>
          {full && (
            <Typography.Text type="secondary">{t('resumeUi.limit', { max: MAX_RESUMES })}</Typography.Text>
          )}
          {rows.length > 0 && add}
        </Space>
      }
    >
      {modalHolder}
      {list.isPending ? (
        <Skeleton active />
      ) : list.isError ? (
        <p role="alert">{list.error.message}</p>
      ) : rows.length === 0 ? (
        <Empty description={t('resumeUi.emptyList')}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(resumePaths.add)}>
            {t('resumeUi.createFirst')}
          </Button>
        </Empty>
      ) : (
        <div className={styles.cards}>
          {rows.map((r) => (
            <ResumeCard
              key={r.id}
              resume={r}
              actions={{
                edit: () => void navigate(resumePaths.edit(r.id, r.title)),
                view: () => void navigate(resumePaths.view(r.id, r.title)),
                setDefault: () => void act(() => setDefaultResume(r.id), 'resumeUi.defaultSet'),
                toggleVisibility: (publish) =>
                  publish
                    ? setConsentFor(r)
                    : void act(() => setResumeVisibility(r.id, 'hidden'), 'resumeUi.madeHidden'),
                refresh: () => void act(() => refreshResume(r.id), 'resumeUi.refreshed'),
                remove: () => void remove(r),
              }}
            />
          ))}
        </div>
      )}
      {consentFor && (
        <ConsentDialog
          title={consentFor.title}
          onClose={() => setConsentFor(null)}
          onConfirm={async () => {
            await setResumeVisibility(consentFor.id, 'public', true);
            feedback.success(t('resumeUi.madePublic'));
            reload();
          }}
        />
      )}
    </Card>
  );
}
