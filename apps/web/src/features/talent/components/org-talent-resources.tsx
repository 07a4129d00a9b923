import { Tag } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { defineResource } from '@/components/resource';
import { type SentInvitation, type TalentCard, listSentInvitations, orgTalentSearch } from '../api/talent';
import { TALENT_INVITE_PERMS } from '../lib/talent-perms';
import { useTalentFacts } from './use-talent-facts';

function TalentFacts({ talent }: { talent: TalentCard }) {
  const facts = useTalentFacts();
  return <>{facts.person(talent).join(' · ')}</>;
}

function TalentIntention({ talent }: { talent: TalentCard }) {
  const facts = useTalentFacts();
  const intention = facts.intention(talent);
  return <>{[intention.jobs, intention.places, intention.salary].filter(Boolean).join(' · ')}</>;
}

const talentLink = (id: number | null, text: string) =>
  id ? <Link to={`/recruitment/talentInfo?id=${id}`}>{text}</Link> : text;

/**
 * g050202's search tab: the public talent search (one server query) behind the organisation's
 * permission, in the back office's list with "Invite to apply" on each resume.
 */
export const orgTalentResource = defineResource<TalentCard>({
  id: 'talent-org-search',
  rowKey: (r) => r.id,
  fetchPage: async (params, signal) => {
    const data = await orgTalentSearch(params, signal);
    return { code: 200, msg: '', rows: data.rows, total: data.total };
  },
  filters: [
    { key: 'keyword', labelKey: 'talent.filter.keyword', type: 'text', placeholderKey: 'talent.search.hint' },
    { key: 'category', labelKey: 'talent.filter.category', type: 'dictTree', dict: 'job_category' },
    { key: 'area', labelKey: 'talent.filter.area', type: 'dictTree', dict: 'area' },
    { key: 'education', labelKey: 'talent.filter.education', type: 'dict', dict: 'education' },
    { key: 'experience', labelKey: 'talent.filter.experience', type: 'dict', dict: 'experience' },
    {
      key: 'sort',
      labelKey: 'talent.sort.label',
      type: 'select',
      options: [
        { value: 'relevance', labelKey: 'talent.sort.relevance' },
        { value: 'newest', labelKey: 'talent.sort.newest' },
      ],
    },
  ],
  columns: [
    {
      key: 'maskedName',
      titleKey: 'talent.col.talent',
      hideable: false,
      render: (r) => talentLink(r.id, `${r.maskedName} · ${r.title}`),
    },
    { key: 'facts', titleKey: 'talent.col.facts', render: (r) => <TalentFacts talent={r} /> },
    { key: 'intention', titleKey: 'talent.col.intention', render: (r) => <TalentIntention talent={r} /> },
    { key: 'skills', titleKey: 'talent.col.skills', render: (r) => r.skills.join(', ') },
    { key: 'refreshedAt', titleKey: 'talent.col.refreshedAt', type: 'datetime' },
  ],
  rowActions: [
    { key: 'invite', labelKey: 'talent.invite.action', perms: TALENT_INVITE_PERMS, dialog: 'invite' },
  ],
});

const STATUS_COLOURS = { pending: 'processing', accepted: 'success', declined: 'default' } as const;

function InvitationStatus({ status }: { status: SentInvitation['status'] }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOURS[status]}>{t(`talent.invitation.status.${status}`)}</Tag>;
}

/** g050202's invitations tab: what the organisation sent and how each person answered. */
export const sentInvitationsResource = defineResource<SentInvitation>({
  id: 'talent-sent-invitations',
  rowKey: (r) => r.id,
  fetchPage: listSentInvitations,
  filters: [
    {
      key: 'status',
      labelKey: 'talent.invitation.statusLabel',
      type: 'select',
      options: (['pending', 'accepted', 'declined'] as const).map((value) => ({
        value,
        labelKey: `talent.invitation.status.${value}`,
      })),
    },
  ],
  columns: [
    {
      key: 'maskedName',
      titleKey: 'talent.col.talent',
      hideable: false,
      render: (r) => talentLink(r.resumeId, r.maskedName),
    },
    { key: 'jobTitle', titleKey: 'talent.col.posting' },
    { key: 'message', titleKey: 'talent.col.message', ellipsis: true },
    {
      key: 'status',
      titleKey: 'talent.invitation.statusLabel',
      render: (r) => <InvitationStatus status={r.status} />,
    },
    { key: 'createdAt', titleKey: 'talent.col.sentAt', type: 'datetime' },
    { key: 'respondedAt', titleKey: 'talent.col.respondedAt', type: 'datetime' },
  ],
});
