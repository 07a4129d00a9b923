import { useTranslation } from '@/lib/i18n';
import { ResourcePage, useCan } from '@/components/resource';
import { RECOMMEND_PERMS } from '../../api/recommend';
import { JobRecommendations } from '../../components/job-recommendations';
import { TalentRecommendations } from '../../components/talent-recommendations';

/**
 * g010702/recommend (menu component key 'g010702/recommend'): postings for a person, talents for
 * an organisation's posting; the side follows the caller's permission.
 */
export default function RecommendScreen() {
  const { t } = useTranslation();
  const can = useCan();
  const org = can([RECOMMEND_PERMS.talents]) && !can([RECOMMEND_PERMS.jobs]);
  return (
    <ResourcePage title={t(org ? 'recommendUi.talentsTitle' : 'recommendUi.jobsTitle')}>
      {org ? <TalentRecommendations /> : <JobRecommendations />}
    </ResourcePage>
  );
}
