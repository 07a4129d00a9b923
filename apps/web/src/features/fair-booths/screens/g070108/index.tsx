import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { screenTitle } from '@rcwb/shared';
import { ResourceList, ResourcePage } from '@/components/resource';
import { BoothDialog } from '../../components/booth-dialog';
import { boothReviewResource } from '../../components/review-resource';

/** g070108 booth review (menu component key 'g070108/index'), on the review queue. */
export default function BoothReviewScreen() {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const def = useMemo(() => boothReviewResource(navigate), [navigate]);
  return (
    <ResourcePage title={screenTitle('g070108', i18n.language)}>
      <ResourceList
        def={def}
        dialogs={{
          approve: (p) => <BoothDialog {...p} mode="approve" />,
          move: (p) => <BoothDialog {...p} mode="move" />,
        }}
      />
    </ResourcePage>
  );
}
