import { Alert, Button } from 'antd';
import { useTranslation } from '@/lib/i18n';
import type { SaveState } from '../hooks/use-record-save';
import styles from './person-info.module.css';

/** The outcome of the last save, under the form. */
export function SaveOutcome({ failure, saved }: Pick<SaveState, 'failure' | 'saved'>) {
  const { t } = useTranslation();
  if (failure)
    return (
      <Alert
        className={styles.notice}
        type="error"
        showIcon
        role="alert"
        title={failure}
        data-testid="person-info-error"
      />
    );
  if (saved)
    return (
      <Alert
        className={styles.notice}
        type="success"
        showIcon
        role="status"
        title={t('personInfo.saved')}
        data-testid="person-info-saved"
      />
    );
  return null;
}

/**
 * The foot of a record form: the last save's outcome, then the submit, disabled while an upload
 * of the form is still sending (`uploading`).
 */
export function SaveFoot({ save, uploading, label }: { save: SaveState; uploading: boolean; label: string }) {
  return (
    <>
      <SaveOutcome failure={save.failure} saved={save.saved} />
      <Button
        type="primary"
        htmlType="submit"
        loading={save.busy}
        disabled={uploading}
        data-testid="person-info-save"
      >
        {label}
      </Button>
    </>
  );
}
