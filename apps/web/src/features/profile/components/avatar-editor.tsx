import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Avatar, Button, Modal } from 'antd';
import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
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
import { type CropRect, renderCrop } from '../lib/avatar-crop';
import { AvatarCropper } from './avatar-cropper';
import styles from './profile.module.css';

/** Side of the saved avatar, in pixels. */
const AVATAR_SIZE = 256;
/** The preview is redrawn once moving or zooming pauses this long. */
const PREVIEW_DELAY_MS = 120;

/** The chosen picture, loaded: its object URL and the element the crop is drawn from. */
type Source = { file: File; url: string; image: HTMLImageElement };

/** Object URLs hold their bytes in memory until revoked; this one is revoked when replaced. */
function useObjectUrl(): [string | undefined, (blob: Blob | undefined) => void] {
  const [url, setUrl] = useState<string>();
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const set = useCallback(
    (blob: Blob | undefined) => setUrl(blob ? URL.createObjectURL(blob) : undefined),
    [],
  );
  return [url, set];
}

const loadImage = (url: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('unreadable picture'));
    image.src = url;
  });

/**
 * Avatar change: choose a png/jpg/jpeg under 5 MB, pick the square to keep (move, zoom), see
 * the result as it will look, save (upload of the cropped picture + updateHeader).
 */
export function AvatarEditor({ name }: { name: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState<Source>();
  const [crop, setCrop] = useState<CropRect>();
  const [preview, setPreviewBlob] = useObjectUrl();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  // Redraws the cropped avatar when the crop settles.
  useEffect(() => {
    if (!source || !crop) return;
    let stale = false;
    const timer = window.setTimeout(() => {
      renderCrop(source.image, crop, AVATAR_SIZE, source.file.type).then(
        (blob) => !stale && setPreviewBlob(blob),
        () => !stale && setError(t('uploadImageFailed')),
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      stale = true;
      window.clearTimeout(timer);
    };
  }, [source, crop, setPreviewBlob, t]);

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    const refusal = checkFile(chosen, { types: DEFAULT_IMAGE_TYPES, maxSizeMb: DEFAULT_MAX_SIZE_MB });
    if (refusal) {
      setError(t(refusal.key, refusal.params ?? {}));
      return;
    }
    setError(undefined);
    const url = URL.createObjectURL(chosen);
    try {
      const image = await loadImage(url);
      setSource({ file: chosen, url, image });
    } catch {
      URL.revokeObjectURL(url);
      setError(t('profile.avatar.unreadable'));
    }
  };

  // The chosen picture's URL is revoked when another is chosen, on close and on unmount.
  useEffect(() => () => (source ? URL.revokeObjectURL(source.url) : undefined), [source]);

  const close = () => {
    setOpen(false);
    setSource(undefined);
    setCrop(undefined);
    setPreviewBlob(undefined);
    setError(undefined);
  };

  const save = async () => {
    if (!source || !crop) return;
    setBusy(true);
    setError(undefined);
    try {
      // Drawn from the crop as it is now: the preview may still be waiting for its redraw.
      const cropped = await renderCrop(source.image, crop, AVATAR_SIZE, source.file.type);
      const file = new File([cropped], source.file.name, { type: cropped.type });
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
        okButtonProps={{ disabled: !crop, loading: busy }}
        destroyOnHidden
      >
        <div className={styles.avatarDialog}>
          {source && (
            <AvatarCropper
              src={source.url}
              image={{ width: source.image.naturalWidth, height: source.image.naturalHeight }}
              onCrop={setCrop}
            />
          )}
          <div className={styles.avatarPreviews}>
            <Avatar
              size={96}
              src={preview}
              icon={<UserOutlined />}
              alt={preview ? t('profile.avatar.preview') : t('profile.avatar.alt', { name })}
              data-testid="avatar-preview"
            />
            {preview && <Avatar size={40} src={preview} alt="" aria-hidden="true" />}
          </div>
          <input
            ref={input}
            type="file"
            accept={acceptOf(DEFAULT_IMAGE_TYPES)}
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              void choose(event.target.files?.[0]);
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
