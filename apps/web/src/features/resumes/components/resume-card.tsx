import { Alert, Button, Card, Progress, Space, Switch, Tag, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, ReloadOutlined, StarOutlined } from '@ant-design/icons';
import { useTranslation } from '@/lib/i18n';
import type { ResumeRow } from '../api/resumes';
import styles from './resumes.module.css';
import { formatReadableDate } from '@/lib/format/readable-date';

export type ResumeCardActions = {
  edit: () => void;
  view: () => void;
  setDefault: () => void;
  toggleVisibility: (publish: boolean) => void;
  refresh: () => void;
  remove: () => void;
};

const isToday = (iso: string) => new Date(iso).toDateString() === new Date().toDateString();

/** One resume of the person's list, with everything they can do to it. */
export function ResumeCard({ resume, actions }: { resume: ResumeRow; actions: ResumeCardActions }) {
  const { t, i18n } = useTranslation();
  const published = resume.visibility === 'public';
  const switchId = `resume-visibility-${resume.id}`;
  return (
    <Card
      data-testid="resume-card"
      title={
        <Space wrap>
          <span>{resume.title}</span>
          {resume.isDefault && <Tag color="blue">{t('resumeUi.default')}</Tag>}
        </Space>
      }
      actions={[
        <Button key="edit" type="link" icon={<EditOutlined />} onClick={actions.edit}>
          {t('resumeUi.action.edit')}
        </Button>,
        <Button key="view" type="link" icon={<EyeOutlined />} onClick={actions.view}>
          {t('resumeUi.action.view')}
        </Button>,
        <Button key="refresh" type="link" icon={<ReloadOutlined />} onClick={actions.refresh}>
          {t('resumeUi.action.refresh')}
        </Button>,
        <Button key="remove" type="link" danger icon={<DeleteOutlined />} onClick={actions.remove}>
          {t('resumeUi.action.remove')}
        </Button>,
      ]}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <div>
          <span className={styles.meta} id={`resume-completeness-${resume.id}`}>
            {t('resumeUi.completeness', { percent: resume.completeness })}
          </span>
          <Progress percent={resume.completeness} aria-labelledby={`resume-completeness-${resume.id}`} />
        </div>
        <Space wrap>
          <Switch
            id={switchId}
            checked={published}
            onChange={(on) => actions.toggleVisibility(on)}
            aria-describedby={`${switchId}-label`}
          />
          <label htmlFor={switchId} id={`${switchId}-label`}>
            {published ? t('resumeUi.visibility.public') : t('resumeUi.visibility.hidden')}
          </label>
        </Space>
        <span className={styles.meta}>
          {isToday(resume.refreshedAt)
            ? t('resumeUi.refreshedToday')
            : t('resumeUi.refreshedAt', { date: formatReadableDate(resume.refreshedAt, i18n.language) })}
        </span>
        {resume.staffHidden && (
          <Alert
            type="error"
            showIcon
            title={t('resumeUi.staffHidden', { reason: resume.staffHiddenReason ?? '' })}
          />
        )}
        {!resume.isDefault && (
          <Tooltip title={t('resumeUi.defaultHelp')}>
            <Button icon={<StarOutlined />} onClick={actions.setDefault}>
              {t('resumeUi.action.setDefault')}
            </Button>
          </Tooltip>
        )}
      </Space>
    </Card>
  );
}
