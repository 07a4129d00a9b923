import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { ARCHIVE_PERMS, type TArchiveDocumentKind } from '@rcwb/shared';
import { defineResource } from '@/components/resource';
import { TONES, ToneTag } from '@/components/tone-tag';
import { type ArchiveDocument, listDocuments, revokeDocument } from '../api/archives';
import { documentPath } from './request-detail';

const STATE_TONES = { valid: TONES.green, revoked: TONES.red, expired: TONES.plain } as const;

function DocumentState({ state }: { state: ArchiveDocument['state'] }) {
  const { t } = useTranslation();
  return <ToneTag tone={STATE_TONES[state]}>{t(`archives.documentState.${state}`)}</ToneTag>;
}

/** g080501 certificates and g080601 transfer letters: the issued documents, printable, revocable. */
export const documentResource = (kind: TArchiveDocumentKind) =>
  defineResource<ArchiveDocument>({
    id: `archive-documents-${kind}`,
    rowKey: (d) => d.id,
    fetchPage: listDocuments(kind),
    columns: [
      {
        key: 'serial',
        titleKey: 'archives.field.serial',
        hideable: false,
        card: true,
        render: (d) => <Link to={documentPath(d)}>{d.serial}</Link>,
      },
      { key: 'title', titleKey: 'archives.field.documentTitle', card: true, render: (d) => d.content.title },
      { key: 'holderName', titleKey: 'archives.field.holderName', card: true },
      { key: 'issuedOn', titleKey: 'archives.field.issuedOn', type: 'date' },
      { key: 'validUntil', titleKey: 'archives.field.validUntil', type: 'date' },
      {
        key: 'state',
        titleKey: 'archives.field.documentState',
        card: true,
        render: (d) => <DocumentState state={d.state} />,
      },
    ],
    rowActions: [
      {
        key: 'revoke',
        labelKey: 'archives.revoke',
        perms: [ARCHIVE_PERMS.documentRevoke],
        danger: true,
        hidden: (d) => d.state === 'revoked',
        confirm: (d, t) => t('archives.revokeConfirm', { serial: d.serial }),
        run: (d) => revokeDocument(d.id),
        successKey: 'archives.revoked',
      },
    ],
  });
