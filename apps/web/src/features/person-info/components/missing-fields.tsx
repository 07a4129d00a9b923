import { Alert } from 'antd';
import { useTranslation } from '@/lib/i18n';
import styles from './person-info.module.css';

/** Labels of the completeness rule's field names (modules/accounts/completeness.ts). */
const LABELS: Record<string, string> = {
  gc01: 'personInfo.missing.record',
  gb01: 'personInfo.missing.record',
  name: 'reg.person.name',
  idNumber: 'reg.person.idNumber',
  education: 'reg.person.education',
  workYears: 'reg.person.workYears',
  region: 'reg.region',
  address: 'reg.address',
  mobile: 'reg.mobile',
  creditCode: 'reg.org.creditCode',
  legalRep: 'reg.org.legalRep',
  nature: 'reg.org.nature',
  industry: 'reg.org.industry',
  scale: 'reg.org.scale',
  contact: 'reg.org.contact',
  licenceFileId: 'personInfo.licence',
};

/** What the profile still lacks before the back office opens (SPEC §4). */
export function MissingFields({ fields }: { fields: string[] }) {
  const { t } = useTranslation();
  if (!fields.length) return null;
  const names = fields.map((f) => t(LABELS[f] ?? f)).join(t('personInfo.listSeparator'));
  return (
    <Alert
      className={styles.notice}
      type="warning"
      showIcon
      title={t('personInfo.incomplete')}
      description={t('personInfo.missing', { fields: names })}
      data-testid="person-info-missing"
    />
  );
}
