import { ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { documentResource } from '../../components/document-resources';

const resource = documentResource('certificate');

/** g080501: the issued certificates, each opening its printable page (archivists). */
export default function ArchiveDocumentsScreen() {
  const title = useScreenTitle('g080501');
  return (
    <ResourcePage title={title}>
      <ResourceList def={resource} />
    </ResourcePage>
  );
}
