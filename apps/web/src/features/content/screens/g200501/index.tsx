import { ContentDialog } from '@/components/content-admin';
import { type DialogRenderers, ResourceList, ResourcePage } from '@/components/resource';
import { useScreenTitle } from '@/lib/screen-title';
import { type NewsItem, newsAdmin, newsFields, newsResource } from '../../admin/content-admin';

/** The dialog loads the whole article (the list rows carry no body). */
function NewsDialog(props: Parameters<DialogRenderers<NewsItem>[string]>[0] & { titleKey: string }) {
  return (
    <ContentDialog
      {...props}
      api={newsAdmin}
      fields={newsFields}
      width={880}
      load={(r) => newsAdmin.get(r.id)}
    />
  );
}

const dialogs: DialogRenderers<NewsItem> = {
  add: (p) => <NewsDialog {...p} titleKey="contentAdmin.addNews" />,
  edit: (p) => <NewsDialog {...p} titleKey="contentAdmin.editNews" />,
};

/** g200501 news (menu component key 'g200501/index'). */
export default function NewsScreen() {
  const title = useScreenTitle('g200501');
  return (
    <ResourcePage title={title}>
      <ResourceList def={newsResource} dialogs={dialogs} />
    </ResourcePage>
  );
}
