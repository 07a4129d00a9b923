import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { PlusOutlined } from '@ant-design/icons';
import { Typography, Upload, type UploadFile } from 'antd';
import type { UploadResult } from '@/lib/api/files';
import { AppDialog } from '@/components/dialog/app-dialog';
import { SortableItem } from './sortable-item';
import styles from './upload.module.css';
import { DEFAULT_IMAGE_TYPES, DEFAULT_LIMIT, DEFAULT_MAX_SIZE_MB, acceptOf } from './upload-rules';
import { toDisplayUrl } from './upload-url';
import { useReorder } from './use-reorder';
import { useUploadList } from './use-upload-list';
import { useUploadStyle } from './use-upload-style';

export type ImageUploadProps = {
  /** Stored picture URLs (`/files/<key>`, never with the /api prefix; absolute URLs kept as given). */
  value?: string[];
  defaultValue?: string[];
  /** Called with the new list after an upload, a removal or a reorder. */
  onChange?: (value: string[]) => void;
  /** Called once per stored picture with the server's answer (id, name, size, mime). */
  onUploaded?: (result: UploadResult) => void;
  /** Allowed extensions (default png, jpg, jpeg). */
  fileTypes?: readonly string[];
  /** Size limit in MB (default 5). */
  fileSize?: number;
  /** Most pictures (default 5); the add button hides at the limit. */
  limit?: number;
  /** Shows the size/format/count hint under the list (default true). */
  isShowTip?: boolean;
  disabled?: boolean;
  /** Put on the file input so a form label points at it. */
  id?: string;
};

/**
 * Picture upload (SPEC §5): picture cards with progress, preview in a dialog, remove, drag (or
 * Alt + arrows) to reorder, and the add card hidden at the limit. Checks format, size, count and
 * commas in names before sending; failures say why (server message, else 'upload image failed,
 * please retry'). Works as an antd Form control (`value`/`onChange`).
 */
export function ImageUpload({
  value,
  defaultValue,
  onChange,
  onUploaded,
  fileTypes = DEFAULT_IMAGE_TYPES,
  fileSize = DEFAULT_MAX_SIZE_MB,
  limit = DEFAULT_LIMIT,
  isShowTip = true,
  disabled = false,
  id,
}: ImageUploadProps) {
  const { t } = useTranslation();
  const rootStyle = useUploadStyle();
  const list = useUploadList({
    value,
    defaultValue,
    onChange,
    onUploaded,
    fileNames: undefined,
    rules: { types: fileTypes, maxSizeMb: fileSize },
    limit,
    kind: 'image',
    failureKey: 'uploadImageFailed',
  });
  const [preview, setPreview] = useState<string | null>(null);
  const { items, pending } = list;
  const {
    containerRef,
    list: sortable,
    announcement,
  } = useReorder(list.move, (to) =>
    t('upload.moved', { name: t('upload.imageAlt', { n: to + 1 }), n: to + 1, count: items.length }),
  );

  const fileList: UploadFile[] = [
    ...items.map((item, index): UploadFile => ({
      uid: item.key,
      name: t('upload.imageAlt', { n: index + 1 }),
      status: 'done',
      url: toDisplayUrl(item.url),
      thumbUrl: toDisplayUrl(item.url),
    })),
    ...pending.map((p): UploadFile => ({
      uid: p.uid,
      name: p.name,
      status: 'uploading',
      percent: p.percent,
    })),
  ];
  const indexOf = (uid: string) => items.findIndex((item) => item.key === uid);

  return (
    <div className={styles.root} ref={containerRef} style={rootStyle}>
      <Upload
        id={id}
        listType="picture-card"
        accept={acceptOf(fileTypes)}
        multiple={limit !== 1}
        disabled={disabled}
        fileList={fileList}
        beforeUpload={list.beforeUpload}
        customRequest={list.customRequest}
        onPreview={(file) => setPreview(file.url ?? null)}
        onRemove={(file) => {
          const index = indexOf(file.uid);
          if (index >= 0) list.remove(index);
          else list.cancel(file.uid);
          return false;
        }}
        itemRender={(node, file) => {
          const index = indexOf(file.uid);
          if (index < 0) return node;
          return (
            <SortableItem
              index={index}
              count={items.length}
              label={t('upload.item', { name: file.name, n: index + 1, count: items.length })}
              list={sortable}
              disabled={disabled}
            >
              {node}
            </SortableItem>
          );
        }}
      >
        {list.atLimit || disabled ? null : (
          // Not a <button>: antd's trigger around it is already the focusable button.
          <div className={styles.cardButton}>
            <PlusOutlined aria-hidden />
            <span>{t('upload.imageButton')}</span>
          </div>
        )}
      </Upload>
      {isShowTip && !disabled ? (
        <Typography.Text type="secondary" className={styles.tip}>
          {t('upload.tip', { limit, size: fileSize, formats: fileTypes.join('/') })}
        </Typography.Text>
      ) : null}
      <div className={styles.srOnly} aria-live="polite">
        {announcement}
      </div>
      <AppDialog
        open={preview !== null}
        title={t('upload.previewTitle')}
        footer={null}
        width={800}
        onCancel={() => setPreview(null)}
      >
        {preview ? (
          <img className={styles.previewImage} src={preview} alt={t('upload.previewTitle')} />
        ) : null}
      </AppDialog>
    </div>
  );
}
