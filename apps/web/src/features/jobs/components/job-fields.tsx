import { Select } from 'antd';
import { defineFields } from '@/components/resource';
import { LazyRichTextEditor } from '@/components/editor';
import { WorkPlacePicker } from './work-place-picker';

/** The posting form (add, edit, copy): one definition for every screen that edits a posting. */
export const JOB_FIELDS = defineFields([
  { name: 'title', labelKey: 'jobsAdmin.field.title', type: 'text', required: true },
  {
    name: 'category',
    labelKey: 'jobsAdmin.field.category',
    type: 'dictTree',
    dict: 'job_category',
    required: true,
  },
  {
    name: 'industry',
    labelKey: 'jobsAdmin.field.industry',
    type: 'dictTree',
    dict: 'industry',
    required: true,
  },
  {
    name: 'area',
    labelKey: 'jobsAdmin.field.area',
    type: 'dictTree',
    dict: 'area',
    required: true,
    render: () => <WorkPlacePicker />,
  },
  {
    name: 'salaryMin',
    labelKey: 'jobsAdmin.field.salaryMin',
    type: 'number',
    helpKey: 'jobsAdmin.field.salaryHelp',
  },
  { name: 'salaryMax', labelKey: 'jobsAdmin.field.salaryMax', type: 'number' },
  {
    name: 'education',
    labelKey: 'jobsAdmin.field.education',
    type: 'dict',
    dict: 'education',
    required: true,
  },
  {
    name: 'experience',
    labelKey: 'jobsAdmin.field.experience',
    type: 'dict',
    dict: 'experience',
    required: true,
  },
  { name: 'jobType', labelKey: 'jobsAdmin.field.jobType', type: 'dict', dict: 'job_type', required: true },
  { name: 'headcount', labelKey: 'jobsAdmin.field.headcount', type: 'number', required: true },
  {
    name: 'welfare',
    labelKey: 'jobsAdmin.field.welfare',
    type: 'multiSelect',
    helpKey: 'jobsAdmin.field.welfareHelp',
    render: () => (
      <Select mode="tags" maxCount={12} tokenSeparators={[',', '，', ' ']} open={false} suffixIcon={null} />
    ),
  },
  {
    name: 'description',
    labelKey: 'jobsAdmin.field.description',
    type: 'textarea',
    required: true,
    render: () => <LazyRichTextEditor />,
  },
  { name: 'contactName', labelKey: 'jobsAdmin.field.contactName', type: 'text' },
  { name: 'contactPhone', labelKey: 'jobsAdmin.field.contactPhone', type: 'text' },
]);
