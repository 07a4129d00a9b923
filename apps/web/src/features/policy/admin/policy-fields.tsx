import type { FormRule } from 'antd';
import { FileListField, RichTextField, TagsField } from '@/components/content-admin';
import { defineFields } from '@/components/resource';
import { relatedOptionsQuery } from './policy-admin';

/** A region is needed unless the policy is national (it then applies everywhere). */
const regionRules: FormRule[] = [
  ({ getFieldValue }) => ({
    required: getFieldValue('level') !== 'national',
    message: 'content.required',
  }),
];

/** The policy form of g200103 (add, edit and view share it); dimension values come after these. */
export const policyFields = defineFields([
  {
    name: 'title',
    labelKey: 'policyAdmin.title',
    type: 'text',
    required: true,
    rules: [{ max: 200, message: 'content.tooLong' }],
  },
  { name: 'level', labelKey: 'policy.level', type: 'dict', dict: 'policy_level', required: true },
  { name: 'region', labelKey: 'policy.region', type: 'dictTree', dict: 'area', rules: regionRules },
  { name: 'category', labelKey: 'policy.category', type: 'dict', dict: 'policy_category', required: true },
  { name: 'issuingBody', labelKey: 'policy.issuingBody', type: 'text', required: true },
  { name: 'docNumber', labelKey: 'policy.docNumber', type: 'text' },
  { name: 'issuedOn', labelKey: 'policy.issuedOn', type: 'date', required: true },
  { name: 'effectiveOn', labelKey: 'policy.effectiveOn', type: 'date' },
  { name: 'expiresOn', labelKey: 'policy.expiresOn', type: 'date' },
  {
    name: 'summary',
    labelKey: 'policyAdmin.summary',
    type: 'textarea',
    rules: [{ max: 1000, message: 'content.tooLong' }],
  },
  {
    name: 'keyBenefits',
    labelKey: 'policy.keyBenefits',
    type: 'text',
    helpKey: 'policyAdmin.keyBenefitsHelp',
    render: () => <TagsField />,
  },
  { name: 'body', labelKey: 'policy.body', type: 'text', render: () => <RichTextField /> },
  { name: 'attachments', labelKey: 'policy.attachments', type: 'text', render: () => <FileListField /> },
  { name: 'relatedIds', labelKey: 'policy.related', type: 'multiSelect', optionsQuery: relatedOptionsQuery },
]);
