import { CONTENT_PERMS, contentPermission } from '@rcwb/shared';
import { Tabs } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { ContentDialog } from '@/components/content-admin';
import { type DialogRenderers, ResourceList, ResourcePage, useCan } from '@/components/resource';
import { screenName } from '@/lib/screen-title';
import {
  type Banner,
  type Featured,
  bannerAdmin,
  bannerFields,
  bannerResource,
  featuredAdmin,
  featuredFields,
  featuredResource,
} from '../../admin/content-admin';

const bannerDialogs: DialogRenderers<Banner> = {
  add: (p) => (
    <ContentDialog {...p} api={bannerAdmin} fields={bannerFields} titleKey="contentAdmin.addBanner" />
  ),
  edit: (p) => (
    <ContentDialog {...p} api={bannerAdmin} fields={bannerFields} titleKey="contentAdmin.editBanner" />
  ),
};
const featuredDialogs: DialogRenderers<Featured> = {
  add: (p) => (
    <ContentDialog {...p} api={featuredAdmin} fields={featuredFields} titleKey="contentAdmin.addFeatured" />
  ),
  edit: (p) => (
    <ContentDialog {...p} api={featuredAdmin} fields={featuredFields} titleKey="contentAdmin.editFeatured" />
  ),
};

/**
 * g200101 portal home (menu component key 'g200101/index'): the banners in order, and the items
 * featured on the home page; the notices are the announcements of g070114.
 */
export default function PortalHomeScreen() {
  const { t } = useTranslation();
  const can = useCan();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'featured' ? 'featured' : 'banners';
  return (
    <ResourcePage title={screenName('g200101')}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch({ tab: key })}
        destroyOnHidden
        items={[
          {
            key: 'banners',
            label: t('contentAdmin.banners'),
            children: <ResourceList def={bannerResource} dialogs={bannerDialogs} />,
          },
          ...(can([contentPermission(CONTENT_PERMS.featured, 'list')])
            ? [
                {
                  key: 'featured',
                  label: t('contentAdmin.featured'),
                  children: <ResourceList def={featuredResource} dialogs={featuredDialogs} />,
                },
              ]
            : []),
        ]}
      />
    </ResourcePage>
  );
}
