import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { type DialogRenderers, ResourceList, ResourcePage } from '@/components/resource';
import { i18n, useTranslation } from '@/lib/i18n';
import { screenName } from '@/lib/screen-title';
import type { TalentCard } from '../../api/talent';
import { InviteFormDialog } from '../../components/invite-form-dialog';
import { orgTalentResource, sentInvitationsResource } from '../../components/org-talent-resources';

const dialogs: DialogRenderers<TalentCard> = {
  invite: ({ row, close, done }) =>
    row ? (
      <InviteFormDialog talent={row} onClose={close} onSent={() => done(i18n.t('talent.invite.sent'))} />
    ) : null,
};

const TABS = ['search', 'invitations'] as const;

/**
 * g050202 talent search (organisations): the public resumes with "Invite to apply", and the
 * invitations sent with their answers. The tab is in the URL (`?tab=invitations`); switching
 * starts the other list afresh, as both keep their filters in the URL.
 */
export default function TalentSearchScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'invitations' ? 'invitations' : 'search';
  return (
    <ResourcePage title={screenName('g050202')}>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(key) => setParams(key === 'invitations' ? { tab: key } : {})}
        items={TABS.map((key) => ({
          key,
          label: t(`talent.org.tab.${key}`),
          children:
            key === 'search' ? (
              <ResourceList def={orgTalentResource} dialogs={dialogs} />
            ) : (
              <ResourceList def={sentInvitationsResource} />
            ),
        }))}
      />
    </ResourcePage>
  );
}
