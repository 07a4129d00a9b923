import { useQuery } from '@tanstack/react-query';
import { Modal, Spin } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { type DialogRenderers, type FieldDef, FormDialog } from '@/components/resource';
import { type Archive, getArchive, moveArchive, registerArchive } from '../api/archives';
import { ArchiveSummary } from './archive-summary';
import { MovementTimeline } from './movement-timeline';
import {
  LEND_FIELDS,
  RECEIVE_FIELDS,
  REGISTER_FIELDS,
  RETURN_FIELDS,
  TRANSFER_FIELDS,
  withDays,
} from './registry-fields';

function HistoryDialog({ archive, onClose }: { archive: Archive; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: ['archive', archive.id], queryFn: () => getArchive(archive.id) });
  return (
    <Modal
      open
      title={t('archives.historyOf', { number: archive.number })}
      onCancel={onClose}
      footer={null}
      width={640}
    >
      {detail.data ? (
        <>
          <ArchiveSummary archive={detail.data} />
          <div style={{ marginTop: 16 }}>
            <MovementTimeline history={detail.data.history} />
          </div>
        </>
      ) : (
        <Spin />
      )}
    </Modal>
  );
}

const movement = (
  kind: 'receive' | 'lend' | 'return' | 'transfer',
  fields: readonly FieldDef[],
  initial: (a: Archive) => Record<string, unknown> = () => ({}),
): DialogRenderers<Archive>[string] =>
  function MovementDialog({ row, close, done }) {
    if (!row) return null;
    return (
      <FormDialog<Record<string, unknown>>
        open
        mode="edit"
        titleKey={`archives.${kind}Title`}
        titleParams={{ number: row.number }}
        fields={fields}
        initialValues={initial(row)}
        submit={(v) => moveArchive(row.id, kind, withDays(v))}
        onClose={close}
        onDone={done}
        successKey={`archives.${kind}Done`}
      />
    );
  };

/** The registry's dialogs: register, the movements (each where the archive's state allows it), history. */
export const registryDialogs: DialogRenderers<Archive> = {
  register: ({ close, done }) => (
    <FormDialog<Record<string, unknown>>
      open
      mode="add"
      titleKey="archives.register"
      fields={REGISTER_FIELDS}
      submit={(v) => registerArchive(withDays(v))}
      onClose={close}
      onDone={done}
      successKey="archives.registered"
    />
  ),
  history: ({ row, close }) => row && <HistoryDialog archive={row} onClose={close} />,
  lend: movement('lend', LEND_FIELDS),
  return: movement('return', RETURN_FIELDS, (a) => ({ shelf: a.shelf })),
  transfer: movement('transfer', TRANSFER_FIELDS, () => ({ dispatch: 'confidential-post' })),
  receive: movement('receive', RECEIVE_FIELDS),
};
