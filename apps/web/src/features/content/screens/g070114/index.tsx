import { EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { CONTENT_PERMS } from '@rcwb/shared';
import { publicationActions, statusColumn, statusFilter } from '@/components/content-admin';
import { ResourceList, ResourcePage, defineResource } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { ANNOUNCEMENT_SCREEN, type Announcement, announcementAdmin } from '../../admin/content-admin';

const PERM = CONTENT_PERMS.announcement;

/** g070114 announcements (menu component key 'g070114/index'): add, edit/{id}, details/{id}/{type}. */
export default function AnnouncementsScreen() {
  const title = useScreenTitle('g070114');
  const navigate = useNavigate();
  const def = useMemo(
    () =>
      defineResource<Announcement>({
        id: announcementAdmin.key,
        rowKey: (a) => a.id,
        fetchPage: announcementAdmin.list,
        filters: [{ key: 'keyword', type: 'text', labelKey: 'contentAdmin.keyword' }, statusFilter],
        columns: [
          { key: 'title', titleKey: 'contentAdmin.title', hideable: false, ellipsis: true, width: 320 },
          { key: 'pinned', titleKey: 'contentAdmin.pinned', type: 'boolean' },
          statusColumn<Announcement>(),
          { key: 'publishedAt', titleKey: 'contentAdmin.publishedAt', type: 'datetime' },
        ],
        toolbar: [
          {
            key: 'add',
            labelKey: 'contentAdmin.add',
            perms: [`${PERM}:add`],
            icon: <PlusOutlined />,
            type: 'primary',
            run: () => navigate(`${ANNOUNCEMENT_SCREEN}/add`),
          },
        ],
        rowActions: [
          {
            key: 'view',
            labelKey: 'resource.view',
            perms: [`${PERM}:list`],
            icon: <EyeOutlined />,
            run: (a) => navigate(`${ANNOUNCEMENT_SCREEN}/details/${a.id}/view`),
          },
          {
            key: 'edit',
            labelKey: 'resource.edit',
            perms: [`${PERM}:edit`],
            icon: <EditOutlined />,
            run: (a) => navigate(`${ANNOUNCEMENT_SCREEN}/edit/${a.id}`),
          },
          ...publicationActions(announcementAdmin, PERM),
        ],
      }),
    [navigate],
  );
  return (
    <ResourcePage title={title}>
      <ResourceList def={def} />
    </ResourcePage>
  );
}
