import type { TProgramApplicantInfo } from '@rcwb/shared';
import { Button, Form, Input, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { DictSelect, DictTreeSelect } from '@/components/resource/dict-select';
import { feedback } from '@/lib/feedback/feedback';
import { APPLICATIONS_KEY, type ApplicationDetail, saveInfo } from '../api/applications';
import { applicationPath } from '../components/application-paths';
import { ApplicationFrame } from './application-frame';
import styles from './application-page.module.css';

type TValues = Partial<Record<keyof TProgramApplicantInfo, string | null>>;

/** The form's values as the server takes them: blanks as '' for texts and null for codes and dates. */
export function infoOf(v: TValues): TProgramApplicantInfo {
  const s = (k: keyof TProgramApplicantInfo) => (v[k] ?? '').trim();
  const orNull = (k: keyof TProgramApplicantInfo) => s(k) || null;
  return {
    name: s('name'),
    contact: s('contact'),
    mobile: s('mobile'),
    email: s('email'),
    region: s('region'),
    address: s('address'),
    education: orNull('education'),
    birthDate: orNull('birthDate'),
    school: s('school'),
    major: s('major'),
    creditCode: s('creditCode'),
    industry: orNull('industry'),
    summary: s('summary'),
  };
}

function StepOneForm({ app }: { app: ApplicationDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TValues>();
  const org = app.applicantType === 'org';
  const save = useMutation({
    mutationFn: (values: TValues) => saveInfo(app.id, infoOf(values)),
    onSuccess: (saved) => {
      queryClient.setQueryData([APPLICATIONS_KEY, 'detail', app.id], saved);
      void queryClient.invalidateQueries({ queryKey: [APPLICATIONS_KEY, 'mine'] });
    },
  });
  // A refused save has shown its message already (the API client's); the page stays as it was.
  const run = (values: TValues, after: () => unknown) =>
    void save.mutateAsync(values).then(after, () => undefined);
  const required = (key: string) => [{ required: true, message: t('resource.required', { field: t(key) }) }];
  const item = (name: keyof TProgramApplicantInfo, key: string, control: React.ReactNode, need = false) => (
    <Form.Item name={name} label={t(key)} rules={need ? required(key) : undefined}>
      {control}
    </Form.Item>
  );
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark
      initialValues={app.info}
      onFinish={(values) => run(values, () => navigate(applicationPath(app.applicantType, 'addTwo', app)))}
      data-testid="program-step-one"
    >
      <Typography.Paragraph type="secondary">{t('programApply.prefilled')}</Typography.Paragraph>
      {item(
        'name',
        org ? 'programApply.field.orgName' : 'programApply.field.name',
        <Input autoComplete="off" />,
        true,
      )}
      {org && item('creditCode', 'programApply.field.creditCode', <Input autoComplete="off" />)}
      {org && item('industry', 'programApply.field.industry', <DictTreeSelect dict="industry" />)}
      {org && item('contact', 'programApply.field.contact', <Input autoComplete="off" />)}
      {!org && item('birthDate', 'programApply.field.birthDate', <Input type="date" />)}
      {!org && item('education', 'programApply.field.education', <DictSelect dict="education" />)}
      {!org && item('school', 'programApply.field.school', <Input autoComplete="off" />)}
      {!org && item('major', 'programApply.field.major', <Input autoComplete="off" />)}
      {item('mobile', 'programApply.field.mobile', <Input inputMode="tel" autoComplete="tel" />, true)}
      {item('email', 'programApply.field.email', <Input type="email" autoComplete="email" />)}
      {item('region', 'programApply.field.region', <DictTreeSelect dict="area" />, true)}
      {item('address', 'programApply.field.address', <Input autoComplete="off" />)}
      {item(
        'summary',
        org ? 'programApply.field.orgSummary' : 'programApply.field.summary',
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} showCount maxLength={2000} />,
        true,
      )}
      <div className={styles.actions}>
        <Button
          loading={save.isPending}
          onClick={() =>
            run(form.getFieldsValue(true) as TValues, () => feedback.success(t('programApply.saved')))
          }
        >
          {t('programApply.saveDraft')}
        </Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('programApply.next')}
        </Button>
      </div>
    </Form>
  );
}

/**
 * Standalone /g020101|g020102/addOne/{id}/{gad002}/{gad021}/{type}: step 1, the applicant
 * information, prefilled from the person's or organisation's record when the draft was started.
 * "Save draft" keeps it as it is; the next step asks for what submitting needs.
 */
export function ApplicationStepOnePage() {
  return <ApplicationFrame step={0}>{(app) => <StepOneForm key={app.id} app={app} />}</ApplicationFrame>;
}
