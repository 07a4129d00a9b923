import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { screenPath } from '@rcwb/shared';
import { ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { myRequestsResource } from '../../components/request-resources';

/** g080301 my archive requests: where each stands; a new one from here. */
export default function MyArchiveRequestsScreen() {
  const title = useScreenTitle('g080301');
  const { t } = useTranslation();
  return (
    <ResourcePage title={title}>
      <ResourceList
        def={myRequestsResource}
        toolbarExtra={
          <Link to={screenPath('g080401')}>
            <Button type="primary" icon={<PlusOutlined />}>
              {t('archives.newRequest')}
            </Button>
          </Link>
        }
      />
    </ResourcePage>
  );
}
