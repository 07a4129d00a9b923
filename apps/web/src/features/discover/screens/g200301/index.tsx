import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResourceList, ResourcePage } from '@/components/resource';
import { expertResource } from '../../admin/discover-admin';

/** g200301 experts (menu component key 'g200301/index'). */
export default function ExpertsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const def = useMemo(() => expertResource(navigate), [navigate]);
  return (
    <ResourcePage title={t('discoverAdmin.experts')}>
      <ResourceList def={def} />
    </ResourcePage>
  );
}
