import { REVIEW_PERMS } from '@rcwb/shared';
import { defineResource } from '@/components/resource';
import { PERSONS_KEY, type PersonAccount, type PersonDetail, getPerson, listPersons } from '../api/review';
import { lockActions } from './lock-actions';

/** Permissions of g070101 gcIndex and its button (the screen manifest's). */
const PERMS = { list: REVIEW_PERMS.personList, lock: REVIEW_PERMS.personLock };

type PersonRow = PersonAccount & Partial<PersonDetail>;

/** g070101 gcIndex: individual accounts; ID numbers, mobiles and emails come masked from the server. */
export const personResource = defineResource<PersonRow>({
  id: PERSONS_KEY,
  rowKey: (p) => p.id,
  fetchPage: listPersons,
  filters: [
    { key: 'name', type: 'text', labelKey: 'accountReview.person.name' },
    {
      key: 'idNumber',
      type: 'text',
      labelKey: 'accountReview.person.idNumber',
      placeholderKey: 'accountReview.person.idNumberHint',
    },
    {
      key: 'mobile',
      type: 'text',
      labelKey: 'accountReview.mobile',
      placeholderKey: 'accountReview.mobileHint',
    },
    { key: 'status', type: 'dict', dict: 'account_status', labelKey: 'accountReview.status' },
  ],
  columns: [
    { key: 'name', titleKey: 'accountReview.person.name', hideable: false },
    { key: 'username', titleKey: 'accountReview.username' },
    { key: 'idNumber', titleKey: 'accountReview.person.idNumber' },
    { key: 'gender', titleKey: 'accountReview.person.gender', type: 'dict', dict: 'gender' },
    // Masked by the server for staff (`1990-**-**`): shown as it comes, not parsed as a date.
    { key: 'birthDate', titleKey: 'accountReview.person.birthDate', detailOnly: true },
    { key: 'mobile', titleKey: 'accountReview.mobile' },
    { key: 'email', titleKey: 'accountReview.email', detailOnly: true },
    { key: 'education', titleKey: 'accountReview.person.education', type: 'dict', dict: 'education' },
    { key: 'school', titleKey: 'accountReview.person.school', detailOnly: true },
    { key: 'major', titleKey: 'accountReview.person.major', detailOnly: true },
    { key: 'workYears', titleKey: 'accountReview.person.workYears', type: 'number', detailOnly: true },
    {
      key: 'politicalStatus',
      titleKey: 'accountReview.person.politicalStatus',
      type: 'dict',
      dict: 'political_status',
      detailOnly: true,
    },
    { key: 'region', titleKey: 'accountReview.region', type: 'dict', dict: 'area', defaultHidden: true },
    { key: 'address', titleKey: 'accountReview.address', detailOnly: true },
    { key: 'profileComplete', titleKey: 'accountReview.person.profileComplete', type: 'boolean' },
    { key: 'status', titleKey: 'accountReview.status', type: 'dict', dict: 'account_status' },
    { key: 'createdAt', titleKey: 'accountReview.createdAt', type: 'datetime' },
  ],
  detail: { titleKey: 'accountReview.person.detail', load: (p) => getPerson(p.id) },
  rowActions: [
    { key: 'view', labelKey: 'resource.view', perms: [PERMS.list], dialog: 'detail' },
    ...lockActions<PersonRow>('person', PERMS.lock),
  ],
});
