import { useEffect, useRef, useState } from 'react';
import { Alert, Avatar, Button, Modal } from 'antd';
import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_IMAGE_TYPES,
  DEFAULT_MAX_SIZE_MB,
  acceptOf,
  checkFile,
} from '@/components/upload/upload-rules';
import { isApiError } from '@/lib/api';
import { useSession } from '@/stores/session-store';
import { profileKey } from '../api/get-profile';
import { uploadAvatar } from '../api/update-header';
import styles from './profile.module.css';

/** Avatar change: choose a png/jpg/jpeg under 5 MB, preview it, save (upload + updateHeader). */
export function AvatarEditor({ name }: { name: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  // A preview URL holds the file in memory until revoked.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const refusal = checkFile(chosen, { types: DEFAULT_IMAGE_TYPES, maxSizeMb: DEFAULT_MAX_SIZE_MB });
    if (refusal) {
      setError(t(refusal.key, refusal.params ?? {}));
      return;
    }
    setError(undefined);
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const close = () => {
    setOpen(false);
    setFile(undefined);
    setPreview(undefined);
    setError(undefined);
  };

  const save = async () => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      const header = await uploadAvatar(file);
      // The navbar and every other avatar read the session store: they change at once.
      useSession.setState({ avatar: header });
      void queryClient.invalidateQueries({ queryKey: profileKey });
      setSaved(true);
      close();
    } catch (failure) {
      if (isApiError(failure, 'session')) return;
      setError(isApiError(failure, 'business') ? failure.message : t('uploadImageFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        icon={<CameraOutlined aria-hidden="true" />}
        onClick={() => {
          setSaved(false);
          setOpen(true);
        }}
        data-testid="avatar-change"
      >
        {t('profile.avatar.change')}
      </Button>
      <div role="status" className={saved ? styles.savedNote : 'visually-hidden'}>
        {saved ? t('profile.avatar.saved') : ''}
      </div>
      <Modal
        open={open}
        title={t('profile.avatar.change')}
        onCancel={close}
        mask={{ closable: false }}
        okText={t('profile.avatar.save')}
        cancelText={t('common.cancel')}
        onOk={() => void save()}
        okButtonProps={{ disabled: !file, loading: busy }}
        destroyOnHidden
      >
        <div className={styles.avatarDialog}>
          <Avatar
            size={120}
            src={preview}
            icon={<UserOutlined />}
            alt={preview ? t('profile.avatar.preview') : t('profile.avatar.alt', { name })}
            data-testid="avatar-preview"
          />
          <input
            ref={input}
            type="file"
            accept={acceptOf(DEFAULT_IMAGE_TYPES)}
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
            data-testid="avatar-input"
          />
          <Button onClick={() => input.current?.click()}>{t('profile.avatar.choose')}</Button>
          <p className={styles.hint}>{t('profile.avatar.hint', { n: DEFAULT_MAX_SIZE_MB })}</p>
          {error && <Alert type="error" showIcon title={error} data-testid="avatar-error" />}
        </div>
      </Modal>
    </>
  );
}
