import { ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { documentResource } from '../../components/document-resources';

const resource = documentResource('transfer-letter');

/** g080601: the issued transfer letters, each opening its printable page (archivists). */
export default function ArchiveDocumentsScreen() {
  const title = useScreenTitle('g080601');
  return (
    <ResourcePage title={title}>
      <ResourceList def={resource} />
    </ResourcePage>
  );
}
