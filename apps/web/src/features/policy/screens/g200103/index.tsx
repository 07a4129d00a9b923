import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResourceList, ResourcePage } from '@/components/resource';
import { policyResource } from '../../admin/policy-resource';

/** g200103 talent policies (menu component key 'g200103/index'). */
export default function PoliciesScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const def = useMemo(() => policyResource(navigate), [navigate]);
  return (
    <ResourcePage title={t('policyAdmin.screen')}>
      <ResourceList def={def} />
    </ResourcePage>
  );
}
