import type { ReactNode } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { UserType } from '@rcwb/shared';
import { gb01Query, gc01Query } from '@/features/accounts';
import { useSession } from '@/stores/session-store';
import { Gb01Form } from '../../components/gb01-form';
import { Gc01Form } from '../../components/gc01-form';
import styles from '../../components/person-info.module.css';

/**
 * /personInfo (component key 'personInfo/index'): individuals complete their Gc01 record,
 * organisations their Gb01 record and business licence (SPEC §4). The session guard sends an
 * incomplete profile here before the rest of the back office.
 */
export default function PersonInfoScreen() {
  const { t } = useTranslation();
  const org = useSession((s) => s.userType) === UserType.org;
  return (
    <section className={styles.page} aria-labelledby="person-info-heading" data-testid="person-info">
      <h1 id="person-info-heading" className={styles.heading}>
        {t(org ? 'personInfo.headingOrg' : 'personInfo.headingPerson')}
      </h1>
      {org ? <OrgRecord /> : <PersonRecord />}
    </section>
  );
}

function PersonRecord() {
  const query = useQuery(gc01Query);
  return <Loaded query={query}>{(answer) => <Gc01Form answer={answer} />}</Loaded>;
}

function OrgRecord() {
  const query = useQuery(gb01Query);
  return <Loaded query={query}>{(answer) => <Gb01Form answer={answer} />}</Loaded>;
}

function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton active />;
  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('personInfo.loadFailed')}
        action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  return children(query.data);
}
